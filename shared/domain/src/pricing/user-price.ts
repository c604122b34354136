// A user-defined price (000 §3 priceDefinedByUser; §5 "Price input (user-defined price): digits
// only, dots as thousands separators, empty means 0", "user-defined price needs an amount: 'Debes
// ingresar un monto'"). The spec names no floor and no unit; decided (API.md "Prices"):
//  - whole pesos for clp (the input takes digits only), at most 2 decimals otherwise (uf);
//  - at least the product's floor: its own `minPrice` when it has one, else its listed price for
//    the frequency (the card reads "Desde $10.000": the shopper may pay more, never less).
// The product form and the provider check the same rule.
import { decimalsFor, formatAmount } from '../money/format-amount';
import { PRODUCT_MESSAGES } from '../product/product-messages';

export interface UserPricedProduct {
  prices?: Record<string, number | null | undefined> | null;
  minPrice?: number | null;
}

/** The least a shopper may set for `billingType` (0 when the product names none). */
export function userPriceFloor(product: UserPricedProduct, billingType: string): number {
  if (typeof product.minPrice === 'number' && product.minPrice > 0) return product.minPrice;
  const listed = product.prices?.[billingType];
  return typeof listed === 'number' && listed > 0 ? listed : 0;
}

/** "El monto mínimo es $10.000" (not in the spec: the floor is the sandbox's decision). */
export const userPriceBelowText = (floor: number, currency: string | null | undefined) =>
  `El monto mínimo es ${formatAmount(floor, currency)}`;
export const USER_PRICE_UNIT_TEXT = {
  clp: 'El monto debe ser en pesos, sin decimales',
  other: 'El monto admite hasta 2 decimales',
} as const;

/** null when the amount may be charged; else the Spanish reason. */
export function userPriceError(
  amount: number | null | undefined,
  context: { floor: number; currency: string | null | undefined },
): string | null {
  if (typeof amount !== 'number' || !Number.isFinite(amount) || amount <= 0)
    return PRODUCT_MESSAGES.amount;
  const decimals = decimalsFor(context.currency);
  const scaled = amount * 10 ** decimals;
  if (Math.abs(scaled - Math.round(scaled)) > 1e-9)
    return decimals === 0 ? USER_PRICE_UNIT_TEXT.clp : USER_PRICE_UNIT_TEXT.other;
  if (amount < context.floor) return userPriceBelowText(context.floor, context.currency);
  return null;
}
