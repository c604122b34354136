// The charges panel's reads (spec 002 §7 Charges: "List by userId, storeId, status (one call per
// status)"; "GET by id"), what a charge's approval reads (002 §4 "Charge approval flow"), and a
// service (002 §7 Services "GET by id"), which its page and its checkout read.
import { CHARGE_LIST_SECTIONS, type ChargeStatus } from '@storefront/domain';
import type { Api } from '@storefront/sdk';
import { chargesApi, type Charge } from '@storefront/sdk/charges';
import type { RouteDataContext } from './route-data-context';

export const loadChargeList = (api: Api, userId: string, storeId: string, status: ChargeStatus) =>
  chargesApi(api).charges.list({ userId, storeId, status });

export const loadCharge = (api: Api, chargeId: string) => chargesApi(api).charges.get(chargeId);

/** The four lists of "Mis Cobros", one call each, in CHARGE_LIST_SECTIONS' order. */
export function startChargeLists({ api, cache, userId, storeId }: RouteDataContext): void {
  if (!userId) return;
  for (const { status } of CHARGE_LIST_SECTIONS)
    cache.prefetch(['charges', userId, storeId, status], () =>
      loadChargeList(api, userId, storeId, status),
    );
}

export function startCharge({ api, cache, userId, params }: RouteDataContext): void {
  const { chargeId } = params;
  if (userId && chargeId) cache.prefetch(['charge', chargeId], () => loadCharge(api, chargeId));
}

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
    loadCharge(api, chargeId),
    api.stores.availablePaymentMethods(storeId).catch((error: unknown) => {
      console.error('[mfe-account] charge approval: available methods failed', error);
      return [] as string[];
    }),
  ]);
  return { charge, availableMethodIds };
}

export function startChargeApproval({
  api,
  cache,
  userId,
  storeId,
  params,
}: RouteDataContext): void {
  const { chargeId } = params;
  if (userId && chargeId)
    cache.prefetch(chargeApprovalKey(userId, storeId, chargeId), () =>
      loadChargeApproval(api, chargeId, storeId),
    );
}

export const loadService = (api: Api, serviceId: string) => chargesApi(api).services.get(serviceId);

export function startService({ api, cache, userId, params }: RouteDataContext): void {
  const { serviceId } = params;
  if (userId && serviceId)
    cache.prefetch(['service', serviceId], () => loadService(api, serviceId));
}
