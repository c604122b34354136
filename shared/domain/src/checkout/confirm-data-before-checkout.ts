// "Confirma tus datos" before checkout (spec 000 §2 Cart page modals "data confirmation"; §4
// Session: "if inactive the data-confirmation dialog is forced until it is saved"). The shell
// checks the payer once per sign-in; "Continuar" on the cart asks again, so a payer that became
// inactive since then is confirmed before paying. The dialog confirms the fields the policy
// requires (name, lastName, rut: requiredUserFields); with none required there is nothing to
// confirm and the shopper goes straight on.
import type { UserField } from '../auth/required-fields/required-user-fields';

export interface PayerLike {
  storeId?: string | null;
  active?: boolean | null;
}

/** The payer to confirm before checkout, or null to go straight to checkout. */
export function payerToConfirm<P extends PayerLike>(input: {
  required: readonly UserField[];
  storeId: string;
  /** The shopper's payers (payers list by userId and storeId). */
  payers: readonly P[];
}): P | null {
  if (input.required.length === 0) return null;
  const mine = input.payers.filter((payer) => !payer.storeId || payer.storeId === input.storeId);
  // An active payer is enough; none at all is the shell's to create (000 §4), not a confirmation.
  if (mine.length === 0 || mine.some((payer) => payer.active !== false)) return null;
  return mine[0]!;
}
