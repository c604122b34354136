import { roundTo } from './format-amount';

// Spec 000 §9 / 002 §5: net amount = gross divided by 1.19 (19% VAT), rounded to given decimals.
export const VAT_RATE = 0.19;
export const VAT_DIVISOR = 1 + VAT_RATE;

export function netAmount(gross: number, decimals = 0): number {
  return roundTo(gross / VAT_DIVISOR, decimals);
}
