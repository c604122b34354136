// Tests only: the public-holidays service (Nager.Date's API at the test config's holidaysUrl,
// render-in-shell.tsx) answering `days` for the years of today, of the next year and of `days`.
import type { FakeRoutes } from './fake-fetch';

export function holidaysRoutes(
  days: readonly string[] = [],
  years: readonly number[] = [],
): FakeRoutes {
  const thisYear = new Date().getUTCFullYear();
  const asked = new Set([
    thisYear,
    thisYear + 1,
    ...years,
    ...days.map((day) => Number(day.slice(0, 4))),
  ]);
  return Object.fromEntries(
    [...asked].map((year) => [
      `GET /sandbox/holidays/api/v3/PublicHolidays/${year}/CL`,
      () => ({ status: 200, json: days.map((date) => ({ date, countryCode: 'CL' })) }),
    ]),
  );
}
