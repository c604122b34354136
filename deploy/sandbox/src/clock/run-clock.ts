// POST /sandbox/clock's run (API.md "Sandbox clock"). Living d days later is the same as every
// date of the shopper being d days earlier, so the wall clock never moves: day k of the run
// processes what is due at the moment now + k days (each subscription in its own transaction under
// its row lock, then the orders to deliver), and at the end every row in scope (subscriptions,
// orders, charges, those just made included) moves back by the days run. What was written at
// now + k days then lies k - d days from now, as if each day had been a day of backdating. One
// run at a time (the caller serializes them), so two concurrent calls of one day are two days.
import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { Db } from '../db/schema/index';
import { storePolicy } from '../subscriptions/owned-subscription';
import { DELINQUENCY_MS } from '@storefront/domain/subscriptions';
import { chargeIdOf } from '../subscriptions/instalments';
import { storeBaseUrl } from '../config/store-origin';
import type { SubscriptionRow } from '../subscriptions/owned-subscription';
import { anythingDue, isEnded, nextChargeAt } from './due-rules';
import {
  factsOfRow,
  processSubscription,
  type ClockEvent,
  type StoreFacts,
} from './process-subscription';
import { DAY_MS, shiftDate, shiftDoc, shiftProducts } from './time-shift';

/** Orders are delivered this long after they were made (the sandbox's stand-in for a courier). */
export const DELIVERY_DAYS = 3;
const ENDED = ['canceled', 'completed', 'no renewal'];

export interface ClockAnswer {
  advancedDays: number;
  events: (Omit<ClockEvent, 'at'> & { day: number; at: string })[];
}

async function storeFacts(ctx: AppContext): Promise<Map<string, StoreFacts>> {
  const stores = await ctx.db
    .selectFrom('stores')
    .select(['id', 'name', 'domain', 'service_type'])
    .execute();
  const facts = new Map<string, StoreFacts>();
  for (const store of stores) {
    const policy = await storePolicy(ctx.db, store.id);
    facts.set(store.id, {
      serviceType: store.service_type,
      defaultStatus: policy.defaultStatus,
      baseUrl: storeBaseUrl(store, ctx.urls()),
    });
  }
  return facts;
}

/** The charges (of these instalment rows) that are approved: only theirs are collected. */
async function approvedCharges(db: Db, rows: SubscriptionRow[]): Promise<Set<string>> {
  const ids = [...new Set(rows.map(chargeIdOf).filter((id): id is string => id !== null))];
  if (!ids.length) return new Set();
  const approved = await db
    .selectFrom('charges')
    .select('id')
    .where('id', 'in', ids)
    .where('status', '=', 'approved')
    .execute();
  return new Set(approved.map((row) => row.id));
}

/**
 * Issue 14 "the clock marks late instalments overdue (24 h past payday)": an unpaid instalment of
 * an approved charge whose payday + 24 h falls in (from, to] becomes overdue then (the charge's
 * `delinquent`, computed on read by the shared rule). Nothing is written: the event says when.
 */
async function overdueEvents(
  db: Db,
  userIds: string[] | null,
  from: Date,
  to: Date,
): Promise<ClockEvent[]> {
  let query = db
    .selectFrom('subscriptions as i')
    .innerJoin('charges as c', (join) => join.on(sql`c.id`, '=', sql`i.doc ->> 'chargeId'`))
    .select(['i.id', 'i.status', 'i.payday', 'c.id as charge_id'])
    .where('c.status', '=', 'approved')
    .where('i.status', '!=', 'completed')
    .where('i.payday', '>', new Date(from.getTime() - DELINQUENCY_MS))
    .where('i.payday', '<=', new Date(to.getTime() - DELINQUENCY_MS));
  if (userIds) query = query.where('i.user_id', 'in', userIds);
  const rows = await query.orderBy('i.payday').execute();
  return rows.map((row) => ({
    at: new Date(new Date(row.payday).getTime() + DELINQUENCY_MS),
    subscriptionId: row.id,
    chargeId: row.charge_id,
    kind: 'overdue',
    from: row.status,
    to: row.status,
  }));
}

/** Every date of the rows in scope `days` days back, in one transaction. */
async function backdate(db: Db, userIds: string[] | null, days: number): Promise<void> {
  const ms = -days * DAY_MS;
  await db.transaction().execute(async (trx) => {
    let subscriptions = trx.selectFrom('subscriptions').selectAll();
    if (userIds) subscriptions = subscriptions.where('user_id', 'in', userIds);
    for (const row of await subscriptions.forUpdate().execute()) {
      await trx
        .updateTable('subscriptions')
        .set({
          payday: shiftDate(row.payday, ms)!,
          paused_until: shiftDate(row.paused_until, ms),
          created_at: shiftDate(row.created_at, ms)!,
          products: JSON.stringify(shiftProducts(row.products, ms)),
          doc: JSON.stringify(shiftDoc(row.doc, ms)),
        })
        .where('id', '=', row.id)
        .execute();
    }
    // Issue 14: a charge's dates (its instalments are subscriptions, moved above).
    let charges = trx.updateTable('charges').set({
      created_at: sql<Date>`created_at - make_interval(days => ${days}::int)`,
      approved_at: sql<Date>`approved_at - make_interval(days => ${days}::int)`,
    });
    if (userIds) charges = charges.where('user_id', 'in', userIds);
    await charges.execute();
    for (const table of ['deliveries', 'transactions'] as const) {
      let update = trx
        .updateTable(table)
        .set({ created_at: sql<Date>`created_at - make_interval(days => ${days}::int)` });
      if (userIds) update = update.where('user_id', 'in', userIds);
      await update.execute();
    }
  });
}

export async function runClock(
  ctx: AppContext,
  advanceDays: number,
  userIds: string[] | null,
): Promise<ClockAnswer> {
  const start = Date.now();
  const stores = await storeFacts(ctx);
  const events: (ClockEvent & { day: number })[] = [];
  let daysRun = 0;
  try {
    for (let day = 1; day <= advanceDays; day += 1) {
      daysRun = day;
      const at = new Date(start + day * DAY_MS);
      let live = ctx.db.selectFrom('subscriptions').selectAll().where('status', 'not in', ENDED);
      if (userIds) live = live.where('user_id', 'in', userIds);
      const due = (await live.orderBy('created_at').orderBy('id').execute()).filter(
        (row) => !isEnded(row.status) && anythingDue(factsOfRow(row), at),
      );
      // Instalments of a charge that is not approved are never collected.
      const approved = await approvedCharges(ctx.db, due);
      const rows = due.filter((row) => {
        const chargeId = chargeIdOf(row);
        return chargeId === null || approved.has(chargeId);
      });
      for (const row of rows) {
        const store = stores.get(row.store_id) ?? {
          serviceType: 'service',
          defaultStatus: 'active',
          baseUrl: ctx.urls().shell,
        };
        // A hired service's quick retry runs at its own moment (within the six hours), not at
        // the day's: the shopper sees it an hour after the failed try.
        const nextAt = nextChargeAt(factsOfRow(row));
        const moment =
          row.doc.firstChargeRetryBy && nextAt && nextAt.getTime() < at.getTime() ? nextAt : at;
        const happened = await ctx.db
          .transaction()
          .execute((trx) => processSubscription(trx, row.id, moment, store));
        events.push(...happened.map((event) => ({ ...event, day })));
      }
      const overdue = await overdueEvents(ctx.db, userIds, new Date(at.getTime() - DAY_MS), at);
      events.push(...overdue.map((event) => ({ ...event, day })));
      let deliver = ctx.db
        .updateTable('deliveries')
        .set({ status: 'delivered' })
        .where('status', '=', 'pending')
        .where('created_at', '<=', new Date(at.getTime() - DELIVERY_DAYS * DAY_MS));
      if (userIds) deliver = deliver.where('user_id', 'in', userIds);
      const delivered = await deliver.returning(['id', 'subscription_id']).execute();
      for (const order of delivered)
        events.push({
          day,
          at,
          subscriptionId: order.subscription_id,
          kind: 'delivered',
          from: 'pending',
          to: 'delivered',
          deliveryId: order.id,
        });
    }
  } finally {
    // Also after a failure: the days begun are lived through, nothing stays in the future.
    if (daysRun) await backdate(ctx.db, userIds, daysRun);
  }
  const shift = daysRun * DAY_MS;
  return {
    advancedDays: daysRun,
    events: events.map((event) => ({
      ...event,
      at: new Date(event.at.getTime() - shift).toISOString(),
    })),
  };
}
