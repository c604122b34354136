// Issue 4 scenes (API.md "Sandbox-only"): login links a merchant would mint, moving a code back in
// time, store and policy changes (deep merge), and the merchant's return page for callback URLs.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { findUserByEmail, storeByName } from '../auth/accounts';
import { joinStore } from '../auth/store-access';
import { mintLoginLink } from '../auth/login-links';
import { normalizeEmail } from '../auth/validation';
import { resolveUrlText } from '../config/public-urls';
import type { JsonObject } from '../db/schema/index';
import { send } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { randomId } from '../ids';
import { toStore } from '../stores/store-view';
import { deepMerge } from './deep-merge';
import { html, page } from './html';
import { merchantRedirects } from './scene-schema';
import { idField } from '../http/schema';

interface LoginLinkBody {
  storeName: string;
  email: string;
  type?: string | null;
  callbackUrl?: string | null;
  errorUrl?: string | null;
  ttlSeconds?: number;
}

const nameParams = { type: 'object', required: ['storeName'], properties: { storeName: { type: 'string', minLength: 1, maxLength: 200 } } } as const;
// Columns of the stores row; everything else lives in its document.
const STORE_COLUMNS = { active: 'active', domain: 'domain', serviceType: 'service_type', templateId: 'template_id' } as const;
// The method ids a store can offer (GET /stores/{id}/availablePaymentMethods).
const METHOD_IDS = ['webpay-oneclick', 'webpay-plus', 'khipu', 'mercado-pago'];

/** `paymentMethods` of a store scene: the store's offered method ids (its payment_methods column). */
function paymentMethodsColumn(value: unknown): string {
  if (!Array.isArray(value) || value.some((id) => typeof id !== 'string' || !METHOD_IDS.includes(id)))
    throw badRequest(`paymentMethods must be a list of ${METHOD_IDS.join(', ')}`);
  return JSON.stringify([...new Set(value as string[])]);
}

export function registerAuthScenes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: LoginLinkBody }>(
    '/sandbox/loginLinks',
    {
      schema: {
        body: {
          type: 'object',
          required: ['storeName', 'email'],
          properties: {
            storeName: idField,
            email: { type: 'string', minLength: 1, maxLength: 320 },
            type: { type: ['string', 'null'], maxLength: 50 },
            ...merchantRedirects,
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const store = await storeByName(ctx, body.storeName);
      const urls = ctx.urls();
      const url = (value: string | null | undefined) => (value ? resolveUrlText(value, urls) : null);
      const token = await mintLoginLink(ctx, {
        type: body.type === undefined ? 'bypass' : body.type,
        email: normalizeEmail(body.email),
        storeId: store.id,
        callbackUrl: url(body.callbackUrl),
        errorUrl: url(body.errorUrl),
        ttlSeconds: body.ttlSeconds ?? 3600,
      });
      return send(reply, { token }, 201);
    },
  );

  // A merchant adds an existing account to its customers (as a customer import would): the
  // account may then enter that store even where sign-up is off (API.md "Issue 10").
  app.post<{ Body: { email: string; storeName: string } }>(
    '/sandbox/members',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'storeName'],
          properties: { email: { type: 'string', minLength: 1, maxLength: 320 }, storeName: idField },
        },
      },
    },
    async (request, reply) => {
      const store = await storeByName(ctx, request.body.storeName);
      const user = await findUserByEmail(ctx.db, normalizeEmail(request.body.email));
      if (!user || user.is_guest) throw notFound('User not found');
      await joinStore(ctx.db, user.id, store.id);
      return send(reply, { userId: user.id, storeId: store.id }, 201);
    },
  );

  app.post<{ Body: { email: string; seconds: number } }>(
    '/sandbox/otp/backdate',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'seconds'],
          properties: { email: { type: 'string', minLength: 1, maxLength: 320 }, seconds: { type: 'integer', minimum: 0, maximum: 31536000 } },
        },
      },
    },
    async (request, reply) => {
      const email = normalizeEmail(request.body.email);
      const latest = await ctx.db
        .selectFrom('otp_codes')
        .select(['id', 'sent_at', 'expires_at'])
        .where('email', '=', email)
        .orderBy('sent_at', 'desc')
        .orderBy('created_at', 'desc')
        .executeTakeFirst();
      if (!latest) throw notFound('Code not found');
      const shift = request.body.seconds * 1000;
      const row = await ctx.db
        .updateTable('otp_codes')
        .set({ sent_at: new Date(latest.sent_at.getTime() - shift), expires_at: new Date(latest.expires_at.getTime() - shift) })
        .where('id', '=', latest.id)
        .returning(['sent_at', 'expires_at'])
        .executeTakeFirstOrThrow();
      return send(reply, { sentAt: row.sent_at.toISOString(), expiresAt: row.expires_at.toISOString() });
    },
  );

  app.patch<{ Params: { storeName: string }; Body: JsonObject }>(
    '/sandbox/policies/:storeName',
    { schema: { params: nameParams, body: { type: 'object' } } },
    async (request, reply) => {
      const store = await storeByName(ctx, request.params.storeName);
      const current = await ctx.db.selectFrom('policies').select('doc').where('store_id', '=', store.id).executeTakeFirst();
      const { storeId: _ignored, ...patch } = request.body;
      const doc = deepMerge(current?.doc ?? {}, patch) as JsonObject;
      await ctx.db
        .insertInto('policies')
        .values({ store_id: store.id, doc: JSON.stringify(doc) })
        .onConflict((oc) => oc.column('store_id').doUpdateSet({ doc: JSON.stringify(doc) }))
        .execute();
      return send(reply, { storeId: store.id, ...doc });
    },
  );

  app.patch<{ Params: { storeName: string }; Body: JsonObject }>(
    '/sandbox/stores/:storeName',
    { schema: { params: nameParams, body: { type: 'object' } } },
    async (request, reply) => {
      const store = await storeByName(ctx, request.params.storeName);
      const { _id: _id, name: _name, paymentMethods, ...rest } = request.body;
      const columns: Record<string, unknown> = {};
      if (paymentMethods !== undefined) columns.payment_methods = paymentMethodsColumn(paymentMethods);
      const docPatch: JsonObject = {};
      for (const [key, value] of Object.entries(rest)) {
        const column = STORE_COLUMNS[key as keyof typeof STORE_COLUMNS];
        if (column) columns[column] = value;
        else docPatch[key] = value;
      }
      const doc = deepMerge(store.doc, docPatch) as JsonObject;
      const row = await ctx.db
        .updateTable('stores')
        .set({ ...columns, doc: JSON.stringify(doc) })
        .where('id', '=', store.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      return send(reply, toStore(row, ctx.urls()));
    },
  );

  // A throwaway store: a copy of a seeded one (template, content, policy; no catalogue) under a new
  // name, with policy and document patches. Tests that need another login policy each make their
  // own, so parallel workers never see each other's settings. Reset removes it.
  app.post<{ Body: { from: string; name: string; policy?: JsonObject; store?: JsonObject } }>(
    '/sandbox/stores/clone',
    {
      schema: {
        body: {
          type: 'object',
          required: ['from', 'name'],
          properties: {
            from: idField,
            name: { type: 'string', pattern: '^[a-z0-9][a-z0-9-]{0,60}$' },
            policy: { type: 'object' },
            store: { type: 'object' },
          },
        },
      },
    },
    async (request, reply) => {
      const { from, name, policy = {}, store: storeBody = {} } = request.body;
      const { paymentMethods, ...storePatch } = storeBody;
      const source = await storeByName(ctx, from);
      const taken = await ctx.db.selectFrom('stores').select('id').where((eb) => eb(eb.fn('lower', ['name']), '=', name)).executeTakeFirst();
      if (taken) throw badRequest('Store name already taken');
      const sourcePolicy = await ctx.db.selectFrom('policies').select('doc').where('store_id', '=', source.id).executeTakeFirst();
      const last = await ctx.db.selectFrom('stores').select((eb) => eb.fn.max('position').as('position')).executeTakeFirst();
      const id = randomId('st');
      const row = await ctx.db.transaction().execute(async (trx) => {
        const inserted = await trx
          .insertInto('stores')
          .values({
            id,
            name,
            domain: null,
            active: true,
            template_id: source.template_id,
            service_type: source.service_type,
            payment_methods:
              paymentMethods === undefined ? JSON.stringify(source.payment_methods) : paymentMethodsColumn(paymentMethods),
            doc: JSON.stringify(deepMerge(source.doc, storePatch)),
            position: Number(last?.position ?? 0) + 1,
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        const { storeId: _ignored, ...policyPatch } = policy;
        await trx
          .insertInto('policies')
          .values({ store_id: id, doc: JSON.stringify(deepMerge(sourcePolicy?.doc ?? {}, policyPatch)) })
          .execute();
        return inserted;
      });
      return send(reply, toStore(row, ctx.urls()), 201);
    },
  );

  // The merchant's site a callback / error URL points at: prints what it was given.
  app.get<{ Querystring: Record<string, string> }>('/sandbox/merchant/return', async (request, reply) => {
    const entries = Object.entries(request.query ?? {});
    const rows = entries.map(([key, value]) => html`<tr><th scope="row">${key}</th><td>${String(value)}</td></tr>`);
    reply.type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return reply.send(
      page(
        'Sitio del comercio',
        html`<h1>Sitio del comercio</h1>
<p>El comercio recibió al comprador de vuelta.</p>
${entries.length ? html`<table aria-label="Parámetros recibidos"><tbody>${rows}</tbody></table>` : html`<p>Sin parámetros.</p>`}`,
        'Sitio del comercio',
      ),
    );
  });
}
