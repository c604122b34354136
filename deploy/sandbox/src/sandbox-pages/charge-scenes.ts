// Charge and service scenes (API.md "Sandbox-only"; issue 14 "Merchant scenes for tests: create a
// charge with N instalments, a service"): the merchant's side the storefront never shows, so each
// browser test owns its rows (Ana's seeded charges are read by other tests). A reset removes them.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { storeByName } from '../auth/accounts';
import { chargeView } from '../charges/charge-view';
import { completeChargeWhenPaid, instalmentRows } from '../subscriptions/instalments';
import { send } from '../http/envelope';
import { randomId } from '../ids';
import { toService } from '../services/service-view';
import { CHARGE_STATUSES } from '../charges/routes';
import { insertSceneCard, sceneUser } from './scene-user';

const DAY = 24 * 3600 * 1000;
const INSTALMENT_STATUSES = [
  'pending',
  'completed',
  'failed attempt 1',
  'failed attempt 2',
  'failed attempt 3',
  'failed',
] as const;

interface ChargeScene {
  email: string;
  storeName: string;
  name?: string;
  description?: string;
  status?: (typeof CHARGE_STATUSES)[number];
  instalmentPrice?: number;
  installments: { paydayInDays: number; status?: (typeof INSTALMENT_STATUSES)[number] }[];
  /** Last four digits of a card made for the scene (`0002` declines); null or absent: no card. */
  cardDigits?: string | null;
  files?: { name: string; fileUrl: string }[];
}

interface ServiceScene {
  storeName: string;
  name: string;
  description?: string;
  price: number;
  currency?: string;
  active?: boolean;
  installments?: number;
}

const text = (max: number) => ({ type: 'string', minLength: 1, maxLength: max }) as const;

export function registerChargeScenes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: ChargeScene }>(
    '/sandbox/charges',
    {
      schema: {
        body: {
          type: 'object',
          required: ['email', 'storeName', 'installments'],
          properties: {
            email: { type: 'string', minLength: 3, maxLength: 320 },
            storeName: text(200),
            name: text(200),
            description: { type: 'string', maxLength: 2000 },
            status: { type: 'string', enum: [...CHARGE_STATUSES] },
            instalmentPrice: { type: 'number', minimum: 0, maximum: 100_000_000 },
            installments: {
              type: 'array',
              minItems: 1,
              maxItems: 24,
              items: {
                type: 'object',
                required: ['paydayInDays'],
                properties: {
                  paydayInDays: { type: 'integer', minimum: -400, maximum: 800 },
                  status: { type: 'string', enum: [...INSTALMENT_STATUSES] },
                },
              },
            },
            cardDigits: { type: ['string', 'null'], pattern: '^[0-9]{4}$' },
            files: {
              type: 'array',
              maxItems: 10,
              items: {
                type: 'object',
                required: ['name', 'fileUrl'],
                properties: { name: text(200), fileUrl: text(2000) },
              },
            },
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const store = await storeByName(ctx, body.storeName);
      const user = await sceneUser(ctx, body.email, store.id);
      const now = new Date();
      const status = body.status ?? 'pending';
      const price = body.instalmentPrice ?? 10000;
      const row = await ctx.db.transaction().execute(async (trx) => {
        const cardId = body.cardDigits
          ? await insertSceneCard(trx, {
              storeId: store.id,
              userId: user.id,
              digits: body.cardDigits,
              at: now,
            })
          : null;
        const approved = status !== 'pending' && status !== 'rejected';
        const charge = await trx
          .insertInto('charges')
          .values({
            id: randomId('ch'),
            store_id: store.id,
            user_id: user.id,
            name: body.name ?? 'Cobro de prueba',
            status,
            total_price: price * body.installments.length,
            currency: 'clp',
            card_id: cardId,
            payment_type: approved ? (cardId ? 'recurring' : 'single') : null,
            approved_at: approved ? new Date(now.getTime() - DAY) : null,
            service_id: null,
            doc: JSON.stringify({
              description: body.description ?? body.name ?? 'Cobro de prueba',
              files: body.files ?? [],
            }),
            created_at: new Date(now.getTime() - 2 * DAY),
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .insertInto('subscriptions')
          .values(
            instalmentRows(
              charge,
              store.payment_methods,
              body.installments.map((instalment) => ({
                price,
                payday: new Date(now.getTime() + instalment.paydayInDays * DAY),
                status: instalment.status,
              })),
              charge.created_at,
            ),
          )
          .execute();
        // An approved scene whose instalments are all paid is completed, as a paid last one makes it.
        await completeChargeWhenPaid(trx, charge.id);
        return trx
          .selectFrom('charges')
          .selectAll()
          .where('id', '=', charge.id)
          .executeTakeFirstOrThrow();
      });
      return send(reply, await chargeView(ctx.db, row, ctx.urls()), 201);
    },
  );

  app.post<{ Body: ServiceScene }>(
    '/sandbox/services',
    {
      schema: {
        body: {
          type: 'object',
          required: ['storeName', 'name', 'price'],
          properties: {
            storeName: text(200),
            name: text(200),
            description: { type: 'string', maxLength: 5000 },
            price: { type: 'number', minimum: 0, maximum: 100_000_000 },
            currency: { type: 'string', enum: ['clp', 'clf'] },
            active: { type: 'boolean' },
            installments: { type: 'integer', minimum: 1, maximum: 24 },
          },
        },
      },
    },
    async (request, reply) => {
      const body = request.body;
      const store = await storeByName(ctx, body.storeName);
      const row = await ctx.db
        .insertInto('services')
        .values({
          id: randomId('svc'),
          store_id: store.id,
          name: body.name,
          description: body.description ?? '',
          price: body.price,
          currency: body.currency ?? 'clp',
          active: body.active ?? true,
          installments: body.installments ?? 1,
          created_at: new Date(),
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return send(reply, toService(row), 201);
    },
  );
}
