// Webpay Plus (001 §7 "POST /transactions/webpayplus/createPayment; POST
// /transactions/webpayplus/validatePayment"; 002 §3 "Webpay create-payment payload: paymentIntentId
// or subscriptionId, and returnUrl. Response: paymentToken, redirectUrl"). The token opens the
// sandbox's Webpay page (sandbox-pages/webpay-plus-page.ts); validatePayment is Transbank's commit:
// it asks the ledger, settles once, and keeps its first answer, so a second commit of the same
// token is refused with that answer. A token the page never authorized commits nothing.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import type { DbExecutor } from '../../db/schema/index';
import { requireUser } from '../../http/authenticate';
import { send } from '../../http/envelope';
import { conflict, notFound } from '../../http/errors';
import { settleRailPayment, type ProviderVerdict } from './settle';
import { settlementView } from './settlement-view';
import { startRailPayment, unguessableToken } from './start-payment';
import { checkStorePages } from './store-urls';
import { railTargetProperties } from './target-schema';
import { requiredIds } from '../../http/schema';

export const TOKEN_NOT_FOUND = 'Token not found';
export const TOKEN_ALREADY_COMMITTED = 'Token already committed';
export const NOT_FINISHED_AT_PROVIDER = 'Payment not finished at the provider';

/** The ledger status each page button leaves (webpay-plus-page.ts) and what a commit makes of it. */
const VERDICT_OF_STATUS: Record<string, ProviderVerdict> = {
  authorized: 'paid',
  rejected: 'rejected',
  aborted: 'canceled',
  timeout: 'canceled',
  'form-error': 'canceled',
};

const createBody = {
  type: 'object',
  required: ['returnUrl'],
  properties: {
    ...railTargetProperties,
    returnUrl: { type: 'string', minLength: 1, maxLength: 2000 },
  },
} as const;
const validateBody = requiredIds('token');

export function registerWebpayPlusRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { subscriptionId?: string; paymentIntentId?: string; returnUrl: string } }>(
    '/transactions/webpayplus/createPayment',
    { schema: { body: createBody } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      const { returnUrl, ...target } = request.body;
      const payment = await startRailPayment(ctx, auth, {
        provider: 'webpay-plus',
        target,
        paymentId: unguessableToken(),
        returnUrls: { returnUrl },
        checkUrls: (storeId) => checkStorePages(ctx, ctx.db, storeId, { returnUrl }),
      });
      return send(
        reply,
        {
          paymentToken: payment.id,
          redirectUrl: `${ctx.urls().sandbox}/sandbox/webpayplus/${payment.id}`,
          transaction: { _id: payment.transaction_id, status: 'pending' },
        },
        201,
      );
    },
  );

  app.post<{ Body: { token: string } }>(
    '/transactions/webpayplus/validatePayment',
    { schema: { body: validateBody } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      const find = (db: DbExecutor) =>
        db
          .selectFrom('provider_payments')
          .selectAll()
          .where('id', '=', request.body.token)
          .where('provider', '=', 'webpay-plus')
          .where('user_id', '=', auth.userId);
      const read = await find(ctx.db).executeTakeFirst();
      if (!read) throw notFound(TOKEN_NOT_FOUND);
      if (read.committed_answer) throw conflict(TOKEN_ALREADY_COMMITTED, read.committed_answer);
      if (!VERDICT_OF_STATUS[read.status]) throw conflict(NOT_FINISHED_AT_PROVIDER);

      const answer = await ctx.db.transaction().execute(async (trx) => {
        const payment = await find(trx).forUpdate().executeTakeFirstOrThrow();
        if (payment.committed_answer)
          throw conflict(TOKEN_ALREADY_COMMITTED, payment.committed_answer);
        const { payment: settled } = await settleRailPayment(
          trx,
          payment.id,
          VERDICT_OF_STATUS[payment.status]!,
        );
        const view = await settlementView(ctx, trx, settled);
        await trx
          .updateTable('provider_payments')
          .set({ committed_answer: JSON.stringify(view) })
          .where('id', '=', payment.id)
          .execute();
        return view;
      });
      return send(reply, answer);
    },
  );
}
