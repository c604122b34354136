// Spec 001 §9 "Card verification charge CLP 50, refunded automatically": a confirmed inscription
// charges the new card CLP 50 and refunds it at once. Written in the confirm's transaction, keyed
// by the inscription token (unique), so a card is verified once however often it is confirmed.
import type { Selectable } from 'kysely';
import type { CardVerificationsTable, DbExecutor } from '../db/schema/index';
import { randomId } from '../ids';

export const VERIFICATION_CHARGE = { amount: 50, currency: 'clp' } as const;

export async function recordCardVerification(
  trx: DbExecutor,
  inscription: { token: string; store_id: string; user_id: string },
  cardId: string,
  now = new Date(),
): Promise<void> {
  await trx
    .insertInto('card_verifications')
    .values({
      id: randomId('cv'),
      inscription_token: inscription.token,
      card_id: cardId,
      store_id: inscription.store_id,
      user_id: inscription.user_id,
      amount: VERIFICATION_CHARGE.amount,
      currency: VERIFICATION_CHARGE.currency,
      charged_at: now,
      // The simulated provider refunds in the same breath; a real one would confirm later.
      refunded_at: now,
      status: 'refunded',
    })
    .execute();
}

/** The scene's view: the charge and its refund as two movements. */
export function toVerification(row: Selectable<CardVerificationsTable>) {
  const movements = [{ kind: 'charge', amount: row.amount, at: row.charged_at.toISOString() }];
  if (row.refunded_at) {
    movements.push({ kind: 'refund', amount: row.amount, at: row.refunded_at.toISOString() });
  }
  return {
    _id: row.id,
    cardId: row.card_id,
    storeId: row.store_id,
    userId: row.user_id,
    amount: row.amount,
    currency: row.currency,
    status: row.status,
    chargedAt: row.charged_at.toISOString(),
    refundedAt: row.refunded_at?.toISOString() ?? null,
    movements,
  };
}
