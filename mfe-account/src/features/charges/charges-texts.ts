// Spanish texts of "Mis Cobros" (spec 002 §2 userpanel/charges). The heading, the sections, their
// empty texts, the statuses and the toasts are the spec's (in @storefront/domain); the rest fills
// what it leaves unwritten.
import { CHARGES_TITLE, NO_CHARGES_TEXT } from '@storefront/domain';

export const CHARGES_TEXTS = {
  title: CHARGES_TITLE,
  noCharges: NO_CHARGES_TEXT,
  loading: 'Cargando cobros',
  loadError: 'No pudimos cargar tus cobros. Por favor, vuelve a intentarlo.',
  retry: 'Reintentar',
  total: 'Monto total',
  installments: 'Cuotas',
  status: 'Estado',
  installmentCount: (n: number) => `${n} ${n === 1 ? 'cuota' : 'cuotas'}`,
  view: 'Ver cobro',
  review: 'Revisar y aprobar',
  /** Accessible names of the links, naming the charge. */
  viewLabel: (name: string) => `Ver cobro: ${name}`,
  reviewLabel: (name: string) => `Revisar y aprobar: ${name}`,
} as const;
