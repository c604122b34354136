// Spec 000 §2 Cart page: "Item rows have a quantity selector, shown only if the product is
// quantifiable, its price is not user-defined and quantity selection is allowed. Decrease is
// disabled at 1; increase is disabled at the stock limit when stock is not null (null means
// unlimited)."

export interface QuantityRuleInput {
  quantity: number;
  /** null or undefined = unlimited. */
  stock: number | null | undefined;
  quantifiable: boolean | null | undefined;
  priceDefinedByUser: boolean | null | undefined;
  /** Whether the store lets the shopper change quantities in the cart. */
  selectionAllowed: boolean;
}

export interface QuantityControl {
  shown: boolean;
  canDecrease: boolean;
  canIncrease: boolean;
  /** The stock limit was reached (stock not null). */
  atStockLimit: boolean;
}

export function quantityControl(input: QuantityRuleInput): QuantityControl {
  const shown = input.quantifiable === true && !input.priceDefinedByUser && input.selectionAllowed;
  const atStockLimit = typeof input.stock === 'number' && input.quantity >= input.stock;
  return {
    shown,
    canDecrease: shown && input.quantity > 1,
    canIncrease: shown && !atStockLimit,
    atStockLimit,
  };
}
