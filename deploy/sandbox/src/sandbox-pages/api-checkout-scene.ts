// The merchant's side of fast checkout (API.md "Fast checkout (issue 13)"): POST /sandbox/apiCheckouts
// mints an API checkout for one shopper of one store and answers its token, as a merchant's
// backend would before sending the shopper to {store}/fast-checkout?token=…
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { storeById, storeByName } from '../auth/accounts';
import { resolveUrlText } from '../config/public-urls';
import { send } from '../http/envelope';
import { badRequest } from '../http/errors';
import { checkLines, mintApiCheckout } from '../subscriptions/api-checkout';
import { sceneUser } from './scene-user';
import {
  merchantRedirects,
  sceneBillingFrequency,
  scenePayday,
  sceneProducts,
} from './scene-schema';
import { idField } from '../http/schema';

const DAY = 24 * 3600 * 1000;

interface Body {
  storeName?: string;
  storeId?: string;
  email: string;
  products: { productId: string; quantity?: number }[];
  /** Days (000 §9); default 30 (monthly). */
  billingFrequency?: number;
  /** Days from now to the first payday; 0 or negative: pay now (001 §2). Default 0. */
  paydayInDays?: number;
  callbackUrl?: string | null;
  errorUrl?: string | null;
  /** Life of the token; default one hour. */
  ttlSeconds?: number;
}

export function registerApiCheckoutScene(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: Body }>(
    '/sandbox/apiCheckouts',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'products'],
          properties: {
            storeName: idField,
            storeId: idField,
            email: { type: 'string', minLength: 3, maxLength: 320 },
            products: sceneProducts,
            billingFrequency: sceneBillingFrequency,
            paydayInDays: scenePayday,
            ...merchantRedirects,
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      if (!body.storeId && !body.storeName) throw badRequest('storeName or storeId is required');
      const store = body.storeId
        ? await storeById(ctx, body.storeId)
        : await storeByName(ctx, body.storeName!);
      const user = await sceneUser(ctx, body.email, store.id);
      const lines = body.products.map((line) => ({
        productId: line.productId,
        quantity: line.quantity ?? 1,
      }));
      const billingFrequency = body.billingFrequency ?? 30;
      await checkLines(ctx.db, store.id, lines, billingFrequency);
      const urls = ctx.urls();
      const url = (value: string | null | undefined) =>
        value ? resolveUrlText(value, urls) : null;
      const now = Date.now();
      const expiresAt = new Date(now + (body.ttlSeconds ?? 3600) * 1000);
      const token = await mintApiCheckout(ctx.db, {
        storeId: store.id,
        userId: user.id,
        lines,
        billingFrequency,
        payday: new Date(now + (body.paydayInDays ?? 0) * DAY),
        callbackUrl: url(body.callbackUrl),
        errorUrl: url(body.errorUrl),
        expiresAt,
      });
      return send(reply, { token, storeId: store.id, expiresAt: expiresAt.toISOString() }, 201);
    },
  );
}
