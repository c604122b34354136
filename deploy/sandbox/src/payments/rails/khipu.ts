// Khipu (001 §7 "POST /transactions/khipu/createPayment | subject, notifyUrl, subscriptionId or
// paymentIntentId | redirectUrl etc."; "Notify URLs point to server-side validation endpoints for
// Khipu (by store id)"). The payment id opens the sandbox's Khipu page; when the shopper pays there,
// the sandbox (as Khipu) posts the payment's notification_token to this API's notify endpoint,
// which asks the ledger and settles. A notification for a payment Khipu has not seen paid settles
// nothing (409), an unknown token is 404; a repeated one is a no-op.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { requireUser } from '../../http/authenticate';
import { send } from '../../http/envelope';
import { conflict, notFound } from '../../http/errors';
import { randomToken, unguessableId } from '../../ids';
import { settleRailPayment } from './settle';
import { notifyAnswer } from './settlement-view';
import { startRailPayment } from './start-payment';
import { checkNotifyUrl, checkStorePages, khipuNotifyUrl } from './store-urls';
import { railTargetProperties, subjectProperty, urlProperty } from './target-schema';
import { idField, requiredIds } from '../../http/schema';

export const PAYMENT_NOT_FOUND = 'Payment not found';
export const NOT_PAID_AT_PROVIDER = 'Payment not paid at the provider';

interface CreateBody {
  subject: string;
  notifyUrl: string;
  returnUrl: string;
  subscriptionId?: string;
  paymentIntentId?: string;
}

const createBody = {
  type: 'object',
  required: ['subject', 'notifyUrl', 'returnUrl'],
  properties: {
    ...railTargetProperties,
    subject: subjectProperty,
    notifyUrl: urlProperty,
    returnUrl: urlProperty,
  },
} as const;
const notifyBody = {
  type: 'object',
  required: ['notification_token'],
  properties: {
    notification_token: idField,
    api_version: { type: 'string', maxLength: 20 },
  },
} as const;
const storeParams = requiredIds('storeId');

export function registerKhipuRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: CreateBody }>(
    '/transactions/khipu/createPayment',
    { schema: { body: createBody } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      const { subject, notifyUrl, returnUrl, ...target } = request.body;
      const payment = await startRailPayment(ctx, auth, {
        provider: 'khipu',
        target,
        paymentId: unguessableId('kh'),
        returnUrls: { returnUrl, subject },
        notificationToken: randomToken(),
        checkUrls: async (storeId) => {
          await checkNotifyUrl(ctx, storeId, notifyUrl, khipuNotifyUrl(ctx, storeId));
          await checkStorePages(ctx, ctx.db, storeId, { returnUrl });
        },
      });
      return send(
        reply,
        {
          paymentId: payment.id,
          redirectUrl: `${ctx.urls().sandbox}/sandbox/khipu/${payment.id}`,
          transaction: { _id: payment.transaction_id, status: 'pending' },
        },
        201,
      );
    },
  );

  // Called by the provider (server to server), not by a shopper: no bearer; the notification
  // token only Khipu and this API know is the credential, and only the ledger's status counts.
  app.post<{ Params: { storeId: string }; Body: { notification_token: string } }>(
    '/transactions/khipu/notify/:storeId',
    { schema: { params: storeParams, body: notifyBody } },
    async (request, reply) => {
      const find = () =>
        ctx.db
          .selectFrom('provider_payments')
          .selectAll()
          .where('provider', '=', 'khipu')
          .where('store_id', '=', request.params.storeId)
          .where('notification_token', '=', request.body.notification_token);
      const read = await find().executeTakeFirst();
      if (!read) throw notFound(PAYMENT_NOT_FOUND);
      if (read.settled_at) return send(reply, notifyAnswer(read));
      if (read.status !== 'done') throw conflict(NOT_PAID_AT_PROVIDER);
      const { payment } = await ctx.db
        .transaction()
        .execute((trx) => settleRailPayment(trx, read.id, 'paid'));
      return send(reply, notifyAnswer(payment));
    },
  );
}
