// Spec 000 §4 Session: "After login a payer is fetched for the user and store; if missing it is
// created". Returns the payer the session goes on with (an active one when there is one).
import type { Api, Payer } from '@storefront/sdk';

export async function ensurePayer(
  api: Pick<Api, 'payers'>,
  ids: { userId: string; storeId: string },
): Promise<Payer> {
  const { docs } = await api.payers.list({ userId: ids.userId, storeId: ids.storeId });
  const mine = docs.filter((payer) => !payer.storeId || payer.storeId === ids.storeId);
  return (
    mine.find((payer) => payer.active !== false) ??
    mine[0] ??
    (await api.payers.createForShopper(ids.userId, { storeId: ids.storeId }))
  );
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
