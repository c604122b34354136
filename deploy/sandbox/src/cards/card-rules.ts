// Which cards may go, and what happens to what they paid for.
import { sql } from 'kysely';
import type { Db, DbExecutor } from '../db/schema/index';
import { CHARGE_ID_OF_ROW } from '../subscriptions/instalments';

/** Subscription statuses still charging a card ("active" from the shopper's view, spec 001 §4). */
export const LIVE_SUBSCRIPTION_STATUSES = [
  'pending',
  'active',
  'failed attempt 1',
  'failed attempt 2',
  'failed attempt 3',
  'awaiting response',
];

/** False when an unpaid instalment of an approved charge is paid with the card. */
export async function canDeleteCard(db: Db, cardId: string): Promise<boolean> {
  // Instalments are subscriptions whose doc names their charge (migration 0013).
  const used = await db
    .selectFrom('subscriptions as i')
    .innerJoin('charges as c', (join) => join.on(sql`c.id`, '=', sql`i.doc ->> 'chargeId'`))
    .select('i.id')
    .where('i.card_id', '=', cardId)
    .where('i.status', '!=', 'completed')
    .where('c.status', '=', 'approved')
    .limit(1)
    .executeTakeFirst();
  return !used;
}

/** Deletes the card; the owner's live subscriptions that used it are paused and left without a card (instalments too, unpaused). */
export async function deleteCard(db: Db, cardId: string): Promise<void> {
  await db.transaction().execute((trx) => removeCards(trx, [cardId]));
}

/**
 * Deletes the cards in the caller's transaction: the live subscriptions that used them are paused
 * and every subscription (instalments included) loses them. deleteCard for one card; the first
 * proof of an e-mail for every card an unproven holder registered (auth/email-proof.ts).
 */
export async function removeCards(db: DbExecutor, cardIds: string[]): Promise<void> {
  if (!cardIds.length) return;
  await db
    .updateTable('subscriptions')
    .set({ status: 'paused' })
    .where('card_id', 'in', cardIds)
    .where('status', 'in', LIVE_SUBSCRIPTION_STATUSES)
    // An instalment is not paused: one of a pending charge just loses the card (the approval
    // asks for one again); an approved charge's unpaid ones keep the card from being deleted.
    .where(CHARGE_ID_OF_ROW, 'is', null)
    .execute();
  await db
    .updateTable('subscriptions')
    .set({ card_id: null })
    .where('card_id', 'in', cardIds)
    .execute();
  await db.deleteFrom('cards').where('id', 'in', cardIds).execute();
}
