// The sandbox's Mercado Pago Checkout Pro page (API.md "Payments (issue 13)"): "Pagar" (approved),
// "Rechazar" (rejected) or "Pago pendiente" (in process) makes the provider payment; the sandbox,
// acting as Mercado Pago, notifies this API's notify endpoint server side ({ type: "payment",
// data: { id } }), then returns the browser to the success, failure or pending URL with
// `external_reference`, `payment_id`, `collection_status` and `preference_id` appended. A pending
// payment is later approved or rejected by the scene POST /sandbox/mercadopago/payments/{id}
// (Mercado Pago deciding), which notifies the same way.
import crypto from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { send } from '../http/envelope';
import { notFound } from '../http/errors';
import { requiredIds } from '../http/schema';
import { withQuery } from '../payments/rails/store-urls';
import { moveStatus, registerRailPage } from './provider-payment-page';

const ACTIONS = {
  pay: { label: 'Pagar', status: 'approved', collection: 'approved', url: 'successUrl' },
  reject: { label: 'Rechazar', status: 'rejected', collection: 'rejected', url: 'failureUrl' },
  pending: {
    label: 'Pago pendiente',
    status: 'in_process',
    collection: 'pending',
    url: 'pendingUrl',
  },
} as const;

/** A Mercado Pago payment id: a number, as the provider gives it. */
const mercadoPagoPaymentId = () => String(10_000_000_000 + crypto.randomInt(0, 2 ** 47));

export function registerMercadoPagoPage(app: FastifyInstance, ctx: AppContext): void {
  registerRailPage(app, ctx, {
    provider: 'mercado-pago',
    path: '/sandbox/mercadopago',
    param: 'preferenceId',
    title: 'Mercado Pago',
    header: 'Mercado Pago (sandbox)',
    lead: 'Paga tu compra en',
    subject: true,
    actions: ACTIONS,
    async act(id, action, payment) {
      const paymentId = mercadoPagoPaymentId();
      if (!(await moveStatus(ctx.db, id, ACTIONS[action].status, paymentId))) return undefined;
      // Mercado Pago's notification, server to server (in process: the sandbox is its own provider).
      await app.inject({
        method: 'POST',
        url: `/v1/transactions/mercadopago/notify?storeId=${encodeURIComponent(payment.store_id)}`,
        payload: { type: 'payment', action: 'payment.created', data: { id: paymentId } },
      });
      return withQuery(payment.return_urls[ACTIONS[action].url]!, {
        external_reference: payment.payment_intent_id ?? payment.subscription_id ?? '',
        payment_id: paymentId,
        collection_status: ACTIONS[action].collection,
        preference_id: id,
      });
    },
  });

  app.post<{ Params: { paymentId: string }; Body: { status: 'approved' | 'rejected' } }>(
    '/sandbox/mercadopago/payments/:paymentId',
    {
      schema: {
        params: requiredIds('paymentId'),
        body: {
          type: 'object',
          required: ['status'],
          properties: { status: { type: 'string', enum: ['approved', 'rejected'] } },
        },
      },
    },
    async (request, reply) => {
      const decided = await ctx.db
        .updateTable('provider_payments')
        .set({ status: request.body.status })
        .where('provider', '=', 'mercado-pago')
        .where('provider_payment_id', '=', request.params.paymentId)
        .where('status', '=', 'in_process')
        .returning('store_id')
        .executeTakeFirst();
      if (!decided) throw notFound('No pending Mercado Pago payment with that id');
      const notified = await app.inject({
        method: 'POST',
        url: `/v1/transactions/mercadopago/notify?storeId=${encodeURIComponent(decided.store_id)}`,
        payload: {
          type: 'payment',
          action: 'payment.updated',
          data: { id: request.params.paymentId },
        },
      });
      return send(reply, (JSON.parse(notified.body) as { data: unknown }).data);
    },
  );
}
