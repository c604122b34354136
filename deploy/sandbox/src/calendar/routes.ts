// Issue 12 "Beyond the spec: a calendar of what is coming: an ICS feed per shopper (charges,
// deliveries, pause ends) that a phone calendar can subscribe to". POST
// /subscriptions/calendarLink hands the owner her feed's URL (bearer); GET /calendar/{token}.ics
// serves it to whoever holds the URL (no bearer: the token is the key; unknown → 404).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { requireUser } from '../http/authenticate';
import { send } from '../http/envelope';
import { notFound } from '../http/errors';
import { CHARGE_ID_OF_ROW } from '../subscriptions/instalments';
import { sha256 } from '../ids';
import { calendarLink } from './calendar-links';
import { CALENDAR_STATUSES, comingEvents } from './coming-events';
import { icsCalendar } from './ics';
import { storeById } from '../auth/accounts';
import { idField as id } from '../http/schema';

export const CALENDAR_NOT_FOUND = 'Calendar not found';

const linkBody = {
  type: 'object',
  required: ['userId', 'storeId'],
  properties: { userId: id, storeId: id, rotate: { type: 'boolean' } },
} as const;
const feedParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', pattern: '^[A-Za-z0-9_-]{43}$' } },
} as const;

export function registerCalendarRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: { userId: string; storeId: string; rotate?: boolean } }>(
    '/subscriptions/calendarLink',
    { schema: { body: linkBody } },
    async (request, reply) => {
      const auth = await requireUser(ctx, request);
      const { userId, storeId, rotate = false } = request.body;
      if (auth.userId !== userId) throw notFound();
      await storeById(ctx, storeId);
      const token = await calendarLink(ctx, userId, storeId, rotate);
      const url = `${ctx.urls().sandbox}/v1/calendar/${token}.ics`;
      return send(reply, { url, webcalUrl: url.replace(/^https?:/, 'webcal:') });
    },
  );

  app.get<{ Params: { token: string } }>(
    '/calendar/:token.ics',
    { schema: { params: feedParams } },
    async (request, reply) => {
      const link = await ctx.db
        .selectFrom('calendar_links')
        .innerJoin('stores', 'stores.id', 'calendar_links.store_id')
        .select([
          'calendar_links.user_id',
          'stores.id',
          'stores.name',
          'stores.service_type',
          'stores.doc',
        ])
        .where('calendar_links.token_hash', '=', sha256(request.params.token))
        .executeTakeFirst();
      if (!link) throw notFound(CALENDAR_NOT_FOUND);
      const rows = await ctx.db
        .selectFrom('subscriptions')
        .selectAll()
        .where('user_id', '=', link.user_id)
        .where('store_id', '=', link.id)
        .where('status', 'in', CALENDAR_STATUSES)
        // The subscriptions' calendar: a charge's instalments are the charges panel's.
        .where(CHARGE_ID_OF_ROW, 'is', null)
        .orderBy('created_at')
        .execute();
      const now = new Date();
      const host = new URL(ctx.urls().sandbox).hostname;
      // The name the shopper knows the store by (the navbar's), as the storefront shows it.
      const navbar = (
        link.doc as { content?: { navigation?: { navbar?: { storeName?: string } } } }
      ).content?.navigation?.navbar;
      const storeName = navbar?.storeName?.trim() || link.name;
      const text = icsCalendar({
        name: `Mis suscripciones · ${storeName}`,
        stamp: now,
        events: comingEvents(rows, { name: storeName, serviceType: link.service_type }, now, host),
      });
      return reply
        .code(200)
        .header('content-type', 'text/calendar; charset=utf-8')
        .header('content-disposition', `inline; filename="${link.name}.ics"`)
        .header('cache-control', 'private, no-store')
        .send(text);
    },
  );
}
