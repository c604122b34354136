// The charges panel's reads through the page's server-data cache (spec 002 §7 Charges: "List by
// userId, storeId, status (one call per status)"; "GET by id"). Read again (quietly) on every
// visit: a charge changes on the server (the approval, the clock's payments, the merchant).
import { CHARGE_LIST_SECTIONS, type ChargeStatus } from '@storefront/domain';
import { chargesApi, type Charge } from '@storefront/sdk/charges';
import { useServerData, useServerDataMany } from '@storefront/state';

export const chargeListKey = (userId: string, storeId: string, status: ChargeStatus) => [
  'charges',
  userId,
  storeId,
  status,
];
export const chargeKey = (chargeId: string) => ['charge', chargeId];

/** The four lists of "Mis Cobros", one call each, in CHARGE_LIST_SECTIONS' order. */
export function useChargeLists(userId: string | undefined, storeId: string) {
  return useServerDataMany<Charge[]>(
    CHARGE_LIST_SECTIONS.map(({ status }) => ({
      key: userId ? chargeListKey(userId, storeId, status) : null,
      load: (api) => chargesApi(api).charges.list({ userId: userId!, storeId, status }),
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
    (api) => chargesApi(api).charges.get(chargeId!),
    { revalidateOnMount: true },
  );
}
