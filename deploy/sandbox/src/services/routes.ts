// GET /v1/services/{id} (002 §7 "GET services/{serviceId}"). Bearer (002 §5 "every route requires
// authentication"). An inactive service is answered too (`active: false`): the page decides to
// show 002 §2 "no existe o no se encuentra activo", as it does for another store's service.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { requireUser } from '../http/authenticate';
import { send } from '../http/envelope';
import { notFound } from '../http/errors';
import { SERVICE_NOT_FOUND, toService } from './service-view';
import { requiredIds } from '../http/schema';

const idParams = requiredIds('id');

export function registerServiceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Params: { id: string } }>(
    '/services/:id',
    { schema: { params: idParams } },
    async (request, reply) => {
      await requireUser(ctx, request);
      const row = await ctx.db
        .selectFrom('services')
        .selectAll()
        .where('id', '=', request.params.id)
        .executeTakeFirst();
      if (!row) throw notFound(SERVICE_NOT_FOUND);
      return send(reply, toService(row));
    },
  );
}
