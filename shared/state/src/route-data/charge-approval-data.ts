// What a charge's approval reads (spec 002 §4 "Charge approval flow"; 002 §7 "GET by id", "Get
// available payment methods for a store id"). Its own chunk: the charges panel's does not carry it.
import type { Api } from '@storefront/sdk';
import { chargesApi, type Charge } from '@storefront/sdk/charges';
import type { RouteDataContext } from './route-data-context';

/** What the approval flow reads: the charge and the store's available methods. */
export interface ChargeApproval {
  charge: Charge;
  availableMethodIds: string[];
}

export const chargeApprovalKey = (userId: string, storeId: string, chargeId: string) =>
  ['charge-approval', userId, storeId, chargeId] as const;

/**
 * The charge (owner only: another shopper's or an unknown one answers 404) and the store's
 * methods, whose failure is logged and leaves none (002 §8 "Available-methods failure: logged,
 * and an empty list is used").
 */
export async function loadChargeApproval(
  api: Api,
  chargeId: string,
  storeId: string,
): Promise<ChargeApproval> {
  const [charge, availableMethodIds] = await Promise.all([
    chargesApi(api).charges.get(chargeId),
    api.stores.availablePaymentMethods(storeId).catch((error: unknown) => {
      console.error('[mfe-account] charge approval: available methods failed', error);
      return [] as string[];
    }),
  ]);
  return { charge, availableMethodIds };
}

export function start({ api, cache, userId, storeId, params }: RouteDataContext): void {
  const { chargeId } = params;
  if (userId && chargeId)
    cache.prefetch(chargeApprovalKey(userId, storeId, chargeId), () =>
      loadChargeApproval(api, chargeId, storeId),
    );
}
