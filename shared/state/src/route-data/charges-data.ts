// The charges panel's reads (spec 002 §7 Charges: "List by userId, storeId, status (one call per
// status)"; "GET by id").
import { CHARGE_LIST_SECTIONS, type ChargeStatus } from '@storefront/domain';
import type { Api } from '@storefront/sdk';
import { chargesApi } from '@storefront/sdk/charges';
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
