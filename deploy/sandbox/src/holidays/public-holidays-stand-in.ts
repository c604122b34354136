// The public-holidays service of 001 §7 ("by year | list of dates"), as the storefront calls it:
// Nager.Date's public API (GET /api/v3/PublicHolidays/{year}/{countryCode}; https://date.nager.at
// in production, README "Third-party services"). This stand-in answers Chile's public holidays from
// the date-holidays package plus the days it lacks (Sábado Santo, the 2025 election days), the same
// days the provider API's own payday check refuses for a seeded store (GET /v1/holidays). A page
// reads it across origins, so it is a public file (sandbox-access.ts). Another country: [] (the
// storefront only asks for CL).
import type { FastifyInstance } from 'fastify';
import { holidayOverrides } from '../seed/store-content';
import { HOLIDAY_YEARS, holidaysFor } from './chile-holidays';

export const PUBLIC_HOLIDAYS_PATH = '/sandbox/holidays/api/v3/PublicHolidays/:year/:countryCode';

/** One entry as Nager.Date writes it. */
export interface PublicHoliday {
  date: string;
  localName: string;
  name: string;
  countryCode: string;
  fixed: boolean;
  global: boolean;
  counties: null;
  launchYear: null;
  types: ['Public'];
}

export function chileHolidayEntries(year: number): PublicHoliday[] {
  return holidaysFor(year, holidayOverrides()).map((date) => ({
    date,
    localName: 'Feriado',
    name: 'Public holiday',
    countryCode: 'CL',
    fixed: false,
    global: true,
    counties: null,
    launchYear: null,
    types: ['Public'],
  }));
}

export function registerPublicHolidaysStandIn(app: FastifyInstance): void {
  app.get<{ Params: { year: number; countryCode: string } }>(
    PUBLIC_HOLIDAYS_PATH,
    {
      schema: {
        params: {
          type: 'object',
          required: ['year', 'countryCode'],
          properties: {
            year: { type: 'integer', minimum: HOLIDAY_YEARS.min, maximum: HOLIDAY_YEARS.max },
            countryCode: { type: 'string', pattern: '^[A-Za-z]{2}$' },
          },
        },
      },
    },
    async (request, reply) => {
      const { year, countryCode } = request.params;
      reply.header('cache-control', 'public, max-age=3600');
      return reply.send(countryCode.toUpperCase() === 'CL' ? chileHolidayEntries(year) : []);
    },
  );
}
