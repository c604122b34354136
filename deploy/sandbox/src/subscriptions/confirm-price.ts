// shopperConfirmPrice (spec 001 §7 "shopperConfirmPrice({id}) | chargeAttempted, chargeSucceeded,
// response.subscription"; §4 "Confirm-price view selection"): the shopper accepts the price the
// merchant confirmed on a subscription awaiting response (referential prices). A payday already
// due is charged now through the simulated Oneclick (chargeSucceeded tells the FAILED_PAYMENT and
// SUCCESSFUL_PAYMENT views apart); a payday ahead is scheduled (status pending, chargeAttempted
// false: PROGRAMMED_PAYMENT). Refusals as retry's (409, 429), plus 409 "The merchant has not
// confirmed the price yet" (PROCESSING_SUBSCRIPTION) and "Subscription has no card" (CARD_PICKER).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { requireUser } from '../http/authenticate';
import { send } from '../http/envelope';
import { cardFor, paySubscription } from './pay-subscription';
import { factsOf, ownedSubscription, refuse, type SubscriptionRow } from './owned-subscription';
import { paymentRefusal } from './shopper-rules';
import { toSubscription } from './subscription-view';

const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

export function registerConfirmPrice(app: FastifyInstance, ctx: AppContext): void {
  const answer = (row: SubscriptionRow, chargeAttempted: boolean, chargeSucceeded: boolean) => ({
    chargeAttempted,
    chargeSucceeded,
    response: { subscription: toSubscription(row, ctx.urls()) },
  });

  app.post<{ Params: { id: string } }>(
    '/subscriptions/:id/shopperConfirmPrice',
    { schema: { params: idParams } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      const now = new Date();
      const read = await ownedSubscription(ctx.db, request.params.id, auth.userId);
      refuse(paymentRefusal('confirmPrice', factsOf(read), now));
      await cardFor(ctx.db, read, null);

      const result = await ctx.db.transaction().execute(async (trx) => {
        const row = await ownedSubscription(trx, request.params.id, auth.userId, { lock: true });
        if (row.payday.getTime() <= now.getTime()) {
          const paid = await paySubscription(trx, {
            action: 'confirmPrice',
            subscriptionId: row.id,
            userId: auth.userId,
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
      });
      return send(reply, result);
    },
  );
}
