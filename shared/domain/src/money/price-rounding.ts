import { roundTo } from './format-amount';

// Spec 000 §4 "clp prices are truncated to whole numbers, others rounded to 2 decimals": the one
// place prices (promotion prices, discounted line totals) take their currency's rounding. The
// sandbox's cart does the same arithmetic (deploy/sandbox/src/carts/line-price.ts).

/** Drops float noise, so 0.9 x 30000 = 26999.999… truncates to 27000, not 26999. */
export const dropFloatNoise = (value: number) => Math.round(value * 1e6) / 1e6;

export function roundPrice(value: number, currency: string | null | undefined = 'clp'): number {
  return (currency || 'clp').toLowerCase() === 'clp'
    ? Math.trunc(dropFloatNoise(value))
    : roundTo(dropFloatNoise(value), 2);
}
