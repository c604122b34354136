// Spec 000 §9 amount display: es-CL, dots for thousands, comma for decimals, CLP 0 decimals,
// UF and percentages 2, "$" prefix for prices, CLP or UF labels, a negative sign for negatives.
// "Amounts in uf are shown without price formatting": decided here as no "$", the "UF " label
// in front and 2 decimals, e.g. "UF 1,25" (see the test).
export type Currency = 'clp' | 'uf' | 'other';

export function decimalsFor(currency: Currency | string | undefined | null): number {
  return (currency ?? 'clp').toLowerCase() === 'clp' ? 0 : 2;
}

/** Rounds half away from zero to `decimals` places, without the 1.005 → 1.00 float surprise. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  const rounded = Math.round((Math.abs(value) + Number.EPSILON) * factor) / factor;
  return value < 0 ? -rounded : rounded;
}

/** 1234567.5 with 2 decimals → "1.234.567,50" (absolute value; sign handled by callers). */
export function formatNumber(value: number, decimals = 0): string {
  const fixed = roundTo(Math.abs(value), decimals).toFixed(decimals);
  const [integer = '0', fraction] = fixed.split('.');
  const grouped = integer.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const sign = value < 0 && Number(fixed) !== 0 ? '-' : '';
  return fraction ? `${sign}${grouped},${fraction}` : `${sign}${grouped}`;
}

/** "CLP", "UF", or the code uppercased; default clp. */
export function formatCurrencyLabel(currency: Currency | string | undefined | null): string {
  return (currency || 'clp').toUpperCase();
}

export interface FormatAmountOptions {
  /** Put the currency label after the amount: "$1.990 CLP". */
  withLabel?: boolean;
}

/** A price: "$1.990", "-$1.990", "$1.990,50" (other), "UF 1,25" (uf). */
export function formatAmount(value: number, currency: Currency | string | undefined | null = 'clp', options: FormatAmountOptions = {}): string {
  const code = (currency || 'clp').toLowerCase();
  const decimals = decimalsFor(code);
  const magnitude = formatNumber(Math.abs(value), decimals);
  const negative = value < 0 && roundTo(Math.abs(value), decimals) !== 0;
  const sign = negative ? '-' : '';
  if (code === 'uf') return `${sign}UF ${magnitude}`;
  const text = `${sign}$${magnitude}`;
  return options.withLabel ? `${text} ${formatCurrencyLabel(code)}` : text;
}

/** Percentages use 2 decimals by default: 12.5 → "12,50%". */
export function formatPercentage(value: number, decimals = 2): string {
  return `${formatNumber(value, decimals)}%`;
}
