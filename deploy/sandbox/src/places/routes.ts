// GET /v1/places/autocomplete and /v1/places/details: the maps places service of spec 001 §7
// ("autocomplete and details"), played over Chile's communes (place-search.ts). Public like a
// maps key in the page; braked per client.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { brakeClient } from '../http/client-brake';
import { send } from '../http/envelope';
import { notFound } from '../http/errors';
import { autocomplete, placeDetails } from './place-search';
import { idField } from '../http/schema';

export const PLACES_LIMIT = { max: 120, windowMs: 60_000 } as const;
export const PLACE_NOT_FOUND = 'Place not found';

// A maps provider's session token groups one search and its details; the stand-in takes it and
// ignores it.
const sessionToken = { type: 'string', minLength: 1, maxLength: 100, pattern: '^[A-Za-z0-9_-]+$' } as const;

export function registerPlaceRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { input: string; sessionToken?: string } }>(
    '/places/autocomplete',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['input'],
          properties: { input: idField, sessionToken },
        },
      },
    },
    async (request, reply) => {
      await brakeClient(ctx, 'places', request.ip, PLACES_LIMIT);
      return send(reply, autocomplete(request.query.input));
    },
  );

  app.get<{ Querystring: { placeId: string; sessionToken?: string } }>(
    '/places/details',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['placeId'],
          properties: { placeId: { type: 'string', minLength: 1, maxLength: 1000 }, sessionToken },
        },
      },
    },
    async (request, reply) => {
      await brakeClient(ctx, 'places', request.ip, PLACES_LIMIT);
      const details = placeDetails(request.query.placeId);
      if (!details) throw notFound(PLACE_NOT_FOUND);
      return send(reply, details);
    },
  );
}
