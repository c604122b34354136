// The sandbox's Khipu page (API.md "Payments (issue 13)"): "Pagar" marks the payment paid in
// Khipu's ledger, then the sandbox, acting as Khipu, notifies this API's own notify endpoint
// server side (POST /v1/transactions/khipu/notify/{storeId} with the notification_token, through
// the same route any caller would reach), and sends the browser back to the returnUrl.
// "Cancelar" ends the payment unpaid and returns too.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { settleRailPayment } from '../payments/rails/settle';
import { moveStatus, registerRailPage } from './provider-payment-page';

export function registerKhipuPage(app: FastifyInstance, ctx: AppContext): void {
  registerRailPage(app, ctx, {
    provider: 'khipu',
    path: '/sandbox/khipu',
    param: 'paymentId',
    title: 'Khipu',
    header: 'Khipu (sandbox)',
    lead: 'Paga con transferencia bancaria a',
    subject: true,
    actions: { pay: { label: 'Pagar' }, cancel: { label: 'Cancelar' } },
    async act(id, action, payment) {
      if (action === 'cancel') {
        const canceled = await ctx.db.transaction().execute(async (trx) => {
          if (!(await moveStatus(trx, id, 'canceled'))) return false;
          await settleRailPayment(trx, id, 'canceled');
          return true;
        });
        if (!canceled) return undefined;
      } else {
        if (!(await moveStatus(ctx.db, id, 'done'))) return undefined;
        // Khipu's notification, server to server (in process: the sandbox is its own provider).
        await app.inject({
          method: 'POST',
          url: `/v1/transactions/khipu/notify/${encodeURIComponent(payment.store_id)}`,
          payload: { notification_token: payment.notification_token, api_version: '3.0' },
        });
      }
      return payment.return_urls.returnUrl!;
    },
  });
}
