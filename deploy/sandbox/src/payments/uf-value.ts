// A UF payment request is paid in CLP (002 §3 Invoice: referenceCurrency / referenceTotalGrossAmount
// keep the UF price). The sandbox's UF is a constant, so amounts in tests are exact.
import { roundPrice } from '@storefront/domain/pricing';

/** CLP per UF in the sandbox (API.md "Payments (issue 13)"). */
export const SANDBOX_UF_IN_CLP = 39_000;

/** What a price costs in the currency the providers charge (CLP for UF, else as is). */
export function chargedAmount(
  price: number,
  currency: string,
): { amount: number; currency: string } {
  if (currency === 'uf')
    return { amount: roundPrice(price * SANDBOX_UF_IN_CLP, 'clp'), currency: 'clp' };
  return { amount: roundPrice(price, currency), currency };
}
