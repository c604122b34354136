// Mercado Pago Checkout Pro (001 §7 "POST /transactions/mercadopago/preference | subject,
// successUrl, failureUrl, pendingUrl, notifyUrl, subscriptionId or paymentIntentId | preferenceId,
// redirectUrl"; "Notify URLs point to server-side validation endpoints for … Mercado Pago (storeId
// query)"). The preference opens the sandbox's Mercado Pago page; its buttons make a provider
// payment (approved, rejected or pending) and the sandbox (as Mercado Pago) notifies this API with
// the payment's id, which asks the ledger: approved settles paid, rejected settles failed, pending
// waits. The browser's return (`result=success`, `payment_id`) marks nothing.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/authenticate';
import { send } from '../../http/envelope';
import { notFound } from '../../http/errors';
import { unguessableId } from '../../ids';
import { PAYMENT_NOT_FOUND } from './khipu';
import { settleRailPayment, type ProviderVerdict } from './settle';
import { notifyAnswer } from './settlement-view';
import { startRailPayment } from './start-payment';
import { checkNotifyUrl, checkStorePages, mercadoPagoNotifyUrl } from './store-urls';
import { railTargetProperties, subjectProperty, urlProperty } from './target-schema';
import { requiredIds } from '../../http/schema';

interface PreferenceBody {
  subject: string;
  successUrl: string;
  failureUrl: string;
  pendingUrl: string;
  notifyUrl: string;
  subscriptionId?: string;
  paymentIntentId?: string;
}

const preferenceBody = {
  type: 'object',
  required: ['subject', 'successUrl', 'failureUrl', 'pendingUrl', 'notifyUrl'],
  properties: {
    ...railTargetProperties,
    subject: subjectProperty,
    successUrl: urlProperty,
    failureUrl: urlProperty,
    pendingUrl: urlProperty,
    notifyUrl: urlProperty,
  },
} as const;
const notifyQuery = requiredIds('storeId');
const notifyBody = {
  type: 'object',
  required: ['type', 'data'],
  properties: {
    type: { type: 'string', minLength: 1, maxLength: 40 },
    action: { type: 'string', maxLength: 60 },
    data: requiredIds('id'),
  },
} as const;

/** The Mercado Pago payment statuses the page leaves, and what each settles to (pending: nothing yet). */
const VERDICT_OF_STATUS: Record<string, ProviderVerdict | null> = {
  approved: 'paid',
  rejected: 'rejected',
  in_process: null,
};

export function registerMercadoPagoRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: PreferenceBody }>(
    '/transactions/mercadopago/preference',
    { schema: { body: preferenceBody } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      const { subject, successUrl, failureUrl, pendingUrl, notifyUrl, ...target } = request.body;
      const returnUrls = { successUrl, failureUrl, pendingUrl };
      const payment = await startRailPayment(ctx, auth, {
        provider: 'mercado-pago',
        target,
        paymentId: unguessableId('mpp'),
        returnUrls: { ...returnUrls, subject },
        checkUrls: async (storeId) => {
          await checkNotifyUrl(ctx, storeId, notifyUrl, mercadoPagoNotifyUrl(ctx, storeId));
          await checkStorePages(ctx, ctx.db, storeId, returnUrls);
        },
      });
      return send(
        reply,
        {
          preferenceId: payment.id,
          redirectUrl: `${ctx.urls().sandbox}/sandbox/mercadopago/${payment.id}`,
          transaction: { _id: payment.transaction_id, status: 'pending' },
        },
        201,
      );
    },
  );

  // Called by the provider (server to server): no bearer; only the ledger's status of the payment
  // named counts. Types other than "payment" are acknowledged and ignored, as Mercado Pago expects.
  app.post<{
    Querystring: { storeId: string };
    Body: { type: string; data: { id: string } };
  }>(
    '/transactions/mercadopago/notify',
    { schema: { querystring: notifyQuery, body: notifyBody } },
    async (request, reply) => {
      if (request.body.type !== 'payment') return send(reply, { status: 'ignored' });
      const read = await ctx.db
        .selectFrom('provider_payments')
        .selectAll()
        .where('provider', '=', 'mercado-pago')
        .where('store_id', '=', request.query.storeId)
        .where('provider_payment_id', '=', request.body.data.id)
        .executeTakeFirst();
      if (!read) throw notFound(PAYMENT_NOT_FOUND);
      if (read.settled_at) return send(reply, notifyAnswer(read));
      const verdict = VERDICT_OF_STATUS[read.status];
      if (!verdict) return send(reply, { status: 'pending' });
      const { payment } = await ctx.db
        .transaction()
        .execute((trx) => settleRailPayment(trx, read.id, verdict));
      return send(reply, notifyAnswer(payment));
    },
  );
}
