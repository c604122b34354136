// Spec 001 §5 "Only one credit card may be registered for instalments." on the server; the rule
// itself is @storefront/domain/instalment-card (API.md "Choices the sandbox made where the spec is
// silent"). Checked inside the transaction that writes, after a transaction-scoped lock per
// shopper taken before any row lock (checkout: before the cart; edit: before the subscription), so
// two checkouts or edits at once cannot each bring a card of their own.
import { sql } from 'kysely';
import {
  ONE_INSTALMENT_CARD_MESSAGE,
  secondInstalmentCard,
  type InstalmentHolder,
} from '@storefront/domain/instalment-card';
import type { DbExecutor } from '../db/schema/index';
import { HttpError } from '../http/errors';

/** Queues the shopper's checkouts and card or instalment edits until the transaction ends. */
export async function lockShopperInstalments(trx: DbExecutor, userId: string): Promise<void> {
  await sql`select pg_advisory_xact_lock(hashtext(${`instalment-card:${userId}`}))`.execute(trx);
}

/** 409 when instalments on `cardId` would make a second card of the shopper's in the store. */
export async function refuseSecondInstalmentCard(
  trx: DbExecutor,
  request: {
    userId: string;
    storeId: string;
    cardId: string | null;
    issuerFees: number;
    /** The subscription being edited: it does not count against itself. */
    exceptSubscriptionId?: string;
  },
): Promise<void> {
  if (request.issuerFees <= 1 || !request.cardId) return;
  const rows = await trx
    .selectFrom('subscriptions')
    .select(['id', 'status', 'card_id', 'doc'])
    .where('user_id', '=', request.userId)
    .where('store_id', '=', request.storeId)
    .where('card_id', 'is not', null)
    .execute();
  const holders: InstalmentHolder[] = rows.map((row) => ({
    _id: row.id,
    status: row.status,
    cardId: row.card_id,
    chargeId: typeof row.doc.chargeId === 'string' ? row.doc.chargeId : null,
    paymentMethods: Array.isArray(row.doc.paymentMethods)
      ? (row.doc.paymentMethods as InstalmentHolder['paymentMethods'])
      : null,
  }));
  const other = secondInstalmentCard(
    {
      cardId: request.cardId,
      issuerFees: request.issuerFees,
      exceptId: request.exceptSubscriptionId,
    },
    holders,
  );
  if (other)
    throw new HttpError(409, ONE_INSTALMENT_CARD_MESSAGE, {
      'paymentMethods.options.issuerFees': `card ${other} already carries the shopper's instalments in this store`,
    });
}
