// POST /v1/subscriptions/apiCheckout (001 §7 `createApiCheckoutSub | token, storeId | list`; API.md
// "Fast checkout (issue 13)"): the shopper the merchant's token names gets the checkout's
// subscription, created once. 201 when this call created it, 200 when it already existed; the
// answer carries the merchant's callback and error URLs for the screen to keep (000 §3).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { requireUser } from '../http/authenticate';
import { send } from '../http/envelope';
import { redeemApiCheckout } from './api-checkout';
import { toSubscription } from './subscription-view';
import { idField } from '../http/schema';

interface Body {
  token: string;
  storeId: string;
}

const bodySchema = {
  type: 'object',
  required: ['token', 'storeId'],
  additionalProperties: false,
  properties: {
    token: idField,
    storeId: idField,
  },
} as const;

export function registerApiCheckoutRoute(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: Body }>(
    '/subscriptions/apiCheckout',
    { schema: { body: bodySchema } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      const { token, storeId } = request.body;
      const answer = await ctx.db.transaction().execute(async (trx) => {
        const outcome = await redeemApiCheckout(trx, {
          token,
          storeId,
          userId: auth.userId,
          now: new Date(),
        });
        const rows = await trx
          .selectFrom('subscriptions')
          .selectAll()
          .where('id', 'in', outcome.subscriptionIds)
          .execute();
        const order = (id: string) => outcome.subscriptionIds.indexOf(id);
        return {
          created: outcome.created,
          subscriptions: rows.sort((a, b) => order(a.id) - order(b.id)),
          callbackUrl: outcome.checkout.callback_url,
          errorUrl: outcome.checkout.error_url,
        };
      });
      const urls = ctx.urls();
      return send(
        reply,
        {
          subscriptions: answer.subscriptions.map((row) => toSubscription(row, urls)),
          callbackUrl: answer.callbackUrl,
          errorUrl: answer.errorUrl,
        },
        answer.created ? 201 : 200,
      );
    },
  );
}
