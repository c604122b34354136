// The shopper's subscription actions (spec 001 §7: pausingOptions, resumingOption, pause, resume,
// cancel, retry, reactivate, prepay, saveCardInSub; shopperConfirmPrice and calculateCycles in
// their own files; §4 the rules; paths chosen in API.md "Subscription actions"). Owner
// only: another shopper's subscription → 404. Each change first checks on a plain read, so a
// refusal writes nothing, then again under the row lock in its transaction, so two concurrent
// calls cannot both pass.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { DbExecutor, JsonObject } from '../db/schema/index';
import { PAYMENT_DECLINED } from '../billing/oneclick';
import {
  checkOrReplay,
  optionalKey,
  requestHashOf,
  storedAnswer,
  underKey,
  type StoredAnswer,
} from '../idempotency/idempotency-key';
import { requireUser } from '../http/authenticate';
import { send } from '../http/envelope';
import { HttpError } from '../http/errors';
import { pausedUntilFor } from '@storefront/domain/subscriptions';
import { refuseUnapprovedCharge } from './instalment-payment';
import { cardFor, paySubscription } from './pay-subscription';
import {
  factsOf,
  ownedSubscription,
  refuse,
  storePolicy,
  type SubscriptionRow,
} from './owned-subscription';
import {
  cancelRefusal,
  chosenPausingOption,
  endedRefusal,
  pauseRefusal,
  pausingOptions,
  paymentRefusal,
  resumeRefusal,
  resumingPayday,
  type PaymentAction,
  type ShopperPolicy,
} from './shopper-rules';
import { registerCalculateCycles } from './calculate-cycles';
import { registerConfirmPrice } from './confirm-price';
import { toSubscription } from './subscription-view';
import {
  pricedFromProducts,
  promotionsEnded,
  repricedRow,
  storePricing,
} from '../pricing/cycle-price';
import { idField as id } from '../http/schema';

const idParams = { type: 'object', required: ['id'], properties: { id } } as const;
const pauseBody = {
  type: 'object',
  required: ['payday'],
  properties: { payday: { type: 'string', minLength: 1, maxLength: 40 } },
} as const;
const cardBody = { type: 'object', required: ['cardId'], properties: { cardId: id } } as const;
// 001 §7 "optional cardId"; no body at all is the same as {}.
const paymentBody = {
  type: 'object',
  properties: { cardId: { type: ['string', 'null'], minLength: 1, maxLength: 200 } },
} as const;

type IdRequest = FastifyRequest<{ Params: { id: string } }>;
interface Changes {
  status: string;
  payday?: Date;
  paused_until?: Date | null;
  card_id?: string;
  products?: JsonObject[];
  doc?: JsonObject;
}

export function registerSubscriptionActions(app: FastifyInstance, ctx: AppContext): void {
  const view = (row: SubscriptionRow) => toSubscription(row, ctx.urls());

  /** Reads, checks, then locks, checks again and writes, in one transaction. */
  async function change(
    request: IdRequest,
    check: (row: SubscriptionRow, policy: ShopperPolicy, now: Date, db: DbExecutor) => unknown,
    write: (row: SubscriptionRow, policy: ShopperPolicy, now: Date) => Changes,
  ) {
    const auth = await requireUser(ctx, request);
    const now = new Date();
    const read = await ownedSubscription(ctx.db, request.params.id, auth.userId);
    const policy = await storePolicy(ctx.db, read.store_id);
    await check(read, policy, now, ctx.db);
    return ctx.db.transaction().execute(async (trx) => {
      const row = await ownedSubscription(trx, request.params.id, auth.userId, { lock: true });
      // Inside the transaction only `trx`: on PGlite (one connection) a ctx.db query would wait
      // for this very transaction.
      await check(row, policy, now, trx);
      const changes = write(row, policy, now);
      // A new payday, or promotions ended, change what the next cycle costs: the engine prices it
      // again for its payday (pricing/cycle-price.ts).
      const changed = {
        ...row,
        ...changes,
        products: changes.products ?? row.products,
        doc: changes.doc ?? row.doc,
      };
      const next = pricedFromProducts(changed)
        ? repricedRow(changed, await storePricing(trx, row.store_id))
        : changed;
      return trx
        .updateTable('subscriptions')
        .set({
          status: next.status,
          payday: next.payday,
          paused_until: next.paused_until,
          card_id: next.card_id,
          price: next.price,
          products: JSON.stringify(next.products),
          doc: JSON.stringify(next.doc),
        })
        .where('id', '=', row.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
  }

  app.get<{ Params: { id: string } }>(
    '/subscriptions/:id/pausingOptions',
    { schema: { params: idParams } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      const row = await ownedSubscription(ctx.db, request.params.id, auth.userId);
      const policy = await storePolicy(ctx.db, row.store_id);
      return send(reply, pausingOptions(factsOf(row), policy, new Date()));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/subscriptions/:id/resumingOption',
    { schema: { params: idParams } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      const row = await ownedSubscription(ctx.db, request.params.id, auth.userId);
      refuse(resumeRefusal(factsOf(row)));
      return send(reply, { payday: resumingPayday(factsOf(row), new Date()).toISOString() });
    },
  );

  // 001 §4 Pause: "sets status paused, payday to the chosen pausing option's payday, and
  // pausedUntil to two days before the new payday at 23:59".
  app.post<{ Params: { id: string }; Body: { payday: string } }>(
    '/subscriptions/:id/pause',
    { schema: { params: idParams, body: pauseBody } },
    async (request, reply) => {
      const row = await change(
        request,
        (current, policy, now) => {
          refuse(pauseRefusal(factsOf(current), policy));
          const options = pausingOptions(factsOf(current), policy, now);
          const option = chosenPausingOption(options, request.body.payday);
          if ('status' in option) refuse(option);
        },
        (current, _policy, now) => {
          const payday = new Date(request.body.payday);
          return {
            status: 'paused',
            payday,
            paused_until: pausedUntilFor(payday),
            // 001 §4: a pause ends the items' promotions early ("discounts expire early").
            products: promotionsEnded(current.products, now),
            doc: { ...current.doc, pausedAt: now.toISOString() },
          };
        },
      );
      return send(reply, view(row));
    },
  );

  // 001 §4 Resume: "sets status active (or the policy default status), clears pausedUntil, sets
  // payday to the new payday offered by the server".
  app.post<{ Params: { id: string } }>(
    '/subscriptions/:id/resume',
    { schema: { params: idParams } },
    async (request, reply) => {
      const row = await change(
        request,
        (current) => refuse(resumeRefusal(factsOf(current))),
        (current, policy, now) => ({
          status: policy.defaultStatus,
          payday: resumingPayday(factsOf(current), now),
          paused_until: null,
        }),
      );
      return send(reply, view(row));
    },
  );

  // 001 §4 Cancel: "sets status canceled"; "allowed unless the policy forbids it".
  app.post<{ Params: { id: string } }>(
    '/subscriptions/:id/cancel',
    { schema: { params: idParams } },
    async (request, reply) => {
      const row = await change(
        request,
        (current, policy) => refuse(cancelRefusal(factsOf(current), policy)),
        (current, _policy, now) => ({
          status: 'canceled',
          // 001 §4: a cancel ends the items' promotions too.
          products: promotionsEnded(current.products, now),
          doc: { ...current.doc, canceledAt: now.toISOString() },
        }),
      );
      return send(reply, view(row));
    },
  );

  const payment =
    (action: PaymentAction) =>
    async (
      request: FastifyRequest<{
        Params: { id: string };
        Body: { cardId?: string | null } | undefined;
      }>,
      reply: Parameters<typeof send>[0],
    ) => {
      const auth = await requireUser(ctx, request);
      const cardId = request.body?.cardId ?? null;
      const key = optionalKey(request);
      const requestHash = requestHashOf({ action, id: request.params.id, cardId });
      if (key) {
        const replay = await storedAnswer(ctx.db, auth.userId, key, requestHash);
        if (replay) return send(reply, replay.response, replay.statusCode);
      }
      const now = new Date();
      const answered = await checkOrReplay(ctx.db, auth.userId, key, requestHash, async () => {
        const current = await ownedSubscription(ctx.db, request.params.id, auth.userId);
        refuse(paymentRefusal(action, factsOf(current), now));
        await refuseUnapprovedCharge(ctx.db, current);
        await cardFor(ctx.db, current, cardId);
      });
      if (answered) return send(reply, answered.response, answered.statusCode);

      const { replay, value: paid } = await ctx.db.transaction().execute((trx) =>
        underKey(trx, auth.userId, key, requestHash, async () => {
          const outcome = await paySubscription(trx, {
            action,
            subscriptionId: request.params.id,
            userId: auth.userId,
            cardId,
            now,
          });
          // Only successes are kept (as on carts/process): after a decline the key may be used again.
          const keep: StoredAnswer | null = outcome.approved
            ? { statusCode: 200, response: view(outcome.row) }
            : null;
          return { value: outcome, keep };
        }),
      );
      if (replay) return send(reply, replay.response, replay.statusCode);
      if (!paid!.approved)
        throw new HttpError(402, PAYMENT_DECLINED, undefined, { subscription: view(paid!.row) });
      return send(reply, view(paid!.row));
    };

  app.post(
    '/subscriptions/:id/retry',
    { schema: { params: idParams, body: paymentBody } },
    payment('retry'),
  );
  app.post(
    '/subscriptions/:id/reactivate',
    { schema: { params: idParams, body: paymentBody } },
    payment('reactivate'),
  );
  app.post(
    '/subscriptions/:id/prepay',
    { schema: { params: idParams, body: paymentBody } },
    payment('prepay'),
  );

  // §8 "Card change failure: 'No se pudo agregar la tarjeta en la suscripción'": the card picker's
  // change of a running subscription's card (the shopper's own card in the same store).
  app.post<{ Params: { id: string }; Body: { cardId: string } }>(
    '/subscriptions/:id/saveCardInSub',
    { schema: { params: idParams, body: cardBody } },
    async (request, reply) => {
      const row = await change(
        request,
        async (current, _policy, _now, db) => {
          refuse(endedRefusal(factsOf(current)));
          await cardFor(db, current, request.body.cardId);
        },
        (current) => ({ status: current.status, card_id: request.body.cardId }),
      );
      return send(reply, view(row));
    },
  );

  registerConfirmPrice(app, ctx);
  registerCalculateCycles(app);
}
