// Spanish texts of the charge approval flow (userpanel/charges/{chargeId}/approve; spec 002 §2
// approve, §4 "Charge approval flow", §8). The spec's own words where it gives them ('Pago
// Automático', 'Pago Manual', the automatic-payment-not-enabled message, the one-click button's
// texts in @storefront/domain); the rest fills what it leaves unwritten.
import { PAYMENT_TYPE_LABELS } from '@storefront/domain';

export const APPROVE_TEXTS = {
  loading: 'Cargando el cobro',
  loadError: 'No pudimos cargar el cobro. Por favor, vuelve a intentarlo.',
  retry: 'Reintentar',
  notFoundTitle: 'Cobro no encontrado',
  notFoundBody: 'El cobro que buscas no existe o no pertenece a tu cuenta en esta tienda.',
  toCharges: 'Ir a mis cobros',
  back: 'Volver',

  // pending-charge
  pendingTitle: 'Aprueba tu cobro',
  pendingIntro: 'Revisa el detalle del cobro y acepta los términos y condiciones para continuar.',
  pendingIntroNoTerms: 'Revisa el detalle del cobro para continuar.',
  details: 'Detalle del cobro',
  total: 'Monto total',
  installmentsCount: 'Número de cuotas',
  installments: 'Cuotas',
  installment: (number: number) => `Cuota ${number}`,
  payday: (date: string) => `Fecha de pago: ${date}`,
  files: 'Archivos adjuntos',
  continue: 'Continuar',
  approve: 'Aprobar cobro',
  approving: 'Aprobando',

  // payment-type
  paymentTypeTitle: 'Elige cómo pagar tus cuotas',
  paymentTypeLegend: 'Modalidad de pago',
  recurring: PAYMENT_TYPE_LABELS.recurring,
  recurringHelp: 'Cada cuota se cargará automáticamente a tu tarjeta en su fecha de pago.',
  single: PAYMENT_TYPE_LABELS.single,
  singleHelp: 'En cada fecha de pago te enviaremos por correo un link de pago para pagar la cuota.',

  // tokenized-payment-methods
  cardTitle: 'Elige la tarjeta para el pago automático',
  cardIntro: 'Cada cuota se cargará a esta tarjeta en su fecha de pago.',
  cardLegend: 'Tarjeta para el pago automático',
  overdueNote: 'Tienes cuotas vencidas: al aprobar el cobro pagarás la primera de ellas.',

  // tokenized-unavailable (002 §8 "Automatic payment not enabled")
  unavailableTitle: 'Pago automático no disponible',
  unavailableBody:
    'Lamentablemente, la modalidad de pago automática no ha sido habilitada. Por favor, contacta al administrador para corregir el cobro.',
} as const;
