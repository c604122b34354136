// The sandbox's Webpay Plus page (API.md "Payments (issue 13)"). Five buttons, each returning the
// browser to the storefront's returnUrl the way Transbank does:
//  - "Pagar": authorized, `token_ws` (the storefront commits it with validatePayment);
//  - "Pagar con tarjeta rechazada": rejected, `token_ws` (the commit answers failed);
//  - "Anular compra": the shopper aborts, `TBK_TOKEN`, `TBK_ORDEN_COMPRA`, `TBK_ID_SESION`;
//  - "Dejar expirar": the form times out, `TBK_ORDEN_COMPRA`, `TBK_ID_SESION` (no token);
//  - "Error en el formulario": `token_ws` with `TBK_TOKEN`, `TBK_ORDEN_COMPRA`, `TBK_ID_SESION`.
// The last three end the payment here (settled canceled: nothing was charged).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { settleRailPayment } from '../payments/rails/settle';
import { withQuery } from '../payments/rails/store-urls';
import { moveStatus, registerRailPage } from './provider-payment-page';

const ACTIONS = {
  approve: { label: 'Pagar', status: 'authorized' },
  decline: { label: 'Pagar con tarjeta rechazada', status: 'rejected' },
  abort: { label: 'Anular compra', status: 'aborted' },
  timeout: { label: 'Dejar expirar', status: 'timeout' },
  'form-error': { label: 'Error en el formulario', status: 'form-error' },
} as const;
type Action = keyof typeof ACTIONS;

export function registerWebpayPlusPage(app: FastifyInstance, ctx: AppContext): void {
  registerRailPage(app, ctx, {
    provider: 'webpay-plus',
    path: '/sandbox/webpayplus',
    param: 'token',
    title: 'Webpay Plus',
    header: 'Webpay Plus (sandbox)',
    lead: 'Paga tu compra en',
    subject: false,
    actions: ACTIONS,
    async act(token, action: Action, payment) {
      const ends = action === 'abort' || action === 'timeout' || action === 'form-error';
      const moved = await ctx.db.transaction().execute(async (trx) => {
        if (!(await moveStatus(trx, token, ACTIONS[action].status))) return false;
        if (ends) await settleRailPayment(trx, token, 'canceled');
        return true;
      });
      if (!moved) return undefined;
      const order = { TBK_ORDEN_COMPRA: payment.transaction_id, TBK_ID_SESION: payment.session_id };
      const query: Record<Action, Record<string, string>> = {
        approve: { token_ws: token },
        decline: { token_ws: token },
        abort: { TBK_TOKEN: token, ...order },
        timeout: order,
        'form-error': { token_ws: token, TBK_TOKEN: token, ...order },
      };
      return withQuery(payment.return_urls.returnUrl!, query[action]);
    },
  });
}
