// GET /v1/holidays: the days a base payday may not fall on, for a store and a year.
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../context';
import { send } from '../http/envelope';
import { HOLIDAY_YEARS, holidaysFor, overridesOf } from './chile-holidays';
import { storeById } from '../auth/accounts';
import { idField } from '../http/schema';

const holidaysQuery = {
  type: 'object',
  required: ['year', 'storeId'],
  properties: {
    year: { type: 'integer', minimum: HOLIDAY_YEARS.min, maximum: HOLIDAY_YEARS.max },
    storeId: idField,
  },
} as const;

export function registerHolidayRoutes(app: FastifyInstance, ctx: AppContext): void {
  app.get<{ Querystring: { year: number; storeId: string } }>(
    '/holidays',
    { schema: { querystring: holidaysQuery } },
    async (request, reply) => {
      const { year, storeId } = request.query;
      const store = await storeById(ctx, storeId);
      return send(reply, holidaysFor(year, overridesOf(store.doc)));
    },
  );
}
