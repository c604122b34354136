// /v1/charges (001 §7 "GET /charges/shopper/ (params); GET /charges/{id}; PUT /charges/{id}"; 002 §7
// Charges: list by userId, storeId, status; saveCardInInstallments). Owner only: another shopper's
// charge or list → 404. Changes run in one transaction under the charge's row lock, checked there
// (a concurrent approval or card change queues and sees the first one's result).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import type { DbExecutor } from '../db/schema/index';
import { requireUser } from '../http/authenticate';
import { send } from '../http/envelope';
import { conflict, notFound } from '../http/errors';
import { pageOf, pagingQuery, type PagingParams } from '../http/paging';
import { chargeView, chargeViews } from './charge-view';
import { registerCreateFromService } from './create-from-service';
import { instalmentsOf, type ChargeRow } from '../subscriptions/instalments';
import { CARD_NOT_FOUND, ownedCharge } from './owned-charge';
import { idField as id } from '../http/schema';

/** 002 §4 "Charge statuses: pending, approved, rejected, completed". */
export const CHARGE_STATUSES = ['pending', 'approved', 'rejected', 'completed'] as const;
export const NOT_PENDING = 'Charge is not pending';
export const NO_CARD = 'Charge has no card';
export const NOT_CHANGEABLE = 'Charge is not pending or approved';

const idParams = { type: 'object', required: ['id'], properties: { id } } as const;
const listQuery = {
  type: 'object',
  required: ['userId', 'storeId', 'status'],
  properties: {
    userId: id,
    storeId: id,
    status: { type: 'string', enum: [...CHARGE_STATUSES] },
    ...pagingQuery(100, 100),
  },
} as const;
const approveBody = {
  type: 'object',
  required: ['status'],
  properties: {
    status: { type: 'string', enum: ['approved'] },
    paymentType: { type: 'string', enum: ['recurring', 'single'] },
  },
} as const;
const cardBody = {
  type: 'object',
  required: ['userId', 'cardId'],
  properties: { userId: id, cardId: id },
} as const;

interface ListQuery extends PagingParams {
  userId: string;
  storeId: string;
  status: (typeof CHARGE_STATUSES)[number];
}
interface ApproveBody {
  status: 'approved';
  paymentType?: 'recurring' | 'single';
}

const unpaidInstalments = async (db: DbExecutor, chargeId: string) =>
  (await instalmentsOf(db, [chargeId]))
    .get(chargeId)!
    .filter((instalment) => instalment.status !== 'completed');

/** What an approval writes, or its refusal: pending only; recurring needs every unpaid card. */
async function approvalPlan(db: DbExecutor, charge: ChargeRow, body: ApproveBody) {
  if (charge.status !== 'pending') throw conflict(NOT_PENDING);
  const unpaid = await unpaidInstalments(db, charge.id);
  const carded = unpaid.every((instalment) => instalment.card_id);
  const paymentType = body.paymentType ?? (carded ? 'recurring' : 'single');
  if (paymentType === 'recurring' && !carded) throw conflict(NO_CARD);
  const cardId = paymentType === 'recurring' ? (unpaid[0]?.card_id ?? charge.card_id) : null;
  return { unpaid, paymentType, cardId };
}

export function registerChargeRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: ListQuery }>(
    '/charges/shopper',
    { schema: { querystring: listQuery } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      const { userId, storeId, status } = request.query;
      if (auth.userId !== userId) throw notFound();
      const query = ctx.db
        .selectFrom('charges')
        .where('user_id', '=', userId)
        .where('store_id', '=', storeId)
        .where('status', '=', status);
      const list = await pageOf(query, request.query, {
        rows: (filtered) => filtered.selectAll().orderBy('created_at', 'desc').orderBy('id'),
        docs: (rows) => chargeViews(ctx.db, rows, ctx.urls()),
      });
      return send(reply, list);
    },
  );

  app.get<{ Params: { id: string } }>(
    '/charges/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      const row = await ownedCharge(ctx.db, request.params.id, auth.userId);
      return send(reply, await chargeView(ctx.db, row, ctx.urls()));
    },
  );

  // 002 §4 "Approve sets approved" (PUT in 001 §7; PATCH as well, the same change). Pending only.
  // Pago Automático ('recurring') charges the instalments' card, so each unpaid one needs a card
  // (the approve screen saves it first with saveCardInInstallments); Pago Manual ('single') leaves
  // them without one: the clock e-mails a payment link at each payday instead.
  const approve = async (
    request: FastifyRequest<{ Params: { id: string }; Body: ApproveBody }>,
    reply: FastifyReply,
  ) => {
    const auth = await requireUser(ctx, request);
    // Checked on a plain read first (a refusal writes nothing), then again under the lock.
    await approvalPlan(
      ctx.db,
      await ownedCharge(ctx.db, request.params.id, auth.userId),
      request.body,
    );
    const row = await ctx.db.transaction().execute(async (trx) => {
      const charge = await ownedCharge(trx, request.params.id, auth.userId, { lock: true });
      const plan = await approvalPlan(trx, charge, request.body);
      if (plan.paymentType === 'single' && plan.unpaid.length)
        await trx
          .updateTable('subscriptions')
          .set({ card_id: null })
          .where(
            'id',
            'in',
            plan.unpaid.map((instalment) => instalment.id),
          )
          .execute();
      return trx
        .updateTable('charges')
        .set({
          status: 'approved',
          payment_type: plan.paymentType,
          card_id: plan.cardId,
          approved_at: new Date(),
        })
        .where('id', '=', charge.id)
        .returningAll()
        .executeTakeFirstOrThrow();
    });
    return send(reply, await chargeView(ctx.db, row, ctx.urls()));
  };
  app.put<{ Params: { id: string }; Body: ApproveBody }>(
    '/charges/:id',
    { schema: { params: idParams, body: approveBody } },
    approve,
  );
  app.patch<{ Params: { id: string }; Body: ApproveBody }>(
    '/charges/:id',
    { schema: { params: idParams, body: approveBody } },
    approve,
  );

  // 002 §7 "saveCardInInstallments(chargeId, userId, cardId)": the card of the charge and of every
  // instalment not paid yet (the approve screen before approving; the charge page's card change).
  app.post<{ Params: { id: string }; Body: { userId: string; cardId: string } }>(
    '/charges/:id/saveCardInInstallments',
    { schema: { params: idParams, body: cardBody } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      if (request.body.userId !== auth.userId) throw notFound();
      const check = async (db: DbExecutor, charge: ChargeRow) => {
        const card = await db
          .selectFrom('cards')
          .select('id')
          .where('id', '=', request.body.cardId)
          .where('user_id', '=', auth.userId)
          .where('store_id', '=', charge.store_id)
          .executeTakeFirst();
        if (!card) throw notFound(CARD_NOT_FOUND);
        if (charge.status !== 'pending' && charge.status !== 'approved')
          throw conflict(NOT_CHANGEABLE);
        return card;
      };
      await check(ctx.db, await ownedCharge(ctx.db, request.params.id, auth.userId));
      const row = await ctx.db.transaction().execute(async (trx) => {
        const charge = await ownedCharge(trx, request.params.id, auth.userId, { lock: true });
        const card = await check(trx, charge);
        const unpaid = await unpaidInstalments(trx, charge.id);
        if (unpaid.length)
          await trx
            .updateTable('subscriptions')
            .set({ card_id: card.id })
            .where(
              'id',
              'in',
              unpaid.map((instalment) => instalment.id),
            )
            .execute();
        return trx
          .updateTable('charges')
          .set({
            card_id: card.id,
            // A card given to an approved manual charge makes it automatic from now on.
            ...(charge.status === 'approved' ? { payment_type: 'recurring' as const } : {}),
          })
          .where('id', '=', charge.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return send(reply, await chargeView(ctx.db, row, ctx.urls()));
    },
  );

  registerCreateFromService(app, ctx);
}
