// The sandbox's shipping rule (API.md "Shipping"): each store document carries `shippingRates`, a
// flat price per currency that drops to 0 from an amount (the cart's productsPrice plus
// bundlesPrice, spec 001 §7). A store without rates for the currency ships for 0. Coverage is
// policy.deliveryCoveragePolicy.deliverableCommunes: an empty list covers every commune.
import { foldText } from '../text';

export interface ShippingRate {
  price: number;
  /** From this amount on, shipping is free; null or absent: never free. */
  freeFrom?: number | null;
}

export type ShippingRates = Partial<Record<string, ShippingRate>>;

export function shippingPrice(
  rates: ShippingRates | null | undefined,
  currency: string,
  amount: number,
): number {
  const rate = rates?.[currency];
  if (!rate) return 0;
  if (rate.freeFrom !== null && rate.freeFrom !== undefined && amount >= rate.freeFrom) return 0;
  return rate.price;
}

export function isCovered(
  commune: string,
  deliverableCommunes: readonly string[] | null | undefined,
): boolean {
  if (!deliverableCommunes?.length) return true;
  // Case and accents do not matter: "nunoa" is Ñuñoa's commune (the places search may drop them).
  const wanted = foldText(commune);
  return deliverableCommunes.some((name) => foldText(name) === wanted);
}
