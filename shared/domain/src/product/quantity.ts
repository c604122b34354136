// Spec 000 §5: "Quantity must be at least 1 and at most the available stock minus what is already
// in the cart (in edit mode the full stock)." §3: "stock (null unlimited)". 001 §3: a subscription
// product's fullStock = stock + quantity, so edit mode reads fullStock and falls back to stock.
import { PRODUCT_MESSAGES } from './product-messages';

export interface StockedProduct {
  stock?: number | null;
  fullStock?: number | null;
}

export interface AvailableQuantityOptions {
  editMode?: boolean;
}

/** null = unlimited; otherwise how many more units may be chosen (never below 0). */
export function availableQuantity(product: StockedProduct, inCart = 0, options: AvailableQuantityOptions = {}): number | null {
  if (product.stock === null || product.stock === undefined) return null;
  if (options.editMode) return Math.max(0, product.fullStock ?? product.stock);
  return Math.max(0, product.stock - Math.max(0, inCart));
}

/** A whole number from 1 to the available quantity (null = no upper bound). */
export function isQuantityValid(quantity: number, available: number | null): boolean {
  return Number.isInteger(quantity) && quantity >= 1 && (available === null || quantity <= available);
}

export function validateQuantity(quantity: number, available: number | null): typeof PRODUCT_MESSAGES.quantity | null {
  return isQuantityValid(quantity, available) ? null : PRODUCT_MESSAGES.quantity;
}

/** "The minus button is disabled at 1 or less"; plus stops at the available quantity. */
export function quantityButtons(quantity: number, available: number | null): { canDecrease: boolean; canIncrease: boolean } {
  return { canDecrease: quantity > 1, canIncrease: available === null || quantity < available };
}
