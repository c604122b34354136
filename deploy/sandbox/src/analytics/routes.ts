// POST /v1/analytics/events: the analytics service of spec 000 §2 ("receives identify, track and
// page events") and 001 §7 ("Every event-tracking call goes to an analytics service"). Public (a
// page sends before anybody signs in), braked per client, each event bounded; the sandbox keeps
// them for GET /sandbox/analytics (analytics-scene.ts).
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { brakeClient } from '../http/client-brake';
import { send } from '../http/envelope';
import { badRequest, notFound } from '../http/errors';
import { idField as id } from '../http/schema';

export const ANALYTICS_LIMIT = { max: 600, windowMs: 60_000 } as const;
/** Bytes of an event's properties as JSON. */
export const MAX_PROPERTIES_BYTES = 4_096;
export const ANALYTICS_TYPES = ['identify', 'track', 'page'] as const;

export interface AnalyticsEventBody {
  type: (typeof ANALYTICS_TYPES)[number];
  storeId: string;
  event?: string;
  userId?: string;
  anonymousId?: string;
  properties?: Record<string, unknown>;
}

export function registerAnalyticsRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Body: AnalyticsEventBody }>(
    '/analytics/events',
    {
      schema: {
        body: {
          type: 'object',
          required: ['type', 'storeId'],
          properties: {
            type: { type: 'string', enum: ANALYTICS_TYPES },
            storeId: id,
            event: { type: 'string', minLength: 1, maxLength: 100 },
            userId: id,
            anonymousId: id,
            properties: { type: 'object', maxProperties: 50 },
          },
        },
      },
    },
    async (request, reply) => {
      await brakeClient(ctx, 'analytics', request.ip, ANALYTICS_LIMIT);
      const id = await recordAnalyticsEvent(ctx, request.body);
      return send(reply, { _id: id }, 201);
    },
  );
}

/**
 * Checks and keeps one event (Segment's rules: a track names its event, an identify its user;
 * properties at most MAX_PROPERTIES_BYTES as JSON; a known store). Its id.
 */
export async function recordAnalyticsEvent(
  ctx: AppContext,
  body: AnalyticsEventBody,
): Promise<string> {
  // Segment's rules: a track names its event; an identify names its user.
  if (body.type === 'track' && !body.event)
    throw badRequest('A track event needs event', { event: 'required for track' });
  if (body.type === 'identify' && !body.userId)
    throw badRequest('An identify event needs userId', { userId: 'required for identify' });
  const properties = JSON.stringify(body.properties ?? {});
  if (Buffer.byteLength(properties) > MAX_PROPERTIES_BYTES) {
    throw badRequest('Properties too large', {
      properties: `at most ${MAX_PROPERTIES_BYTES} bytes as JSON`,
    });
  }
  const store = await ctx.db
    .selectFrom('stores')
    .select('id')
    .where('id', '=', body.storeId)
    .executeTakeFirst();
  if (!store) throw notFound('Store not found');
  const row = await ctx.db
    .insertInto('analytics_events')
    .values({
      store_id: body.storeId,
      type: body.type,
      event: body.event ?? null,
      user_id: body.userId ?? null,
      anonymous_id: body.anonymousId ?? null,
      properties,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return String(row.id);
}
