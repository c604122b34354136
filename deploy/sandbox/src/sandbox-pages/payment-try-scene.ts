// POST /sandbox/subscriptions/{id}/lastPaymentTry (API.md "Sandbox-only"): moves the shopper's
// last payment try of a subscription to `minutesAgo` minutes before now. The 5-minute wait between
// her tries (001 §4) is the server's rule on its own clock: a browser test that lets the screen's
// countdown run out on the page's clock moves the server's side of the wait with this, instead of
// waiting it out in real time.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { send } from '../http/envelope';
import { notFound } from '../http/errors';
import { requiredIds } from '../http/schema';

export function registerPaymentTryScene(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { id: string }; Body: { minutesAgo: number } }>(
    '/sandbox/subscriptions/:id/lastPaymentTry',
    {
      schema: {
        params: requiredIds('id'),
        body: {
          type: 'object',
          required: ['minutesAgo'],
          properties: { minutesAgo: { type: 'number', minimum: 0, maximum: 100000 } },
        },
      },
    },
    async (request, reply) => {
      const lastPaymentTry = new Date(Date.now() - request.body.minutesAgo * 60_000).toISOString();
      const moved = await ctx.db.transaction().execute(async (trx) => {
        const row = await trx
          .selectFrom('subscriptions')
          .select(['id', 'doc'])
          .where('id', '=', request.params.id)
          .forUpdate()
          .executeTakeFirst();
        if (!row) return false;
        await trx
          .updateTable('subscriptions')
          .set({ doc: JSON.stringify({ ...row.doc, lastPaymentTry }) })
          .where('id', '=', row.id)
          .execute();
        return true;
      });
      if (!moved) throw notFound('Subscription not found');
      return send(reply, { lastPaymentTry });
    },
  );
}
