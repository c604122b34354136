// Spec 000 §4 Session: "After login a payer is fetched for the user and store; if missing it is
// created". Returns the payer the session goes on with (an active one when there is one).
// The list is the page's one read of it (a checkout opened afresh has asked for it already).
import type { Api, Payer } from '@storefront/sdk';
import { loadStorePayers, storePayersKey, type ServerDataCache } from '@storefront/state';

export async function ensurePayer(
  api: Pick<Api, 'payers'>,
  cache: ServerDataCache,
  ids: { userId: string; storeId: string },
): Promise<Payer> {
  const docs = await loadStorePayers(api, cache, ids.userId, ids.storeId);
  const mine = docs.filter((payer) => !payer.storeId || payer.storeId === ids.storeId);
  const found = mine.find((payer) => payer.active !== false) ?? mine[0];
  if (found) return found;
  const created = await api.payers.createForShopper(ids.userId, { storeId: ids.storeId });
  cache.write(storePayersKey(ids.userId, ids.storeId), [...docs, created]);
  return created;
}

export interface PayerData {
  name: string;
  lastName: string;
  rut: string;
}

/** What the data-confirmation dialog shows first: the payer's data, else the user's. */
export function payerFormDefaults(
  payer: Payer,
  user: { name: string; lastName: string; rut: string },
): PayerData {
  return {
    name: payer.name || user.name || '',
    lastName: payer.lastName || user.lastName || '',
    rut: payer.billing?.taxId || user.rut || '',
  };
}

/** Saving the dialog: the payer active again with the confirmed data, and the profile too. */
export async function confirmPayerData(
  api: Pick<Api, 'payers' | 'auth'>,
  payerId: string,
  data: PayerData,
): Promise<Payer> {
  const values = { name: data.name.trim(), lastName: data.lastName.trim(), rut: data.rut };
  const payer = await api.payers.update(payerId, {
    name: values.name,
    lastName: values.lastName,
    active: true,
    billing: { taxId: values.rut },
  });
  await api.auth.updateProfile(values);
  return payer;
}
