// The analytics service's stand-in (000 §2, 001 §7): Segment's tracking API, as Segment's own
// browser client (@segment/analytics-next, used by the shell: README "Third-party services") calls
// it: POST {apiHost}/t, /p, /i (track, page, identify; /b a batch of them) with a JSON body sent as
// text/plain (a simple request: no preflight). The store comes in the event's context
// (context.storeId). What it accepts it keeps like the provider API's own intake
// (POST /v1/analytics/events), readable at GET /sandbox/analytics. Any page may call it (a public
// file: sandbox-access.ts), braked per client like that intake.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { brakeClient } from '../http/client-brake';
import { badRequest } from '../http/errors';
import { ANALYTICS_LIMIT, recordAnalyticsEvent, type AnalyticsEventBody } from './routes';

export const TRACKING_API_PATH = '/sandbox/segment/v1/:call';

const TYPE_OF_CALL: Record<string, AnalyticsEventBody['type']> = {
  t: 'track',
  track: 'track',
  p: 'page',
  page: 'page',
  i: 'identify',
  identify: 'identify',
};

type Message = Record<string, unknown>;
const text = (value: unknown, max: number) =>
  typeof value === 'string' && value.length > 0 && value.length <= max ? value : undefined;

/** A tracking-API message as the collector's event, or why not. */
export function eventOfMessage(
  message: Message,
  type: AnalyticsEventBody['type'],
): AnalyticsEventBody {
  const context = (message.context ?? {}) as Message;
  const storeId = text(context.storeId, 200);
  if (!storeId)
    throw badRequest('An event needs context.storeId', { 'context.storeId': 'required' });
  const properties = message.properties;
  if (
    properties !== undefined &&
    (typeof properties !== 'object' || properties === null || Array.isArray(properties))
  )
    throw badRequest('Invalid properties', { properties: 'an object' });
  const event = text(type === 'page' ? message.name : message.event, 100);
  const userId = text(message.userId, 200);
  const anonymousId = text(message.anonymousId, 200);
  return {
    type,
    storeId,
    ...(event ? { event } : {}),
    ...(userId ? { userId } : {}),
    ...(anonymousId ? { anonymousId } : {}),
    ...(properties ? { properties: properties as Record<string, unknown> } : {}),
  };
}

function parsed(body: unknown): Message {
  if (typeof body !== 'string') return (body ?? {}) as Message;
  try {
    const value: unknown = JSON.parse(body);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Message;
  } catch {
    // answered below
  }
  throw badRequest('Invalid JSON body');
}

export function registerTrackingApiStandIn(app: FastifyInstance, ctx: AppContext): void {
  app.post<{ Params: { call: string } }>(
    TRACKING_API_PATH,
    {
      schema: {
        params: {
          type: 'object',
          required: ['call'],
          properties: {
            call: { type: 'string', enum: [...Object.keys(TYPE_OF_CALL), 'b', 'batch'] },
          },
        },
      },
    },
    async (request, reply) => {
      await brakeClient(ctx, 'analytics', request.ip, ANALYTICS_LIMIT);
      const message = parsed(request.body);
      const { call } = request.params;
      const batch = call === 'b' || call === 'batch';
      const messages = batch
        ? Array.isArray(message.batch)
          ? (message.batch as Message[])
          : null
        : [message];
      if (!messages || messages.length > 100)
        throw badRequest('Invalid batch', { batch: '1 to 100 messages' });
      for (const item of messages) {
        const type = batch ? TYPE_OF_CALL[String(item.type)] : TYPE_OF_CALL[call];
        if (!type) throw badRequest('Unknown message type', { type: 'track, page or identify' });
        await recordAnalyticsEvent(ctx, eventOfMessage(item, type));
      }
      // What Segment's API answers.
      return reply.send({ success: true });
    },
  );
}
