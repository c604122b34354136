// /v1/paymentIntents (002 §4 "Payment intent", §7 "create by shopper … Get by id. Get by payment
// request id with an optional status filter (initiated or successful). Expire by id"). Bearer,
// guests allowed; the caller must be able to read the intent's payment request, else 404.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../context';
import { optionalKey } from '../../idempotency/idempotency-key';
import { requireUser } from '../../http/authenticate';
import { send } from '../../http/envelope';
import { conflict } from '../../http/errors';
import { readablePaymentRequest } from '../../payment-requests/request-access';
import { createIntent, type IntentInput } from './create-intent';
import { toPaymentIntent } from './intent-view';
import { readableIntent } from './readable-intent';
import { idField as id } from '../../http/schema';

export const INTENT_ALREADY_PAID = 'Payment intent already paid';

const idParams = { type: 'object', required: ['id'], properties: { id } } as const;
const createBody = {
  type: 'object',
  required: ['paymentRequestId', 'userEmail', 'paymentMethod', 'price'],
  properties: {
    paymentRequestId: id,
    userEmail: { type: 'string', minLength: 3, maxLength: 320 },
    paymentMethod: {
      type: 'object',
      required: ['name'],
      properties: { name: { type: 'string', minLength: 1, maxLength: 100 } },
    },
    price: { type: 'number', minimum: 0, maximum: 1e12 },
  },
} as const;
const listQuery = {
  type: 'object',
  properties: { status: { type: 'string', enum: ['initiated', 'successful'] } },
} as const;

export function registerPaymentIntentRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: IntentInput }>(
    '/paymentIntents',
    { schema: { body: createBody } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      // Accepted for the SDK's retries; a repeat is answered by the reuse rule (same live intent).
      optionalKey(request);
      const { intent, created } = await createIntent(ctx, auth, request.body);
      return send(reply, toPaymentIntent(intent), created ? 201 : 200);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/paymentIntents/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      return send(reply, toPaymentIntent(await readableIntent(ctx.db, auth, request.params.id)));
    },
  );

  app.get<{ Params: { id: string }; Querystring: { status?: 'initiated' | 'successful' } }>(
    '/paymentRequests/:id/paymentIntents',
    { schema: { params: idParams, querystring: listQuery } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      const paymentRequest = await readablePaymentRequest(ctx.db, auth, request.params.id);
      let query = ctx.db
        .selectFrom('payment_intents')
        .selectAll()
        .where('payment_request_id', '=', paymentRequest.id);
      if (request.query.status) query = query.where('status', '=', request.query.status);
      const rows = await query.orderBy('created_at', 'desc').orderBy('id', 'desc').execute();
      return send(reply, rows.map(toPaymentIntent));
    },
  );

  // 002 §4 "An initiated intent whose expirationDate is earlier than now is marked expired through
  // the expire call"; the countdown's end calls it too. Only `initiated` moves; a paid one is 409.
  app.post<{ Params: { id: string } }>(
    '/paymentIntents/:id/expire',
    { schema: { params: idParams } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      const read = await readableIntent(ctx.db, auth, request.params.id);
      if (read.status === 'successful') throw conflict(INTENT_ALREADY_PAID);
      if (read.status !== 'initiated') return send(reply, toPaymentIntent(read));
      const row = await ctx.db.transaction().execute(async (trx) => {
        const intent = await readableIntent(trx, auth, request.params.id, { lock: true });
        if (intent.status === 'successful') throw conflict(INTENT_ALREADY_PAID);
        if (intent.status !== 'initiated') return intent;
        return trx
          .updateTable('payment_intents')
          .set({ status: 'expired' })
          .where('id', '=', intent.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return send(reply, toPaymentIntent(row));
    },
  );
}
