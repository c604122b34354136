// Spec 001 §9 / 002 §3, §9: the payment-method catalogue. Names are the provider's method names
// (sent as paymentMethods[].name); ids are the ones stores/{id}/availablePaymentMethods returns.
export type PaymentMethodId = 'webpay-oneclick' | 'webpay-plus' | 'khipu' | 'mercado-pago';

export interface PaymentMethodInfo {
  id: PaymentMethodId;
  name: 'Webpay Oneclick' | 'Webpay Plus' | 'Khipu Payment Initiation' | 'Mercado Pago Checkout Pro';
  /** Spanish display title ("Continuar con {title}", the receipt's payment method). */
  title: string;
  /** Spanish one-line description for method cards. */
  description: string;
  /** Offered for single payments (002 §5). */
  singleUse: boolean;
  /** Offered for subscriptions (001 §9 "Only those flagged recurring"). */
  recurring: boolean;
  /** Charges a registered card without the shopper (kept when tokenization is required). */
  tokenized: boolean;
  /** Higher first. Webpay Oneclick is the default with priority 1. */
  priority: number;
  /** Issuer fees (instalments) can be stored for it (001 §5). */
  supportsIssuerFees: boolean;
}

export const PAYMENT_METHODS: readonly PaymentMethodInfo[] = [
  {
    id: 'webpay-oneclick',
    name: 'Webpay Oneclick',
    title: 'Webpay Oneclick',
    description: 'Pago automático con tu tarjeta inscrita',
    singleUse: false,
    recurring: true,
    tokenized: true,
    priority: 1,
    supportsIssuerFees: true,
  },
  {
    id: 'webpay-plus',
    name: 'Webpay Plus',
    title: 'Webpay Plus',
    description: 'Tarjeta de crédito, débito o prepago',
    singleUse: true,
    recurring: true,
    tokenized: false,
    priority: 0,
    supportsIssuerFees: false,
  },
  {
    id: 'khipu',
    name: 'Khipu Payment Initiation',
    title: 'Khipu',
    description: 'Transferencia bancaria simplificada',
    singleUse: true,
    recurring: true,
    tokenized: false,
    priority: 0,
    supportsIssuerFees: false,
  },
  {
    id: 'mercado-pago',
    name: 'Mercado Pago Checkout Pro',
    title: 'Mercado Pago',
    description: 'Paga con tu cuenta de Mercado Pago o tus tarjetas',
    singleUse: true,
    recurring: true,
    tokenized: false,
    priority: 0,
    supportsIssuerFees: true,
  },
];

export const DEFAULT_PAYMENT_METHOD = PAYMENT_METHODS[0]!;

/** By id ('webpay-plus') or provider name ('Webpay Plus'); undefined when unknown. */
export function findPaymentMethod(idOrName: string): PaymentMethodInfo | undefined {
  return PAYMENT_METHODS.find((m) => m.id === idOrName || m.name === idOrName);
}

/** Spanish title for an id or provider name; unknown values are shown as they came. */
export function paymentMethodTitle(idOrName: string): string {
  return findPaymentMethod(idOrName)?.title ?? idOrName;
}

/** Descending priority; equal priorities keep their order (stable sort). */
export function sortByPriority<M extends { priority?: number | null }>(methods: readonly M[]): M[] {
  return [...methods].sort((a, b) => (b.priority ?? 0) - (a.priority ?? 0));
}
