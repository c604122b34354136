// /v1 issue 4 profile patch (PUT /auth): names, rut and phone of the bearer's account, guests too.
// Errors and messages: API.md "Auth".
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { requireUser } from '../http/authenticate';
import { send } from '../http/envelope';
import { notFound } from '../http/errors';
import { blankToNull, optionalName, profileFields } from './session-fields';
import { toUser } from './user-view';

interface ProfileBody {
  name?: string | null;
  lastName?: string | null;
  rut?: string | null;
  phone?: string | null;
  phonePrefix?: string | null;
}

export function registerProfileRoute(app: FastifyInstance, ctx: AppContext): void {
  app.put<{ Body: ProfileBody }>(
    '/auth',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            name: optionalName,
            lastName: optionalName,
            rut: { type: ['string', 'null'], maxLength: 20 },
            phone: { type: ['string', 'null'], maxLength: 30 },
            phonePrefix: { type: ['string', 'null'], maxLength: 10 },
          },
        },
      },
    },
    async (request, reply) => {
      const auth = await requireUser(ctx, request); // guests too (user-info before a guest checkout)
      const current = await ctx.db
        .selectFrom('users')
        .selectAll()
        .where('id', '=', auth.userId)
        .executeTakeFirst();
      if (!current) throw notFound();
      const body = request.body;
      const patch = {
        ...profileFields(body, current.phone_prefix),
        ...(body.name !== undefined ? { name: blankToNull(body.name) } : {}),
        ...(body.lastName !== undefined ? { last_name: blankToNull(body.lastName) } : {}),
      };
      if (!Object.keys(patch).length) return send(reply, toUser(current));
      const user = await ctx.db
        .updateTable('users')
        .set(patch)
        .where('id', '=', auth.userId)
        .returningAll()
        .executeTakeFirstOrThrow();
      return send(reply, toUser(user));
    },
  );
}
