// The charges panel's reads through the page's server-data cache (spec 002 §7 Charges: "List by
// userId, storeId, status (one call per status)"; "GET by id"). Read again (quietly) on every
// visit: a charge changes on the server (the approval, the clock's payments, the merchant). The
// list's and the charge page's route prefetches start the same loads while the page's code is on
// its way (issue 15).
import { CHARGE_LIST_SECTIONS, type ChargeStatus } from '@storefront/domain';
import type { Api } from '@storefront/sdk';
import { chargesApi, type Charge } from '@storefront/sdk/charges';
import { useServerData, useServerDataMany, type RoutePrefetch } from '@storefront/state';

export const chargeListKey = (userId: string, storeId: string, status: ChargeStatus) => [
  'charges',
  userId,
  storeId,
  status,
] as const;
export const chargeKey = (chargeId: string) => ['charge', chargeId] as const;

const loadChargeList = (api: Api, userId: string, storeId: string, status: ChargeStatus) =>
  chargesApi(api).charges.list({ userId, storeId, status });

/** The four lists of "Mis Cobros", one call each, in CHARGE_LIST_SECTIONS' order. */
export function useChargeLists(userId: string | undefined, storeId: string) {
  return useServerDataMany<Charge[]>(
    CHARGE_LIST_SECTIONS.map(({ status }) => ({
      key: userId ? chargeListKey(userId, storeId, status) : null,
      load: (api) => loadChargeList(api, userId!, storeId, status),
    })),
    { revalidateOnMount: true },
  );
}

export const prefetchChargeLists: RoutePrefetch = ({ api, cache, userId, storeId }) => {
  if (!userId) return;
  for (const { status } of CHARGE_LIST_SECTIONS)
    cache.prefetch(chargeListKey(userId, storeId, status), () =>
      loadChargeList(api, userId, storeId, status),
    );
};

/** A charge of another store is not this store's page (the provider only checks the owner). */
export const isChargeOfStore = (charge: Charge, storeId: string) =>
  !charge.storeId || charge.storeId === storeId;

const loadCharge = (api: Api, chargeId: string) => chargesApi(api).charges.get(chargeId);

export function useCharge(chargeId: string | undefined) {
  return useServerData<Charge>(
    chargeId ? chargeKey(chargeId) : null,
    (api) => loadCharge(api, chargeId!),
    { revalidateOnMount: true },
  );
}

/** The charge page's route prefetch: the charge of the route's `:chargeId`. */
export const prefetchCharge: RoutePrefetch = ({ api, cache, userId, params }) => {
  const { chargeId } = params;
  if (userId && chargeId) cache.prefetch(chargeKey(chargeId), () => loadCharge(api, chargeId));
};
