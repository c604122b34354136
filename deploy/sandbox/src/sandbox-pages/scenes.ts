// Sandbox-only JSON endpoints (API.md "Sandbox-only"): health, reset, and merchant actions the
// storefront never shows, so a test can set a scene.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { hashPassword } from '../auth/passwords';
import { signIn } from '../auth/sign-in';
import { PASSWORD_MIN_LENGTH } from '../auth/validation';
import { toProduct } from '../catalog/product-view';
import { send } from '../http/envelope';
import { notFound } from '../http/errors';
import { randomId, unguessableId } from '../ids';
import { toPaymentRequest } from '../payment-requests/payment-request-view';
import { registerChargeScenes } from './charge-scenes';
import { registerCheckoutScenes } from './checkout-scenes';
import { registerClockScene } from './clock-scene';
import { registerPaymentTryScene } from './payment-try-scene';
import { registerProductScenes } from './product-scenes';
import { registerSubscriptionScenes } from './subscription-scenes';
import { storeById } from '../auth/accounts';

export function registerScenes(app: FastifyInstance, ctx: AppContext): void {
  registerProductScenes(app, ctx);
  registerCheckoutScenes(app, ctx);
  registerSubscriptionScenes(app, ctx);
  registerPaymentTryScene(app, ctx);
  registerChargeScenes(app, ctx);
  registerClockScene(app, ctx);
  // `ok` also at the top level, for health checks that read the body without the envelope.
  app.get('/sandbox/health', async (_request, reply) =>
    reply.send({ code: 200, data: { ok: true }, ok: true }),
  );

  app.post('/sandbox/reset', async (_request, reply) => {
    await ctx.reseed();
    return send(reply, { ok: true });
  });

  app.post<{ Body: { email: string; accessTtlSeconds?: number; password?: string } }>(
    '/sandbox/session',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email'],
          properties: {
            email: { type: 'string', minLength: 3, maxLength: 320 },
            accessTtlSeconds: { type: 'integer', minimum: 0, maximum: 31536000 },
            // A shopper who proved her e-mail and chose this password long ago (issue 36: a proof
            // made now would wipe a profile set before it, so browser tests start from this).
            password: { type: 'string', minLength: PASSWORD_MIN_LENGTH, maxLength: 200 },
          },
        },
      },
    },
    async (request, reply) => {
      const email = request.body.email.trim().toLowerCase();
      let user = await ctx.db
        .selectFrom('users')
        .selectAll()
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
        .executeTakeFirst();
      // An unknown address becomes a registered user without a password (as after a code sign-up).
      user ??= await ctx.db
        .insertInto('users')
        // A signed-in shopper as after a code sign-in: the e-mail is proven.
        .values({
          id: randomId('u'),
          email,
          is_guest: false,
          email_verified: true,
          phone_prefix: '+56',
          addresses: '[]',
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      if (request.body.password !== undefined)
        user = await ctx.db
          .updateTable('users')
          .set({ password_hash: await hashPassword(request.body.password), email_verified: true })
          .where('id', '=', user.id)
          .returningAll()
          .executeTakeFirstOrThrow();
      return send(reply, await signIn(ctx, user, request.body.accessTtlSeconds));
    },
  );

  app.post<{
    Body: {
      storeId: string;
      userEmail: string;
      price: number;
      description: string;
      currency?: string;
      callbackUrl?: string;
    };
  }>(
    '/sandbox/paymentRequests',
    {
      schema: {
        body: {
          type: 'object',
          required: ['storeId', 'userEmail', 'price', 'description'],
          properties: {
            storeId: { type: 'string', minLength: 1 },
            userEmail: { type: 'string', minLength: 3, maxLength: 320 },
            price: { type: 'number', exclusiveMinimum: 0 },
            description: { type: 'string', minLength: 1, maxLength: 500 },
            currency: { type: 'string', enum: ['clp', 'uf'] },
            callbackUrl: { type: 'string', maxLength: 2000 },
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      await storeById(ctx, body.storeId);
      const email = body.userEmail.trim().toLowerCase();
      const user = await ctx.db
        .selectFrom('users')
        .select('id')
        .where((eb) => eb(eb.fn('lower', ['email']), '=', email))
        .executeTakeFirst();
      const row = await ctx.db
        .insertInto('payment_requests')
        .values({
          id: unguessableId('pr'),
          store_id: body.storeId,
          user_email: email,
          user_id: user?.id ?? null,
          price: body.price,
          currency: body.currency ?? 'clp',
          description: body.description,
          status: 'pending',
          callback_url: body.callbackUrl ?? null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return send(reply, toPaymentRequest(row), 201);
    },
  );

  app.post<{ Params: { id: string }; Body: { stock: number | null } }>(
    '/sandbox/products/:id/stock',
    {
      schema: {
        body: {
          type: 'object',
          required: ['stock'],
          properties: { stock: { type: ['integer', 'null'], minimum: 0 } },
        },
      },
    },
    async (request, reply) => {
      const { stock } = request.body;
      const row = await ctx.db
        .updateTable('products')
        .set({ stock, full_stock: stock })
        .where('id', '=', request.params.id)
        .returningAll()
        .executeTakeFirst();
      if (!row) throw notFound();
      return send(reply, toProduct(row, ctx.urls()));
    },
  );
}
