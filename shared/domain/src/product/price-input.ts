// Spec 000 §5: "Price input (user-defined price): digits only, dots as thousands separators, empty
// means 0."
import { formatNumber } from '../money/format-amount';

/** Past 15 digits a number loses whole units (Number.MAX_SAFE_INTEGER has 16). */
const MAX_DIGITS = 15;

const digitsOf = (text: string | null | undefined) => (text ?? '').replace(/\D/g, '').replace(/^0+(?=\d)/, '').slice(0, MAX_DIGITS);

/** '12.345' → 12345; '' → 0; anything but digits is ignored. */
export function parsePriceInput(text: string | null | undefined): number {
  const digits = digitsOf(text);
  return digits ? Number(digits) : 0;
}

/** 12345 → '12.345' (whole units, es-CL grouping). */
export function formatPriceInput(value: number): string {
  return formatNumber(Math.max(0, Math.trunc(value)), 0);
}

/** What the field shows after a keystroke: '12345a' → '12.345'; an empty field stays empty. */
export function sanitizePriceInput(text: string | null | undefined): string {
  const digits = digitsOf(text);
  return digits ? formatPriceInput(Number(digits)) : '';
}
