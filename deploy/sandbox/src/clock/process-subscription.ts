// One subscription at one moment of the sandbox clock, in one transaction under its row lock (so
// a shopper's retry, or anything else that locks the row, queues behind it and sees the result):
// expiration, price changes, pause end, then the automatic charge through the checkout's
// simulated Oneclick. An approved renewal is a `transactions` row, the subscription's
// `transaction`, the payday one period on and, in a deliverable store, the cycle's order. A
// declined one (or no card to charge) climbs the failed attempts; a refusal at failed attempt 3
// suspends it. The server's own attempts are kept in `lastAutoAttemptAt`, never in
// `lastPaymentTry`: the shopper's 5-minute wait is about her own tries.
import type { Transaction } from 'kysely';
import { statusAfterFailedCharge } from '@storefront/domain/subscriptions';
import type { Database, JsonObject } from '../db/schema/index';
import { roundPrice } from '@storefront/domain/pricing';
import {
  afterPaidCycle,
  pricedFromProducts,
  repricedRow,
  storePricing,
} from '../pricing/cycle-price';
import { oneclickCharge } from '../billing/oneclick';
import { insertPaidOrder } from '../deliveries/paid-order';
import { randomId } from '../ids';
import { chargeStatusOf } from '../subscriptions/instalment-payment';
import { chargeIdOf, completeChargeWhenPaid } from '../subscriptions/instalments';
import { sendMail } from '../mail/send-mail';
import { factsOf, type SubscriptionRow } from '../subscriptions/owned-subscription';
import { paydayAfterPayment } from '../subscriptions/shopper-rules';
import {
  chargeDue,
  duePriceChanges,
  expirationDue,
  isEnded,
  pauseEnded,
  type ClockFacts,
} from './due-rules';
import { insertOneclickTransaction } from '../subscriptions/oneclick-transaction';

type Trx = Transaction<Database>;

export type ClockEventKind =
  | 'charged'
  | 'chargeFailed'
  | 'resumed'
  | 'priceChanged'
  | 'itemRemoved'
  | 'canceled'
  | 'completed'
  | 'delivered'
  // Issue 14: a manual instalment's payment link mailed at its payday; an instalment 24 h late.
  | 'paymentLinkSent'
  | 'overdue';

/** What happened, at the clock's moment (`at` is mapped to the shopper's timeline afterwards). */
export interface ClockEvent {
  at: Date;
  subscriptionId: string;
  kind: ClockEventKind;
  from: string;
  to: string;
  transactionId?: string;
  deliveryId?: string;
  productId?: string;
  /** The charge of an instalment (issue 14). */
  chargeId?: string;
}

export interface StoreFacts {
  serviceType: 'deliverable' | 'service';
  defaultStatus: string;
  /** The store's own base URL (a manual instalment's payment link is a page of it). */
  baseUrl: string;
}

export const factsOfRow = (row: SubscriptionRow): ClockFacts => ({
  status: row.status,
  type: row.type,
  hasCard: row.card_id !== null,
  payday: new Date(row.payday),
  pausedUntil: row.paused_until ? new Date(row.paused_until) : null,
  products: row.products,
  doc: row.doc,
});

const numberOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) ? value : 0;

/** The row priced by the engine for its payday (a charge's instalment keeps its own price). */
async function repriced(trx: Trx, row: SubscriptionRow): Promise<SubscriptionRow> {
  if (!pricedFromProducts(row)) return row;
  return repricedRow(row, await storePricing(trx, row.store_id));
}

/** The payment-link e-mail of a manual instalment (read in the sandbox mailbox). */
async function mailPaymentLink(trx: Trx, row: SubscriptionRow, store: StoreFacts) {
  const [user, charge] = await Promise.all([
    trx.selectFrom('users').select('email').where('id', '=', row.user_id).executeTakeFirst(),
    trx.selectFrom('charges').select('name').where('id', '=', chargeIdOf(row)!).executeTakeFirst(),
  ]);
  if (!user?.email) return;
  const link = `${store.baseUrl}/payment/${encodeURIComponent(row.id)}`;
  const number = Number(row.doc.installmentNumber) || 1;
  const amount = new Intl.NumberFormat('es-CL').format(row.price);
  await sendMail(trx, {
    to: user.email,
    subject: `Tu cuota ${number} de ${charge?.name ?? 'tu cobro'} está lista para pagar`,
    text: `La cuota ${number} de ${charge?.name ?? 'tu cobro'} ($${amount}) está lista para pagar: ${link}`,
    link,
  });
}

export async function processSubscription(
  trx: Trx,
  id: string,
  at: Date,
  store: StoreFacts,
): Promise<ClockEvent[]> {
  const locked = await trx
    .selectFrom('subscriptions')
    .selectAll()
    .where('id', '=', id)
    .forUpdate()
    .executeTakeFirst();
  if (!locked || isEnded(locked.status)) return [];
  // Issue 14: only an approved charge's instalments are collected (a pending one awaits approval).
  const chargeId = chargeIdOf(locked);
  const chargeStatus = await chargeStatusOf(trx, locked);
  if (chargeStatus !== null && chargeStatus !== 'approved') return [];
  const events: ClockEvent[] = [];
  const event = (kind: ClockEventKind, from: string, to: string, extra: Partial<ClockEvent> = {}) =>
    events.push({
      at,
      subscriptionId: id,
      kind,
      from,
      to,
      ...(chargeId ? { chargeId } : {}),
      ...extra,
    });
  let row: SubscriptionRow = { ...locked, doc: { ...locked.doc }, products: [...locked.products] };
  const save = async () => {
    await trx
      .updateTable('subscriptions')
      .set({
        status: row.status,
        payday: row.payday,
        paused_until: row.paused_until,
        price: row.price,
        card_id: row.card_id,
        products: JSON.stringify(row.products),
        doc: JSON.stringify(row.doc),
      })
      .where('id', '=', id)
      .execute();
    return events;
  };

  if (expirationDue(factsOfRow(row), at)) {
    event('completed', row.status, 'completed');
    row = { ...row, status: 'completed', doc: { ...row.doc, completedAt: at.toISOString() } };
    return save();
  }

  const due = duePriceChanges(factsOfRow(row), at);
  if (due.length) {
    const products: JsonObject[] = [];
    row.products.forEach((product, index) => {
      if (!due.includes(index)) return products.push(product);
      const { priceChange, ...rest } = product as JsonObject & { priceChange: JsonObject };
      const productId = String(product.productId);
      if (priceChange.optIn === false) {
        event('itemRemoved', row.status, row.status, { productId });
        return undefined;
      }
      products.push({ ...rest, price: numberOf(priceChange.newPrice) });
      event('priceChanged', row.status, row.status, { productId });
      return undefined;
    });
    row = await repriced(trx, { ...row, products });
    if (!products.length) {
      // 001 §4 "Tu suscripción no puede quedar vacía": the last item opted out ends it.
      event('canceled', row.status, 'canceled');
      row = { ...row, status: 'canceled', doc: { ...row.doc, canceledAt: at.toISOString() } };
      return save();
    }
  }

  if (pauseEnded(factsOfRow(row), at)) {
    event('resumed', row.status, store.defaultStatus);
    row = { ...row, status: store.defaultStatus, paused_until: null };
  }

  if (!chargeDue(factsOfRow(row), at)) return save();

  if (chargeId && !row.card_id) {
    // 002 §1 manual payment: "a payment link is emailed at each due payment"; it stays pending.
    await mailPaymentLink(trx, row, store);
    row = { ...row, doc: { ...row.doc, paymentLinkSentAt: at.toISOString() } };
    event('paymentLinkSent', row.status, row.status);
    return save();
  }

  const card = row.card_id
    ? await trx
        .selectFrom('cards')
        .select(['id', 'digits'])
        .where('id', '=', row.card_id)
        .where('user_id', '=', row.user_id)
        .where('store_id', '=', row.store_id)
        .executeTakeFirst()
    : undefined;
  // The cycle as the engine prices it for its payday: what the shopper was shown.
  row = await repriced(trx, row);
  const amount = roundPrice(row.price, row.currency);
  const result = card ? oneclickCharge(card, amount) : { approved: false, authorizationCode: null };
  const transactionId = card ? randomId('tx') : undefined;
  const single = row.type === 'single';
  // Every paid cycle of a deliverable store is an order, a single purchase's too: its order waits
  // for its money (none is made at checkout for a purchase not charged then).
  const deliveryId =
    result.approved && store.serviceType === 'deliverable'
      ? await insertPaidOrder(trx, row, at)
      : undefined;
  if (card) {
    await insertOneclickTransaction(trx, {
      id: transactionId!,
      row,
      cardId: card.id,
      approved: result.approved,
      amount,
      deliveryIds: deliveryId ? [deliveryId] : [],
      at,
    });
  }
  const from = row.status;
  // A hired service's quick first retry happens once; later attempts come daily.
  const { firstChargeRetryBy: _window, ...kept } = row.doc;
  row = { ...row, doc: kept };
  if (result.approved) {
    const { lastAutoAttemptAt: _auto, lastPaymentTry: _try, ...doc } = row.doc;
    const to = single ? 'completed' : 'active';
    const paid = pricedFromProducts(row) ? afterPaidCycle(row, at) : row;
    row = {
      ...row,
      status: to,
      payday: single ? row.payday : paydayAfterPayment(factsOf(row), at),
      products: paid.products,
      doc: {
        ...doc,
        ...(paid.doc.deliveryPaid ? { deliveryPaid: true } : {}),
        transaction: {
          _id: transactionId,
          date: at.toISOString(),
          authorizationCode: result.authorizationCode,
        },
      },
    };
    // The next cycle's price, for its payday (a paid single purchase keeps what it cost).
    if (!single) row = await repriced(trx, row);
    event('charged', from, to, { transactionId, ...(deliveryId ? { deliveryId } : {}) });
    if (chargeId) {
      await save();
      await completeChargeWhenPaid(trx, chargeId);
      return events;
    }
  } else {
    const to = statusAfterFailedCharge(from) ?? from;
    row = { ...row, status: to, doc: { ...row.doc, lastAutoAttemptAt: at.toISOString() } };
    event('chargeFailed', from, to, transactionId ? { transactionId } : {});
  }
  return save();
}
