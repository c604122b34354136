// shopperConfirmPrice (spec 001 §7 "shopperConfirmPrice({id}) | chargeAttempted, chargeSucceeded,
// response.subscription"; §4 "Confirm-price view selection"): the shopper accepts the price the
// merchant confirmed on a subscription awaiting response (referential prices). A payday already
// due is charged now through the simulated Oneclick (chargeSucceeded tells the FAILED_PAYMENT and
// SUCCESSFUL_PAYMENT views apart); a payday ahead is scheduled (status pending, chargeAttempted
// false: PROGRAMMED_PAYMENT). Refusals as retry's (409, 429), plus 409 "The merchant has not
// confirmed the price yet" (PROCESSING_SUBSCRIPTION) and "Subscription has no card" (CARD_PICKER).
// An optional Idempotency-Key (as retry's): a confirmation that went through is stored and a
// repeat answers it again instead of the 409 of a subscription no longer awaiting response.
import type { FastifyInstance } from 'fastify';
import type { Transaction } from 'kysely';
import type { AppContext } from '../context';
import type { Database } from '../db/schema/index';
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
import { cardFor, paySubscription } from './pay-subscription';
import { factsOf, ownedSubscription, refuse, type SubscriptionRow } from './owned-subscription';
import { paymentRefusal } from './shopper-rules';
import { toSubscription } from './subscription-view';
import { requiredIds } from '../http/schema';

const idParams = requiredIds('id');

export function registerConfirmPrice(app: FastifyInstance, ctx: AppContext): void {
  const answer = (row: SubscriptionRow, chargeAttempted: boolean, chargeSucceeded: boolean) => ({
    chargeAttempted,
    chargeSucceeded,
    response: { subscription: toSubscription(row, ctx.urls()) },
  });

  /** Under the row lock: a due payday is charged now, one ahead is scheduled (status pending). */
  async function confirm(trx: Transaction<Database>, id: string, userId: string, now: Date) {
    const row = await ownedSubscription(trx, id, userId, { lock: true });
    if (row.payday.getTime() <= now.getTime()) {
      const paid = await paySubscription(trx, {
        action: 'confirmPrice',
        subscriptionId: row.id,
        userId,
        cardId: null,
        now,
      });
      return answer(paid.row, true, paid.approved);
    }
    refuse(paymentRefusal('confirmPrice', factsOf(row), now));
    await cardFor(trx, row, null);
    const scheduled = await trx
      .updateTable('subscriptions')
      .set({
        status: 'pending',
        doc: JSON.stringify({ ...row.doc, confirmedByShopperAt: now.toISOString() }),
      })
      .where('id', '=', row.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    return answer(scheduled, false, false);
  }

  app.post<{ Params: { id: string } }>(
    '/subscriptions/:id/shopperConfirmPrice',
    { schema: { params: idParams } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      const key = optionalKey(request);
      const requestHash = requestHashOf({ action: 'confirmPrice', id: request.params.id });
      if (key) {
        const replay = await storedAnswer(ctx.db, auth.userId, key, requestHash);
        if (replay) return send(reply, replay.response, replay.statusCode);
      }
      const now = new Date();
      const answered = await checkOrReplay(ctx.db, auth.userId, key, requestHash, async () => {
        const read = await ownedSubscription(ctx.db, request.params.id, auth.userId);
        refuse(paymentRefusal('confirmPrice', factsOf(read), now));
        await cardFor(ctx.db, read, null);
      });
      if (answered) return send(reply, answered.response, answered.statusCode);

      const { replay, value } = await ctx.db.transaction().execute((trx) =>
        underKey(trx, auth.userId, key, requestHash, async () => {
          const confirmed = await confirm(trx, request.params.id, auth.userId, now);
          // A decline is not kept: the same key may try again after the wait.
          const declined = confirmed.chargeAttempted && !confirmed.chargeSucceeded;
          const keep: StoredAnswer | null = declined
            ? null
            : { statusCode: 200, response: confirmed };
          return { value: confirmed, keep };
        }),
      );
      const result = replay ? (replay.response as ReturnType<typeof answer>) : value;
      return send(reply, result);
    },
  );
}
