// Spec 001 §7 "Subscription get by {id}; patch {id} | body: status, payday, pausedUntil, cardId,
// shippingId, deliveryPrice, products, contact, paymentMethods": the body the subscription edit
// (001 §2 "Subscription edit") saves with Confirmar, as processPayload is the checkout's.
// - status, payday and pausedUntil are never sent: they move through the actions (001 §4 "Shopper
//   transitions"); nor is the frequency (001 §3 billingFrequency): the edit keeps it.
// - products: every item the subscription holds with its quantity (0 removes it), its changed
//   price-change answer (001 §4 "an opt-in toggle"), then the products added from the catalogue.
// - cardId: the chosen card, when there is one (001 §5 "Needs a selected card").
// - paymentMethods: always one, 001 §9 "Webpay Oneclick (tokenized, default, priority 1)" with the
//   issuer fees (001 §3 "paymentMethods (list of name, priority, options.issuerFees)"); 'Sin cuotas'
//   sends 0, so a stored choice is cleared (unlike the checkout's "or none": a subscription keeps
//   what it stored).
// - shippingId and deliveryPrice: the quote (001 §3 "Shipping price result: price and id (or
//   _id)"), for deliverable stores only; contact.address (001 §3 "street, number, commune") only
//   when another address than the current one was chosen, and only with its quote.
// Prices are the provider's: it recomputes them on save, so none is sent.
import type { CheckoutCard } from './checkout-inputs';
import { issuerFeesFor } from './instalments';

/**
 * 001 §9 "Webpay Oneclick (tokenized, default, priority 1)", the one method a patch takes (API.md
 * "Subscription edit"). Written here rather than read from PAYMENT_METHODS: that catalogue (titles,
 * descriptions of all four methods) would otherwise join the edit screen's chunk (~0.3 KB gzipped).
 */
export const SUBSCRIPTION_PAYMENT_METHOD = { name: 'Webpay Oneclick', priority: 1 } as const;

/** An item the subscription holds (001 §3 "Subscription product"), as read. */
export interface HeldSubscriptionItem {
  productId: string;
  quantity: number;
  priceChange?: { optIn?: boolean | null } | null;
}

/** The shopper's edit of one item: its quantity (0 = removed) and its price-change answer. */
export interface EditedSubscriptionItem {
  quantity: number;
  /** 001 §4 opt-in toggle; undefined when the item has no price change. */
  optIn?: boolean;
}

export interface SubscriptionEditPayloadInput {
  /** The subscription's products as read. */
  items: readonly HeldSubscriptionItem[];
  /** The shopper's edits by productId (held items and the ones added). */
  edits: Readonly<Record<string, EditedSubscriptionItem | undefined>>;
  /** The productIds added from the catalogue, in the order added. */
  added?: readonly string[];
  /** The chosen card; none leaves the subscription's. */
  card: CheckoutCard | null | undefined;
  /** The chosen instalments (0 or none = 'Sin cuotas'). */
  instalments?: number | null;
  /** A deliverable store (not serviceType 'service'). */
  deliverable: boolean;
  /** The shipping quote for the address and the edited amount; null while none is loaded. */
  shipping?: { _id?: string | null; id?: string | null; price: number } | null;
  /** Another address than the subscription's current one; null keeps the current one. */
  address?: {
    street?: string | null;
    number?: string | number | null;
    commune?: string | null;
    comment?: string | null;
  } | null;
}

export interface SubscriptionEditProduct {
  productId: string;
  quantity: number;
  priceChange?: { optIn: boolean };
}

export interface SubscriptionEditAddress {
  street: string;
  number: string;
  commune: string;
  comment?: string;
}

export interface SubscriptionEditPayload {
  products: SubscriptionEditProduct[];
  cardId?: string;
  paymentMethods: { name: 'Webpay Oneclick'; priority: number; options: { issuerFees: number } }[];
  shippingId?: string;
  deliveryPrice?: number;
  contact?: { address: SubscriptionEditAddress };
}

/**
 * The products part: every held item with its edited quantity (0 removes it) and, when the answer
 * to its price change differs from the stored one, `priceChange.optIn`; then each added product
 * still wanted (quantity above 0) as a new productId.
 */
export function subscriptionEditProducts(
  items: readonly HeldSubscriptionItem[],
  edits: SubscriptionEditPayloadInput['edits'],
  added: readonly string[] = [],
): SubscriptionEditProduct[] {
  const held = items.map((item) => {
    const edited = edits[item.productId];
    const wasOptIn = item.priceChange ? item.priceChange.optIn !== false : undefined;
    const optIn = edited?.optIn;
    return {
      productId: item.productId,
      quantity: edited?.quantity ?? item.quantity,
      ...(optIn !== undefined && optIn !== wasOptIn ? { priceChange: { optIn } } : {}),
    };
  });
  const additions = added.flatMap((productId) => {
    const quantity = edits[productId]?.quantity ?? 0;
    return quantity > 0 ? [{ productId, quantity }] : [];
  });
  return [...held, ...additions];
}

/** The body of the subscription patch the edit's Confirmar sends. Absent values are left out. */
export function subscriptionEditPayload(
  input: SubscriptionEditPayloadInput,
): SubscriptionEditPayload {
  const card = input.card ?? null;
  const body: SubscriptionEditPayload = {
    products: subscriptionEditProducts(input.items, input.edits, input.added),
    ...(card ? { cardId: card._id } : {}),
    paymentMethods: [
      {
        name: SUBSCRIPTION_PAYMENT_METHOD.name,
        priority: SUBSCRIPTION_PAYMENT_METHOD.priority,
        options: { issuerFees: issuerFeesFor(input.instalments, card) },
      },
    ],
  };
  const shipping = input.deliverable ? (input.shipping ?? null) : null;
  if (!shipping) return body;
  const shippingId = shipping._id ?? shipping.id;
  if (shippingId) body.shippingId = shippingId;
  body.deliveryPrice = shipping.price;
  const address = input.address;
  if (address)
    body.contact = {
      address: {
        street: address.street ?? '',
        number: String(address.number ?? ''),
        commune: address.commune ?? '',
        ...(address.comment ? { comment: address.comment } : {}),
      },
    };
  return body;
}
