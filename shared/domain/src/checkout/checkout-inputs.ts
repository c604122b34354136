// The shapes the checkout rules read: structural subsets of @storefront/sdk's Policy, Store, Card,
// Cart and Address (domain does not depend on the sdk), so an SDK object can be passed as it is.

/** checkoutPolicy field flags, e.g. { address: true, rut: true, phone: false }. */
export type FieldFlags = Readonly<Record<string, unknown>>;

export interface CheckoutPolicyInput {
  checkoutPolicy?: {
    naturalPersonFields?: FieldFlags | null;
    companyFields?: FieldFlags | null;
  } | null;
  paymentMethodsPolicy?: {
    requireTokenized?: boolean | null;
    issuerFees?: {
      maxValue?: number | null;
      supportedBillingTypes?: readonly string[] | null;
    } | null;
  } | null;
  subscriptionPolicy?: { defaultStatus?: string | null; shippingChargeType?: string | null } | null;
  deliveryCoveragePolicy?: { deliverableCommunes?: readonly string[] | null } | null;
}

export interface CheckoutStoreInput {
  /** 'deliverable' or 'service'. */
  serviceType?: string | null;
}

export interface CheckoutCard {
  _id: string;
  /** 'Credit', 'Debit' or 'Prepaid'. */
  type?: string | null;
}

/** A selected address: a saved one (street, number, commune) or a places result (description). */
export interface CheckoutAddress {
  street?: string | null;
  number?: string | number | null;
  commune?: string | null;
  /** The places provider's one-line text, e.g. "Av. Providencia 1234, Providencia, Chile". */
  description?: string | null;
}

export function isDeliverable(store: CheckoutStoreInput | null | undefined): boolean {
  return store?.serviceType === 'deliverable';
}
