// POST /v1/charges/createFromService (001 §7; 002 §4 "Service hiring", §7 "createFromService with
// serviceId, userId, cardId (response transaction.status)"). A hire makes an approved charge
// named after the service with `installments` monthly instalments of price / installments, the
// first due now; with a card the charge is automatic and its first instalment is charged at once
// through checkout's simulated Oneclick: approved → that instalment completed and the transaction
// "completed"; declined → `failed attempt 1` and "failed" (the clock retries it within the six
// hours of 002 §8's warning, see clock/instalment-rules.ts). Without a card nothing is charged.
// Money: the Idempotency-Key is required; everything happens in one transaction under the key
// (idempotency/idempotency-key.ts `underKey`) and the service's row lock, so a repeat or a race of one
// hire answers the first one's charge and payment.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import type { Database, JsonObject } from '../db/schema/index';
import type { Transaction } from 'kysely';
import { roundPrice } from '@storefront/domain/pricing';
import {
  idempotencyKeyOf,
  requestHashOf,
  storedAnswer,
  underKey,
} from '../idempotency/idempotency-key';
import { oneclickCharge } from '../billing/oneclick';
import { requireRegistered } from '../http/authenticate';
import { send } from '../http/envelope';
import { notFound } from '../http/errors';
import { randomId } from '../ids';
import { SERVICE_NOT_FOUND } from '../services/service-view';
import { TRANSACTION_STATUS } from '../transactions/transaction-view';
import { chargeView } from './charge-view';
import {
  completeChargeWhenPaid,
  instalmentRows,
  monthlyPayday,
  splitPrice,
  type InstalmentRow,
} from '../subscriptions/instalments';
import { CARD_NOT_FOUND } from './owned-charge';
import { insertOneclickTransaction } from '../subscriptions/oneclick-transaction';
import { idField as id } from '../http/schema';

/** 002 §9 "First-charge retry window for a hired service: six hours". */
export const FIRST_CHARGE_RETRY_HOURS = 6;

interface HireBody {
  serviceId: string;
  userId: string;
  cardId?: string | null;
}

const hireBody = {
  type: 'object',
  required: ['serviceId', 'userId'],
  properties: {
    serviceId: id,
    userId: id,
    cardId: { type: ['string', 'null'], minLength: 1, maxLength: 200 },
  },
} as const;

type Trx = Transaction<Database>;

async function activeService(db: Trx | AppContext['db'], serviceId: string, lock = false) {
  let query = db
    .selectFrom('services')
    .innerJoin('stores', 'stores.id', 'services.store_id')
    .selectAll('services')
    .select('stores.payment_methods')
    .where('services.id', '=', serviceId)
    .where('services.active', '=', true);
  if (lock) query = query.forUpdate('services');
  const row = await query.executeTakeFirst();
  if (!row) throw notFound(SERVICE_NOT_FOUND);
  return row;
}

async function shopperCard(
  db: Trx | AppContext['db'],
  cardId: string,
  userId: string,
  storeId: string,
) {
  const card = await db
    .selectFrom('cards')
    .select(['id', 'digits'])
    .where('id', '=', cardId)
    .where('user_id', '=', userId)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  if (!card) throw notFound(CARD_NOT_FOUND);
  return card;
}

/** Charges the first instalment (locked: just inserted); the transaction's /v1 answer. */
async function chargeFirstInstalment(
  trx: Trx,
  first: InstalmentRow,
  card: { id: string; digits: string },
  key: string,
  now: Date,
): Promise<{ _id: string; status: string }> {
  const amount = roundPrice(first.price, first.currency);
  const result = oneclickCharge(card, amount);
  const transactionId = randomId('tx');
  const status = result.approved ? 'approved' : 'declined';
  await insertOneclickTransaction(trx, {
    id: transactionId,
    row: first,
    cardId: card.id,
    approved: result.approved,
    amount,
    idempotencyKey: key,
    at: now,
  });
  const doc: JsonObject = result.approved
    ? {
        ...first.doc,
        transaction: {
          _id: transactionId,
          date: now.toISOString(),
          authorizationCode: result.authorizationCode,
        },
      }
    : {
        ...first.doc,
        // The server's own attempt (as the clock's), and the window its retry must fall in.
        lastAutoAttemptAt: now.toISOString(),
        firstChargeRetryBy: new Date(
          now.getTime() + FIRST_CHARGE_RETRY_HOURS * 3600 * 1000,
        ).toISOString(),
      };
  await trx
    .updateTable('subscriptions')
    .set({ status: result.approved ? 'completed' : 'failed attempt 1', doc: JSON.stringify(doc) })
    .where('id', '=', first.id)
    .execute();
  if (result.approved) await completeChargeWhenPaid(trx, String(first.doc.chargeId));
  return { _id: transactionId, status: TRANSACTION_STATUS[status]! };
}

export function registerCreateFromService(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: HireBody }>(
    '/charges/createFromService',
    { schema: { body: hireBody } },
    async (request, reply) => {
      const auth = await requireRegistered(ctx, request);
      const body = request.body;
      if (body.userId !== auth.userId) throw notFound();
      const key = idempotencyKeyOf(request);
      const requestHash = requestHashOf(body);
      const replay = await storedAnswer(ctx.db, auth.userId, key, requestHash);
      if (replay) return send(reply, replay.response, replay.statusCode);
      // Checks that write nothing first; again under the lock below.
      const read = await activeService(ctx.db, body.serviceId);
      if (body.cardId) await shopperCard(ctx.db, body.cardId, auth.userId, read.store_id);

      const outcome = await ctx.db.transaction().execute((trx) =>
        underKey(trx, auth.userId, key, requestHash, async () => {
          const service = await activeService(trx, body.serviceId, true);
          const card = body.cardId
            ? await shopperCard(trx, body.cardId, auth.userId, service.store_id)
            : null;
          const now = new Date();
          const charge = await trx
            .insertInto('charges')
            .values({
              id: randomId('ch'),
              store_id: service.store_id,
              user_id: auth.userId,
              name: service.name,
              status: 'approved',
              total_price: service.price,
              currency: service.currency,
              card_id: card?.id ?? null,
              payment_type: card ? 'recurring' : 'single',
              approved_at: now,
              service_id: service.id,
              doc: JSON.stringify({ description: service.description, files: [] }),
              created_at: now,
            })
            .returningAll()
            .executeTakeFirstOrThrow();
          const prices = splitPrice(service.price, service.installments, service.currency);
          const instalments = await trx
            .insertInto('subscriptions')
            .values(
              instalmentRows(
                charge,
                service.payment_methods,
                prices.map((price, index) => ({ price, payday: monthlyPayday(now, index) })),
                now,
              ),
            )
            .returningAll()
            .execute();
          const first = instalments.find((row) => row.doc.installmentNumber === 1)!;
          const transaction = card ? await chargeFirstInstalment(trx, first, card, key, now) : null;
          const paid = await trx
            .selectFrom('charges')
            .selectAll()
            .where('id', '=', charge.id)
            .executeTakeFirstOrThrow();
          const response = { charge: await chargeView(trx, paid, ctx.urls()), transaction };
          // Kept whatever the card said: the charge exists either way, and a repeat must not hire
          // again (a declined first charge is the clock's to retry, not the shopper's).
          return {
            value: response,
            keep: { statusCode: 201, response: JSON.parse(JSON.stringify(response)) },
          };
        }),
      );
      if (outcome.replay) return send(reply, outcome.replay.response, outcome.replay.statusCode);
      return send(reply, outcome.value, 201);
    },
  );
}
