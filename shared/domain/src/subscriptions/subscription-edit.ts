// The subscription edit's rules (spec 001 §2 "Subscription edit", §4 "Shopper transitions", §5
// "Subscription edit save"). Pure: the screen hands in what it holds and shows what comes back.
import { lineTotal } from '../product/unit-price';

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
  price: number;
  quantity: number;
  quantityDiscounts?: readonly number[] | null;
  /** The item's quantity and line total as subscribed: an untouched item keeps its total. */
  originalQuantity?: number;
  totalPrice?: number | null;
}

/**
 * The edited products' price as the provider recomputes it: an untouched item keeps the total it
 * was subscribed with; a changed one is its subscribed unit price x quantity with the quantity
 * discount, rounded per line for the currency. It is the amount the shipping quote is asked for
 * (001 §7 "GET shippings/getPrice ... amount (productsPrice plus bundlesPrice)").
 */
export function editedProductsPrice(lines: readonly EditLine[], currency: string): number {
  return lines
    .filter((line) => line.quantity > 0)
    .reduce((sum, line) => {
      const untouched =
        line.originalQuantity === line.quantity && typeof line.totalPrice === 'number';
      return (
        sum +
        (untouched
          ? line.totalPrice!
          : lineTotal(line.price, line.quantity, line.quantityDiscounts, currency))
      );
    }, 0);
}
