// /v1/users/{userId} and addAddress: the signed-in user's own record only (another's → 404).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { toUser } from '../auth/user-view';
import { requireUser } from '../http/authenticate';
import { send } from '../http/envelope';
import { notFound } from '../http/errors';
import { randomId } from '../ids';

const params = { type: 'object', required: ['userId'], properties: { userId: { type: 'string', minLength: 1, maxLength: 200 } } } as const;
const field = { type: ['string', 'null'], maxLength: 200 } as const;
const addressBody = {
  type: 'object',
  properties: {
    street: field,
    number: { anyOf: [{ type: 'string', maxLength: 20 }, { type: 'number' }, { type: 'null' }] },
    apartment: field,
    locality: field,
    commune: field,
    province: field,
    region: field,
    country: field,
    comment: { type: ['string', 'null'], maxLength: 500 },
    main: { type: 'boolean' },
  },
} as const;

type Address = Record<string, unknown> & { main?: boolean };

export function registerUserRoutes(app: FastifyInstance, ctx: AppContext): void {
  const ownUser = async (request: Parameters<typeof requireUser>[1], userId: string) => {
    const auth = await requireUser(ctx, request);
    if (auth.userId !== userId) throw notFound();
    const user = await ctx.db.selectFrom('users').selectAll().where('id', '=', userId).executeTakeFirst();
    if (!user) throw notFound();
    return user;
  };

  app.get<{ Params: { userId: string } }>('/users/:userId', { schema: { params } }, async (request, reply) =>
    send(reply, toUser(await ownUser(request, request.params.userId))),
  );

  app.post<{ Params: { userId: string }; Body: Address }>(
    '/users/:userId/addAddress',
    { schema: { params, body: addressBody } },
    async (request, reply) => {
      const { id } = await ownUser(request, request.params.userId);
      // Read and written under the row's lock: addresses are one JSON list, so two added at once
      // would otherwise each write the list without the other.
      const updated = await ctx.db.transaction().execute(async (trx) => {
        const user = await trx
          .selectFrom('users')
          .select('addresses')
          .where('id', '=', id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        const current = user.addresses as Address[];
        // The first address is the main one; a new main one takes the flag from the others.
        const main = request.body.main ?? current.length === 0;
        const address: Address = { ...request.body, _id: randomId('addr'), main };
        const addresses = [...current.map((item) => (main ? { ...item, main: false } : item)), address];
        return trx
          .updateTable('users')
          .set({ addresses: JSON.stringify(addresses) })
          .where('id', '=', id)
          .returningAll()
          .executeTakeFirstOrThrow();
      });
      return send(reply, toUser(updated));
    },
  );
}
