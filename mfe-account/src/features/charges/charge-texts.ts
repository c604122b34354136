// Spanish texts of a charge's page (spec 002 §2 ShowCharge) and its approval confirmation
// (charges/{chargeId}/approved). The statuses, groups, toasts and the update failure are the
// spec's (in @storefront/domain); the rest fills what it leaves unwritten.
import { CHARGE_TOAST_TEXTS } from '@storefront/domain';

export const CHARGE_TEXTS = {
  loading: 'Cargando el cobro',
  /** The load failure, as on the payment screen (001 §2 "'Ha habido un error'"). */
  loadError: 'Ha habido un error',
  loadErrorBody: 'No pudimos cargar el cobro. Por favor, vuelve a intentarlo.',
  retry: 'Reintentar',
  back: 'Volver a mis cobros',
  status: 'Estado',
  description: 'Descripción',
  amounts: 'Montos',
  total: 'Monto total',
  paid: 'Pagado',
  remaining: 'Por pagar',
  installments: 'Cuotas',
  paidCount: (paid: number, total: number) => `${paid} de ${total} pagadas`,
  progress: 'Avance del pago',
  progressValue: (percent: number) => `${percent} % pagado`,
  installmentsTitle: 'Cuotas',
  noInstallments: 'Este cobro no tiene cuotas.',
  installmentName: (n: number) => `Cuota ${n}`,
  payday: 'Fecha de pago',
  amount: 'Monto',
  pay: 'Pagar',
  payLabel: (n: number) => `Pagar cuota ${n}`,
  groupCount: (n: number) => `${n} ${n === 1 ? 'cuota' : 'cuotas'}`,
  automaticTitle: 'Pago automático',
  automaticBody:
    'Tus cuotas pendientes se cobrarán automáticamente en esta tarjeta en cada fecha de pago.',
  manualBody:
    'Hoy pagas este cobro de forma manual. Elige una tarjeta y guarda los cambios para que tus cuotas pendientes se cobren automáticamente.',
  cardLegend: 'Tarjeta para el pago automático',
  save: 'Guardar cambios',
  updated: CHARGE_TOAST_TEXTS.updated,
  updateFailed: CHARGE_TOAST_TEXTS.updateFailed,
  files: 'Archivos',
  fileLabel: (name: string) => `${name} (se abre en una pestaña nueva)`,
  approved: {
    title: '¡Cobro aprobado!',
    body: (name: string) => `Aprobaste el cobro «${name}».`,
    recurring: 'Tus cuotas se cobrarán automáticamente en tu tarjeta en cada fecha de pago.',
    single: 'Te enviaremos por correo un enlace de pago en cada fecha de pago.',
    nextPayday: 'Próximo pago',
    view: 'Ver detalle del cobro',
    list: 'Ir a mis cobros',
  },
} as const;
