// The charges panel's reads through the page's server-data cache (spec 002 §7 Charges: "List by
// userId, storeId, status (one call per status)"; "GET by id"). Read again (quietly) on every
// visit: a charge changes on the server (the approval, the clock's payments, the merchant). The
// list's and the charge page's routes declare these reads (routes.json `data`: charge-lists,
// charge), so the shell has started them before this code arrives (issue 41).
import { CHARGE_LIST_SECTIONS, type ChargeStatus } from '@storefront/domain';
import type { Charge } from '@storefront/sdk/charges';
import { useServerData, useServerDataMany } from '@storefront/state';
import { loadCharge, loadChargeList } from '@storefront/state/route-data/charges';

export const chargeListKey = (userId: string, storeId: string, status: ChargeStatus) =>
  ['charges', userId, storeId, status] as const;
export const chargeKey = (chargeId: string) => ['charge', chargeId] as const;

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

/** A charge of another store is not this store's page (the provider only checks the owner). */
export const isChargeOfStore = (charge: Charge, storeId: string) =>
  !charge.storeId || charge.storeId === storeId;

export function useCharge(chargeId: string | undefined) {
  return useServerData<Charge>(
    chargeId ? chargeKey(chargeId) : null,
    (api) => loadCharge(api, chargeId!),
    { revalidateOnMount: true },
  );
}
