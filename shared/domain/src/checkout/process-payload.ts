// Spec 001 §7 "Process cart": storeId, merchantId, cardId, shippingId, tax 0.19, gift false,
// currency, paymentMethods (name Webpay Oneclick, priority 1, options.issuerFees) or none.
// 000 §7: the cart calls carry guestId and userId. Decided: paymentMethods is sent only when the
// shopper chose instalments on a Credit card. Without it the provider charges with its default
// method, which 001 §9 names: "Webpay Oneclick (tokenized, default, priority 1)"; so "or none"
// reads as "when there are no issuer fees to carry", and 'Sin cuotas' sends none.
import { VAT_RATE } from '../money/net-amount';
import { DEFAULT_PAYMENT_METHOD } from '../payment-methods/catalogue';
import type { CheckoutCard } from './checkout-inputs';
import { issuerFeesFor } from './instalments';

export interface ProcessPaymentMethod {
  name: string;
  priority: number;
  options: { issuerFees: number };
}

export interface ProcessCartPayload {
  storeId: string;
  merchantId?: string;
  guestId?: string;
  userId?: string;
  cardId: string;
  shippingId?: string;
  addressId?: string;
  tax: number;
  gift: false;
  currency: string;
  paymentMethods?: ProcessPaymentMethod[];
}

export interface ProcessPayloadInput {
  storeId: string;
  merchantId?: string | null;
  guestId?: string | null;
  userId?: string | null;
  card: CheckoutCard;
  /** shippings/getPrice's id (or _id); none for a store without delivery. */
  shippingId?: string | null;
  /** The delivery address chosen at checkout (not in the spec's payload; the sandbox takes it). */
  addressId?: string | null;
  /** The cart's currency: 'clp', 'uf'. */
  currency?: string | null;
  /** The chosen instalments (0 or none = 'Sin cuotas'). */
  issuerFees?: number | null;
}

/** The merchant of the store: its owner (000 §3 merchants[{userId, roles (includes owner)}]), else the first. */
export function storeMerchantId(
  store:
    | { merchants?: readonly { userId: string; roles?: readonly string[] | null }[] | null }
    | null
    | undefined,
): string | undefined {
  const merchants = store?.merchants ?? [];
  return (merchants.find((m) => m.roles?.includes('owner')) ?? merchants[0])?.userId;
}

/** The body of carts/process. Absent values are left out rather than sent as null. */
export function processPayload(input: ProcessPayloadInput): ProcessCartPayload {
  const issuerFees = issuerFeesFor(input.issuerFees, input.card);
  const ids = {
    merchantId: input.merchantId,
    guestId: input.guestId,
    userId: input.userId,
    shippingId: input.shippingId,
    addressId: input.addressId,
  };
  const present: Partial<Record<keyof typeof ids, string>> = {};
  for (const key of Object.keys(ids) as (keyof typeof ids)[]) if (ids[key]) present[key] = ids[key];
  return {
    storeId: input.storeId,
    ...present,
    cardId: input.card._id,
    tax: VAT_RATE,
    gift: false,
    currency: (input.currency || 'clp').toLowerCase(),
    ...(issuerFees > 0
      ? {
          paymentMethods: [
            {
              name: DEFAULT_PAYMENT_METHOD.name,
              priority: DEFAULT_PAYMENT_METHOD.priority,
              options: { issuerFees },
            },
          ],
        }
      : {}),
  };
}
