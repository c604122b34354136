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
import { withQuery } from '../payments/rails/store-urls';
import { html } from './html';
import {
  actionButtons,
  moveStatus,
  notAvailable,
  openPayment,
  paymentSummary,
  sendPage,
} from './provider-payment-page';

const HEADER = 'Mercado Pago (sandbox)';
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
type Action = keyof typeof ACTIONS;

const params = {
  type: 'object',
  required: ['preferenceId'],
  properties: { preferenceId: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

/** A Mercado Pago payment id: a number, as the provider gives it. */
const mercadoPagoPaymentId = () => String(10_000_000_000 + crypto.randomInt(0, 2 ** 47));

export function registerMercadoPagoPage(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { preferenceId: string } }>(
    '/sandbox/mercadopago/:preferenceId',
    { schema: { params } },
    async (request, reply) => {
      const open = await openPayment(ctx, 'mercado-pago', request.params.preferenceId);
      if (!open) return notAvailable(reply, HEADER);
      return sendPage(
        reply,
        'Mercado Pago',
        html`<h1>Mercado Pago</h1>
          <p>Paga tu compra en <strong>${open.storeName}</strong>.</p>
          ${paymentSummary(open, open.payment.return_urls.subject)}
          ${actionButtons(
            `/sandbox/mercadopago/${request.params.preferenceId}`,
            (Object.keys(ACTIONS) as Action[]).map(
              (action) => [action, ACTIONS[action].label] as const,
            ),
          )}`,
        HEADER,
      );
    },
  );

  app.post<{ Params: { preferenceId: string }; Body: Record<string, string> | undefined }>(
    '/sandbox/mercadopago/:preferenceId',
    { schema: { params } },
    async (request, reply) => {
      const id = request.params.preferenceId;
      const open = await openPayment(ctx, 'mercado-pago', id);
      const action = request.body?.action as Action | undefined;
      if (!open || !action || !(action in ACTIONS)) return notAvailable(reply, HEADER);
      const { payment } = open;
      const paymentId = mercadoPagoPaymentId();
      if (!(await moveStatus(ctx.db, id, ACTIONS[action].status, paymentId)))
        return notAvailable(reply, HEADER);
      // Mercado Pago's notification, server to server (in process: the sandbox is its own provider).
      await app.inject({
        method: 'POST',
        url: `/v1/transactions/mercadopago/notify?storeId=${encodeURIComponent(payment.store_id)}`,
        payload: { type: 'payment', action: 'payment.created', data: { id: paymentId } },
      });
      const returnUrl = payment.return_urls[ACTIONS[action].url]!;
      return reply.redirect(
        withQuery(returnUrl, {
          external_reference: payment.payment_intent_id ?? payment.subscription_id ?? '',
          payment_id: paymentId,
          collection_status: ACTIONS[action].collection,
          preference_id: id,
        }),
        303,
      );
    },
  );

  app.post<{ Params: { paymentId: string }; Body: { status: 'approved' | 'rejected' } }>(
    '/sandbox/mercadopago/payments/:paymentId',
    {
      schema: {
        params: {
          type: 'object',
          required: ['paymentId'],
          properties: { paymentId: { type: 'string', minLength: 1, maxLength: 200 } },
        },
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
