// The subscription edit's rules (spec 001 §2 "Subscription edit", §4 "Shopper transitions", §5
// "Subscription edit save"). Pure: the screen hands in what it holds and shows what comes back.
import { priceLine, priceOrder } from '../pricing/price-engine';
import { livePromotion, userPromotionsOf } from '../pricing/user-promotion';

/**
 * 001 §5 "Subscription edit save": "Needs a selected card: 'Debes seleccionar una tarjeta'; at
 * least one product: 'La selección no puede estar vacía'; for deliverable stores a loaded shipping
 * price: 'Espera a que cargue el despacho'."
 */
export const EDIT_SAVE_MESSAGES = {
  card: 'Debes seleccionar una tarjeta',
  empty: 'La selección no puede estar vacía',
  shipping: 'Espera a que cargue el despacho',
} as const;

export interface EditSaveInput {
  selectedCardId: string | null;
  productCount: number;
  deliverable: boolean;
  shippingLoaded: boolean;
}

/** null when the save may go; else the first failing rule's text, in the spec's order. */
export function editSaveError(input: EditSaveInput): string | null {
  if (!input.selectedCardId) return EDIT_SAVE_MESSAGES.card;
  if (input.productCount < 1) return EDIT_SAVE_MESSAGES.empty;
  if (input.deliverable && !input.shippingLoaded) return EDIT_SAVE_MESSAGES.shipping;
  return null;
}

/** 001 §4 "... otherwise it says 'Tu suscripción no puede quedar vacía, este producto no se puede remover.'" */
export const EMPTY_SUBSCRIPTION_TEXT =
  'Tu suscripción no puede quedar vacía, este producto no se puede remover.';

export type RemovalDecision = 'remove' | 'offer-cancel' | 'cannot-remove';

/**
 * 001 §4 "Removing the last product opens a warning: if cancellation is allowed it offers to cancel
 * (then goes back to the subscriptions list); otherwise it says 'Tu suscripción no puede quedar
 * vacía...'". `remaining` counts the items left before this removal; `allowCancel` is the policy's
 * allowShopperTo.cancel (absent = allowed, 001 §4 "Cancel is allowed unless the policy forbids it").
 */
export function removalDecision(
  remaining: number,
  allowCancel: boolean | null | undefined,
): RemovalDecision {
  if (remaining > 1) return 'remove';
  return allowCancel === false ? 'cannot-remove' : 'offer-cancel';
}

export interface EditLine {
  /** The item's unit price as subscribed (an added product: the catalogue's for the frequency). */
  price: number;
  quantity: number;
  /** The product's quantity discounts: a changed or added item takes the entry for its quantity. */
  quantityDiscounts?: readonly number[] | null;
  /** The item's quantity as subscribed (absent for an added product). */
  originalQuantity?: number;
  /** The quantity discount's fraction the item was priced with (kept while its quantity is). */
  quantityDiscount?: number | null;
  /** The promotions the item holds (user promotions, 001 §9 usesLeft and expiresAt). */
  promotions?: readonly unknown[] | null;
}

/**
 * The edited products' price as the provider recomputes it, with the one price engine: each item
 * at its unit price, lowered by the promotion it still holds at the cycle's payday (`at`), then
 * its quantity discount (an untouched item keeps the fraction it was priced with; a changed one
 * takes the product's entry for its new quantity), rounded per line for the currency. It is the
 * amount the shipping quote is asked for (001 §7 "GET shippings/getPrice ... amount (productsPrice
 * plus bundlesPrice)").
 */
export function editedProductsPrice(
  lines: readonly EditLine[],
  currency: string,
  at: Date,
): number {
  const totals = lines
    .filter((line) => line.quantity > 0)
    .map((line) => {
      const untouched = line.originalQuantity === line.quantity;
      return priceLine({
        unitPrice: line.price,
        quantity: line.quantity,
        quantityDiscounts: untouched ? [line.quantityDiscount ?? 0] : line.quantityDiscounts,
        currency,
        promotion: livePromotion(userPromotionsOf(line.promotions), at),
      }).total;
    });
  return priceOrder(totals, 0, currency).products;
}

export interface CycleDeliveryInput {
  /** The quote's price for the edited amount. */
  quotedDelivery: number;
  /** The subscription's shippingChargeType (001 §3: always or once). */
  chargeType: string | null | undefined;
  /** Whether the subscription already paid its delivery (a "once" store charges it no more). */
  deliveryPaid: boolean | null | undefined;
}

/** The delivery the next cycle carries (API.md "Prices"): the quote's, unless a "once" store has
 * been paid it already. */
export function cycleDelivery(input: CycleDeliveryInput): number {
  return input.chargeType === 'once' && input.deliveryPaid ? 0 : input.quotedDelivery;
}
