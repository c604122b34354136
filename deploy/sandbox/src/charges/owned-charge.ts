// Reading the caller's own charge (another shopper's or an unknown one → 404 "Charge not found"),
// optionally locked for the rest of the transaction.
import type { DbExecutor } from '../db/schema/index';
import { notFound } from '../http/errors';
import type { ChargeRow } from '../subscriptions/instalments';

export const CHARGE_NOT_FOUND = 'Charge not found';
export const CARD_NOT_FOUND = 'Card not found';

export async function ownedCharge(
  db: DbExecutor,
  id: string,
  userId: string,
  options: { lock?: boolean } = {},
): Promise<ChargeRow> {
  let query = db
    .selectFrom('charges')
    .selectAll()
    .where('id', '=', id)
    .where('user_id', '=', userId);
  // The row lock queues an approval and a card change of one charge: the second sees the first.
  if (options.lock) query = query.forUpdate();
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(CHARGE_NOT_FOUND);
  return row;
}
