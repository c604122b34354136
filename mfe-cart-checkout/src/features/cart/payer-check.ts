// The payer look-up behind "Continuar" (see use-continue-to-checkout): loaded on the click, since
// the cart page itself never needs it and the look-up waits on the network anyway.
import { payerToConfirm, requiredUserFields } from '@storefront/domain';
import type { Api, Payer, Policy } from '@storefront/sdk';

/** The payer whose data must be confirmed before checkout, or null to go straight on. */
export async function payerNeedingConfirmation(
  api: Api,
  input: { userId: string; storeId: string; policy: Policy | null | undefined },
): Promise<Payer | null> {
  const { docs } = await api.payers.list({ userId: input.userId, storeId: input.storeId });
  return payerToConfirm({
    required: requiredUserFields(input.policy),
    storeId: input.storeId,
    payers: docs,
  });
}
