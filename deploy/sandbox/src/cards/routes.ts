// /v1/cards: the owner's cards only (another user's card is 404), and the card inscription
// handshake: start → the provider page (/sandbox/card-inscription) → confirm.
import type { FastifyInstance } from 'fastify';
import { isStorePage } from '../config/store-origin';
import type { AppContext } from '../context';
import { requireRegistered, requireUser } from '../http/authenticate';
import { send } from '../http/envelope';
import { badRequest, conflict, HttpError, notFound } from '../http/errors';
import { randomId, randomToken } from '../ids';
import { canDeleteCard, deleteCard } from './card-rules';
import { recordCardVerification } from './card-verification';
import { toCard } from './card-view';
import { idField, requiredIds } from '../http/schema';
import { storeById } from '../auth/accounts';

const idParams = requiredIds('id');
const storeIdProp = { storeId: { type: 'string', minLength: 1, maxLength: 200 } } as const;

export const INSCRIPTION_FAILED = 'Inscription failed';

export function registerCardRoutes(app: FastifyInstance, ctx: AppContext): void {
  const ownCard = async (cardId: string, userId: string) => {
    const card = await ctx.db
      .selectFrom('cards')
      .selectAll()
      .where('id', '=', cardId)
      .where('user_id', '=', userId)
      .executeTakeFirst();
    if (!card) throw notFound();
    return card;
  };

  app.get<{ Params: { userId: string }; Querystring: { storeId: string } }>(
    '/cards/user/:userId',
    {
      schema: {
        params: {
          type: 'object',
          required: ['userId'],
          properties: { userId: { type: 'string', minLength: 1 } },
        },
        querystring: { type: 'object', required: ['storeId'], properties: storeIdProp },
      },
    },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      if (auth.userId !== request.params.userId) throw notFound();
      if (auth.isGuest) return send(reply, []); // a guest has no cards
      const rows = await ctx.db
        .selectFrom('cards')
        .selectAll()
        .where('user_id', '=', auth.userId)
        .where('store_id', '=', request.query.storeId)
        .orderBy('created_at')
        .orderBy('id')
        .execute();
      return send(reply, rows.map(toCard));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/cards/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      const auth = await requireRegistered(ctx, request);
      return send(reply, toCard(await ownCard(request.params.id, auth.userId)));
    },
  );

  app.get<{ Params: { id: string } }>(
    '/cards/:id/canBeDeleted',
    { schema: { params: idParams } },
    async (request, reply) => {
      const auth = await requireRegistered(ctx, request);
      const card = await ownCard(request.params.id, auth.userId);
      return send(reply, await canDeleteCard(ctx.db, card.id));
    },
  );

  app.delete<{ Params: { id: string } }>(
    '/cards/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      const auth = await requireRegistered(ctx, request);
      const card = await ownCard(request.params.id, auth.userId);
      if (!(await canDeleteCard(ctx.db, card.id))) throw conflict('Card cannot be deleted');
      await deleteCard(ctx.db, card.id);
      return send(reply, { deleted: true });
    },
  );

  app.post<{ Body: { storeId: string; returnUrl: string } }>(
    '/cards/inscription',
    {
      schema: {
        body: {
          type: 'object',
          required: ['storeId', 'returnUrl'],
          properties: {
            ...storeIdProp,
            returnUrl: { type: 'string', minLength: 1, maxLength: 2000 },
          },
        },
      },
    },
    async (request, reply) => {
      const auth = await requireRegistered(ctx, request);
      const { storeId, returnUrl } = request.body;
      const store = await storeById(ctx, storeId);
      // The provider returns only to the store's own pages (issue 10: never to any address given).
      if (!isStorePage(returnUrl, store, ctx.urls())) {
        throw badRequest('returnUrl must be a page of the store', {
          returnUrl: 'not a page of the store',
        });
      }
      const token = randomToken();
      await ctx.db
        .insertInto('card_inscriptions')
        .values({
          token,
          store_id: storeId,
          user_id: auth.userId,
          return_url: returnUrl,
          status: 'started',
        })
        .execute();
      const redirectUrl = `${ctx.urls().sandbox}/sandbox/card-inscription?token=${encodeURIComponent(token)}`;
      return send(reply, { token, redirectUrl }, 201);
    },
  );

  app.post<{ Body: { token: string; storeId: string } }>(
    '/cards/inscription/confirm',
    {
      schema: {
        body: {
          type: 'object',
          required: ['token', 'storeId'],
          properties: { ...storeIdProp, token: idField },
        },
      },
    },
    async (request, reply) => {
      const auth = await requireRegistered(ctx, request);
      const inscription = await ctx.db
        .selectFrom('card_inscriptions')
        .selectAll()
        .where('token', '=', request.body.token)
        .where('store_id', '=', request.body.storeId)
        .where('user_id', '=', auth.userId)
        .executeTakeFirst();
      if (!inscription) throw new HttpError(400, INSCRIPTION_FAILED);
      if (inscription.status === 'confirmed' && inscription.card_id) {
        // Confirming twice (a reload of the return page) gives the same card.
        return send(reply, toCard(await ownCard(inscription.card_id, auth.userId)));
      }
      if (inscription.status !== 'succeeded') throw new HttpError(400, INSCRIPTION_FAILED);
      const card = await ctx.db.transaction().execute(async (trx) => {
        // Claim the inscription first: of two confirms racing, one claims it and makes the card
        // (and its CLP 50 verification); the other finds it claimed and returns that card.
        const claimed = await trx
          .updateTable('card_inscriptions')
          .set({ status: 'confirmed' })
          .where('token', '=', inscription.token)
          .where('status', '=', 'succeeded')
          .returning('token')
          .executeTakeFirst();
        if (!claimed) return undefined;
        const created = await trx
          .insertInto('cards')
          .values({
            id: randomId('card'),
            store_id: inscription.store_id,
            user_id: auth.userId,
            brand: inscription.brand ?? 'Visa',
            type: inscription.type ?? 'Credit',
            digits: inscription.digits ?? '0000',
          })
          .returningAll()
          .executeTakeFirstOrThrow();
        await trx
          .updateTable('card_inscriptions')
          .set({ card_id: created.id })
          .where('token', '=', inscription.token)
          .execute();
        await recordCardVerification(trx, inscription, created.id);
        return created;
      });
      if (!card) {
        const confirmed = await ctx.db
          .selectFrom('card_inscriptions')
          .select('card_id')
          .where('token', '=', inscription.token)
          .executeTakeFirst();
        if (!confirmed?.card_id) throw new HttpError(400, INSCRIPTION_FAILED);
        return send(reply, toCard(await ownCard(confirmed.card_id, auth.userId)));
      }
      return send(reply, toCard(card), 201);
    },
  );
}
