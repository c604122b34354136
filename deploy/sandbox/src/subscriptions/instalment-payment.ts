// What paying an instalment adds to a subscription payment (retry, reactivate, prepay, the rails,
// the clock): only an approved charge's instalments are paid (a pending one is approved first, 002
// §4; a rejected or completed one is not collected), refused with 001 §8's "suscripción/cuota"
// wording and the charge's status; and a paid instalment is completed, never renewed, and
// completes its charge when it was the last one.
import type { DbExecutor } from '../db/schema/index';
import { conflict } from '../http/errors';
import { instalmentPaymentNotAllowed } from './shopper-rules';
import { chargeIdOf, type InstalmentRow } from './instalments';

/** The status of the instalment's charge, or null when the row is not an instalment. */
export async function chargeStatusOf(
  db: DbExecutor,
  row: Pick<InstalmentRow, 'doc'>,
): Promise<string | null> {
  const chargeId = chargeIdOf(row);
  if (!chargeId) return null;
  const charge = await db
    .selectFrom('charges')
    .select('status')
    .where('id', '=', chargeId)
    .executeTakeFirst();
  return charge?.status ?? 'missing';
}

/** Throws 409 for an instalment whose charge is not approved; nothing for other subscriptions. */
export async function refuseUnapprovedCharge(
  db: DbExecutor,
  row: Pick<InstalmentRow, 'doc'>,
): Promise<void> {
  const status = await chargeStatusOf(db, row);
  if (status !== null && status !== 'approved') throw conflict(instalmentPaymentNotAllowed(status));
}
