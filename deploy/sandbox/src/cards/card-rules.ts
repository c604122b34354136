// Which cards may go, and what happens to what they paid for.
import type { Db } from '../db/schema';

/** Subscription statuses still charging a card ("active" from the shopper's view, spec 001 §4). */
export const LIVE_SUBSCRIPTION_STATUSES = [
  'pending',
  'active',
  'failed attempt 1',
  'failed attempt 2',
  'failed attempt 3',
  'awaiting response',
];

/** False when an instalment of an approved charge is paid with the card. */
export async function canDeleteCard(db: Db, cardId: string): Promise<boolean> {
  const used = await db
    .selectFrom('installments as i')
    .innerJoin('charges as c', 'c.id', 'i.charge_id')
    .select('i.id')
    .where('i.card_id', '=', cardId)
    .where('c.status', '=', 'approved')
    .limit(1)
    .executeTakeFirst();
  return !used;
}

/** Deletes the card; the owner's live subscriptions that used it are paused and left without a card. */
export async function deleteCard(db: Db, cardId: string): Promise<void> {
  await db.transaction().execute(async (trx) => {
    await trx
      .updateTable('subscriptions')
      .set({ status: 'paused' })
      .where('card_id', '=', cardId)
      .where('status', 'in', LIVE_SUBSCRIPTION_STATUSES)
      .execute();
    await trx.updateTable('subscriptions').set({ card_id: null }).where('card_id', '=', cardId).execute();
    await trx.updateTable('installments').set({ card_id: null }).where('card_id', '=', cardId).execute();
    await trx.deleteFrom('cards').where('id', '=', cardId).execute();
  });
}
