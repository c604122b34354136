// Retry, reactivate and prepay (spec 001 §4 "Retry and reactivate", §7 "prepay({id}), retry({id}),
// reactivate({id}) | optional cardId | subscription"), and the charge of a confirmed price, in one
// transaction: lock the subscription row, check status and
// the 5-minute wait again under the lock, charge its price through the same simulated Oneclick
// as checkout, and write the outcome. Concurrent calls for one subscription queue on the lock: the
// first charges; the others find it active (409) or stamped with a failed try (429), so the card
// is charged at most once. A decline is committed too (lastPaymentTry), so the wait holds.
import { sql, type Transaction } from 'kysely';
import type { Database, DbExecutor } from '../db/schema/index';
import { roundPrice } from '@storefront/domain/pricing';
import {
  afterPaidCycle,
  pricedFromProducts,
  repricedRow,
  storePricing,
} from '../pricing/cycle-price';
import { refuseSecondInstalmentCard } from '../billing/instalment-card';
import { oneclickCharge } from '../billing/oneclick';
import { conflict, notFound } from '../http/errors';
import { randomId } from '../ids';
import { refuseUnapprovedCharge } from './instalment-payment';
import { chargeIdOf, completeChargeWhenPaid } from './instalments';
import { factsOf, ownedSubscription, refuse, type SubscriptionRow } from './owned-subscription';
import { NO_CARD, paydayAfterPayment, paymentRefusal, type PaymentAction } from './shopper-rules';
import { insertOneclickTransaction, issuerFeesOf } from './oneclick-transaction';
import { insertPaidOrder } from '../deliveries/paid-order';

export interface PaymentInput {
  action: PaymentAction;
  subscriptionId: string;
  userId: string;
  /** A card of the shopper in the subscription's store; it becomes the subscription's card. */
  cardId: string | null;
  now: Date;
}

export interface PaymentOutcome {
  approved: boolean;
  row: SubscriptionRow;
}

/** The card to charge: the one asked for, else the subscription's; the shopper's own, same store. */
export async function cardFor(db: DbExecutor, row: SubscriptionRow, cardId: string | null) {
  const id = cardId ?? row.card_id;
  if (!id) throw conflict(NO_CARD);
  const card = await db
    .selectFrom('cards')
    .select(['id', 'digits'])
    .where('id', '=', id)
    .where('user_id', '=', row.user_id)
    .where('store_id', '=', row.store_id)
    .executeTakeFirst();
  if (!card) throw notFound('Card not found');
  // A move to another card takes the subscription's instalments along: 001 §5 "Only one credit
  // card may be registered for instalments" (saveCardInSub, retry, reactivate, prepay).
  if (card.id !== row.card_id)
    await refuseSecondInstalmentCard(db, {
      userId: row.user_id,
      storeId: row.store_id,
      cardId: card.id,
      issuerFees: issuerFeesOf(row.doc),
      exceptSubscriptionId: row.id,
    });
  return card;
}

export async function paySubscription(
  trx: Transaction<Database>,
  input: PaymentInput,
): Promise<PaymentOutcome> {
  const row = await ownedSubscription(trx, input.subscriptionId, input.userId, { lock: true });
  const facts = factsOf(row);
  refuse(paymentRefusal(input.action, facts, input.now));
  await refuseUnapprovedCharge(trx, row);
  const card = await cardFor(trx, row, input.cardId);
  // What the cycle costs by the engine, for its payday (the price the shopper was shown).
  const amount = roundPrice(row.price, row.currency);
  const result = oneclickCharge(card, amount);
  const now = input.now;

  if (!result.approved) return { approved: false, row: await stampFailedTry(trx, row, now) };

  const transactionId = randomId('tx');
  await insertOneclickTransaction(trx, {
    id: transactionId,
    row,
    cardId: card.id,
    approved: true,
    amount,
    at: now,
  });
  const paid = await markSubscriptionPaid(trx, row, {
    action: input.action,
    transactionId,
    cardId: card.id,
    authorizationCode: result.authorizationCode,
    now,
  });
  return { approved: true, row: paid };
}

/**
 * 001 §4 "Failure stores the time": the server keeps it too, so the 5-minute wait holds whichever
 * device tries next. Status, payday and card stay as they were. (A declined Oneclick charge and a
 * rail payment the provider rejected, issue 13.)
 */
export async function stampFailedTry(
  trx: Transaction<Database>,
  row: SubscriptionRow,
  now: Date,
): Promise<SubscriptionRow> {
  return trx
    .updateTable('subscriptions')
    .set({ doc: JSON.stringify({ ...row.doc, lastPaymentTry: now.toISOString() }) })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/**
 * What a paid retry, reactivation, prepayment or confirmed price leaves on the (locked) row, by
 * Oneclick or by a rail (issue 13): active, the paid cycle's payday moved one period on, the paying
 * transaction kept; a rail payment (no card) keeps the subscription's card.
 */
export async function markSubscriptionPaid(
  trx: Transaction<Database>,
  row: SubscriptionRow,
  payment: {
    action: PaymentAction;
    transactionId: string;
    cardId: string | null;
    authorizationCode: string | null;
    now: Date;
  },
): Promise<SubscriptionRow> {
  const { now } = payment;
  // "Success clears the stored last-try time"; the paid cycle moves the payday one period on.
  const { lastPaymentTry: _cleared, ...doc } = row.doc;
  const chargeId = chargeIdOf(row);
  if (chargeId) {
    // An instalment (issue 14) is paid once: completed, its payday kept; the last one completes
    // its charge.
    const { lastAutoAttemptAt: _auto, ...rest } = doc;
    const paid = await trx
      .updateTable('subscriptions')
      .set({
        status: 'completed',
        card_id: payment.cardId ?? row.card_id,
        doc: JSON.stringify({
          ...rest,
          transaction: {
            _id: payment.transactionId,
            date: now.toISOString(),
            authorizationCode: payment.authorizationCode,
          },
        }),
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await completeChargeWhenPaid(trx, chargeId);
    return paid;
  }
  // The paid cycle used its promotions once (and its delivery); the next one is priced for its
  // payday by the engine.
  const paid = pricedFromProducts(row)
    ? afterPaidCycle({ products: row.products, doc }, now)
    : { products: row.products, doc };
  let next = {
    ...row,
    payday: paydayAfterPayment(factsOf(row), now),
    products: paid.products,
    doc: {
      ...paid.doc,
      transaction: {
        _id: payment.transactionId,
        date: now.toISOString(),
        authorizationCode: payment.authorizationCode,
      },
      ...(payment.action === 'confirmPrice' ? { confirmedByShopperAt: now.toISOString() } : {}),
    },
  };
  const single = row.type === 'single';
  const store = await storePricing(trx, row.store_id);
  // A single purchase paid now is complete (its payday kept) and, in a deliverable store, becomes
  // an order; a subscription's next cycle is priced for its payday.
  if (single) next = { ...next, payday: row.payday };
  else if (pricedFromProducts(row)) next = repricedRow(next, store);
  const saved = await trx
    .updateTable('subscriptions')
    .set({
      status: single ? 'completed' : 'active',
      card_id: payment.cardId ?? row.card_id,
      payday: next.payday,
      paused_until: null,
      price: next.price,
      products: JSON.stringify(next.products),
      doc: JSON.stringify(next.doc),
    })
    .where('id', '=', row.id)
    .returningAll()
    .executeTakeFirstOrThrow();
  // Every paid cycle of a deliverable store is an order (as the clock's renewals and checkout
  // make them), a subscription's paid by retry, reactivation, prepayment or a confirmed price too
  // (issue 39: a paid purchase left no order). Priced as the cycle it paid: a single purchase
  // keeps its price; a subscription's row has moved on to the next cycle, so the row it was.
  if (store.deliverable) {
    const deliveryId = await insertPaidOrder(trx, single ? saved : row, now);
    await linkOrderToTransaction(trx, payment.transactionId, deliveryId);
  }
  return saved;
}

/** The paying transaction names the order it paid (002 §7 "List transactions by deliveryId"). */
async function linkOrderToTransaction(
  trx: Transaction<Database>,
  transactionId: string,
  deliveryId: string,
): Promise<void> {
  await trx
    .updateTable('transactions')
    .set({ delivery_ids: sql`delivery_ids || ${JSON.stringify([deliveryId])}::jsonb` })
    .where('id', '=', transactionId)
    .execute();
}
