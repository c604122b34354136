// The sandbox's Khipu page (API.md "Payments (issue 13)"): "Pagar" marks the payment paid in
// Khipu's ledger, then the sandbox, acting as Khipu, notifies this API's own notify endpoint
// server side (POST /v1/transactions/khipu/notify/{storeId} with the notification_token, through
// the same route any caller would reach), and sends the browser back to the returnUrl.
// "Cancelar" ends the payment unpaid and returns too.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { settleRailPayment } from '../payments/rails/settle';
import { html } from './html';
import {
  actionButtons,
  moveStatus,
  notAvailable,
  openPayment,
  paymentSummary,
  sendPage,
} from './provider-payment-page';

const HEADER = 'Khipu (sandbox)';
const params = {
  type: 'object',
  required: ['paymentId'],
  properties: { paymentId: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

export function registerKhipuPage(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { paymentId: string } }>(
    '/sandbox/khipu/:paymentId',
    { schema: { params } },
    async (request, reply) => {
      const open = await openPayment(ctx, 'khipu', request.params.paymentId);
      if (!open) return notAvailable(reply, HEADER);
      return sendPage(
        reply,
        'Khipu',
        html`<h1>Khipu</h1>
          <p>Paga con transferencia bancaria a <strong>${open.storeName}</strong>.</p>
          ${paymentSummary(open, open.payment.return_urls.subject)}
          ${actionButtons(`/sandbox/khipu/${request.params.paymentId}`, [
            ['pay', 'Pagar'],
            ['cancel', 'Cancelar'],
          ])}`,
        HEADER,
      );
    },
  );

  app.post<{ Params: { paymentId: string }; Body: Record<string, string> | undefined }>(
    '/sandbox/khipu/:paymentId',
    { schema: { params } },
    async (request, reply) => {
      const id = request.params.paymentId;
      const open = await openPayment(ctx, 'khipu', id);
      const action = request.body?.action;
      if (!open || (action !== 'pay' && action !== 'cancel')) return notAvailable(reply, HEADER);
      const { payment } = open;
      if (action === 'cancel') {
        const canceled = await ctx.db.transaction().execute(async (trx) => {
          if (!(await moveStatus(trx, id, 'canceled'))) return false;
          await settleRailPayment(trx, id, 'canceled');
          return true;
        });
        if (!canceled) return notAvailable(reply, HEADER);
      } else {
        if (!(await moveStatus(ctx.db, id, 'done'))) return notAvailable(reply, HEADER);
        // Khipu's notification, server to server (in process: the sandbox is its own provider).
        await app.inject({
          method: 'POST',
          url: `/v1/transactions/khipu/notify/${encodeURIComponent(payment.store_id)}`,
          payload: { notification_token: payment.notification_token, api_version: '3.0' },
        });
      }
      return reply.redirect(payment.return_urls.returnUrl!, 303);
    },
  );
}
