// /v1/payers: a shopper's payers per store, owner-scoped like cards (another user's → 404);
// guests allowed. At most one active payer per user and store: activating one deactivates the rest.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { storeById } from '../auth/accounts';
import { AUTH_MESSAGES, normalizeRut } from '../auth/validation';
import type { DbExecutor } from '../db/schema/index';
import { requireUser } from '../http/authenticate';
import { send } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { pageOf, pagingQuery, type PagingParams } from '../http/paging';
import { randomId } from '../ids';
import { toPayer } from './payer-view';
import { idField as id } from '../http/schema';

const name = { type: ['string', 'null'], maxLength: 100 } as const;
const idParams = { type: 'object', required: ['id'], properties: { id } } as const;
const billing = { type: ['object', 'null'], properties: { taxId: { type: ['string', 'null'], maxLength: 20 } } } as const;
const company = {
  type: ['object', 'null'],
  properties: { rut: { type: ['string', 'null'], maxLength: 20 }, address: { type: ['string', 'null'], maxLength: 300 } },
} as const;

interface CreateBody {
  userId: string;
  storeId: string;
  name?: string | null;
  lastName?: string | null;
  email?: string | null;
  billing?: { taxId?: string | null } | null;
}
interface UpdateBody {
  name?: string | null;
  lastName?: string | null;
  active?: boolean;
  billing?: { taxId?: string | null } | null;
  company?: { rut?: string | null; address?: string | null } | null;
}

const blankToNull = (value: string | null | undefined) => value?.trim() || null;

/** A RUT field: blank → null, valid → normalised, else 400 "Invalid rut". */
function rutField(value: string | null | undefined, field: string): string | null {
  const raw = blankToNull(value);
  if (raw === null) return null;
  const rut = normalizeRut(raw);
  if (!rut) throw badRequest(AUTH_MESSAGES.invalidRut, { [field]: 'check digit or format' });
  return rut;
}

const deactivateOthers = (db: DbExecutor, userId: string, storeId: string, keepId: string) =>
  db.updateTable('payers').set({ active: false }).where('user_id', '=', userId).where('store_id', '=', storeId).where('id', '!=', keepId).execute();

export function registerPayerRoutes(app: FastifyInstance, ctx: AppContext): void {
  const ownerOf = async (request: FastifyRequest, userId: string) => {
    const auth = await requireUser(ctx, request);
    if (auth.userId !== userId) throw notFound();
    return auth;
  };
  const ownPayer = async (request: FastifyRequest, payerId: string) => {
    const auth = await requireUser(ctx, request);
    const row = await ctx.db.selectFrom('payers').selectAll().where('id', '=', payerId).where('user_id', '=', auth.userId).executeTakeFirst();
    if (!row) throw notFound();
    return row;
  };
  const hasActive = async (userId: string, storeId: string) =>
    Boolean(
      await ctx.db.selectFrom('payers').select('id').where('user_id', '=', userId).where('store_id', '=', storeId).where('active', '=', true).executeTakeFirst(),
    );

  app.get<{ Querystring: { userId: string; storeId: string } & PagingParams }>(
    '/payers',
    { schema: { querystring: { type: 'object', required: ['userId', 'storeId'], properties: { userId: id, storeId: id, ...pagingQuery(100, 100) } } } },
    async (request, reply) => {
      const { userId, storeId } = request.query;
      await ownerOf(request, userId);
      const query = ctx.db.selectFrom('payers').where('user_id', '=', userId).where('store_id', '=', storeId);
      const list = await pageOf(query, request.query, {
        rows: (filtered) => filtered.selectAll().orderBy('created_at').orderBy('id'),
        docs: (rows) => rows.map(toPayer),
      });
      return send(reply, list);
    },
  );

  app.get<{ Params: { id: string } }>('/payers/:id', { schema: { params: idParams } }, async (request, reply) =>
    send(reply, toPayer(await ownPayer(request, request.params.id))),
  );

  app.post<{ Body: CreateBody }>(
    '/payers',
    {
      schema: {
        body: {
          type: 'object',
          required: ['userId', 'storeId'],
          properties: { userId: id, storeId: id, name, lastName: name, email: { type: ['string', 'null'], maxLength: 320 }, billing },
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await ownerOf(request, body.userId);
      await storeById(ctx, body.storeId);
      const taxId = rutField(body.billing?.taxId, 'billing.taxId');
      const row = await ctx.db
        .insertInto('payers')
        .values({
          id: randomId('payer'),
          user_id: body.userId,
          store_id: body.storeId,
          name: blankToNull(body.name),
          last_name: blankToNull(body.lastName),
          email: blankToNull(body.email)?.toLowerCase() ?? null,
          // The first payer of a store is its active one.
          active: !(await hasActive(body.userId, body.storeId)),
          billing: JSON.stringify({ taxId }),
          company: JSON.stringify({ rut: null, address: null }),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return send(reply, toPayer(row), 201);
    },
  );

  app.post<{ Params: { userId: string }; Body: { storeId: string } }>(
    '/payers/shopper/:userId',
    {
      schema: {
        params: { type: 'object', required: ['userId'], properties: { userId: id } },
        body: { type: 'object', required: ['storeId'], properties: { storeId: id } },
      },
    },
    async (request, reply) => {
      const { userId } = request.params;
      await ownerOf(request, userId);
      await storeById(ctx, request.body.storeId);
      const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
      if (!user) throw notFound();
      const row = await ctx.db.transaction().execute(async (trx) => {
        const created = await trx
          .insertInto('payers')
          .values({
            id: randomId('payer'),
            user_id: userId,
            store_id: request.body.storeId,
            name: user.name,
            last_name: user.last_name,
            email: user.email,
            active: true,
            billing: JSON.stringify({ taxId: user.rut }),
            company: JSON.stringify({ rut: null, address: null }),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await deactivateOthers(trx, userId, request.body.storeId, created.id);
        return created;
      });
      return send(reply, toPayer(row), 201);
    },
  );

  const update = async (request: FastifyRequest<{ Params: { id: string }; Body: UpdateBody }>) => {
    const current = await ownPayer(request, request.params.id);
    const body = request.body;
    const patch: Record<string, unknown> = {};
    if (body.name !== undefined) patch.name = blankToNull(body.name);
    if (body.lastName !== undefined) patch.last_name = blankToNull(body.lastName);
    if (body.active !== undefined) patch.active = body.active;
    if (body.billing !== undefined) patch.billing = JSON.stringify({ taxId: rutField(body.billing?.taxId, 'billing.taxId') });
    if (body.company !== undefined) {
      patch.company = JSON.stringify({ rut: rutField(body.company?.rut, 'company.rut'), address: blankToNull(body.company?.address) });
    }
    return ctx.db.transaction().execute(async (trx) => {
      const row = Object.keys(patch).length
        ? await trx.updateTable('payers').set(patch).where('id', '=', current.id).returningAll().executeTakeFirstOrThrow()
        : current;
      if (body.active === true) await deactivateOthers(trx, row.user_id, row.store_id, row.id);
      return row;
    });
  };
  const updateSchema = {
    params: idParams,
    body: {
      type: 'object',
      properties: { name, lastName: name, active: { type: 'boolean' }, billing, company },
    },
  } as const;
  app.put<{ Params: { id: string }; Body: UpdateBody }>('/payers/:id', { schema: updateSchema }, async (request, reply) =>
    send(reply, toPayer(await update(request))),
  );
  // Spec 002 §7 names the company patch "PATCH payer/{id}" (the SDK's path): the same update, also
  // answered on the plural (API.md "Paths the seeds name").
  for (const url of ['/payer/:id', '/payers/:id'])
    app.patch<{ Params: { id: string }; Body: UpdateBody }>(url, { schema: updateSchema }, async (request, reply) =>
      send(reply, toPayer(await update(request))),
    );

  app.delete<{ Params: { id: string } }>('/payers/:id', { schema: { params: idParams } }, async (request, reply) => {
    const row = await ownPayer(request, request.params.id);
    await ctx.db.deleteFrom('payers').where('id', '=', row.id).execute();
    return send(reply, { deleted: true });
  });
}
