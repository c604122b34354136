// 001 §7 "Public holidays service by year | list of dates": a service of its own, not the provider
// API. It speaks Nager.Date's public API (GET {url}/api/v3/PublicHolidays/{year}/CL, a list of
// { date: 'YYYY-MM-DD', localName, … }): https://date.nager.at in production, the sandbox's
// stand-in by default (`holidaysUrl` of /config.json, README "Third-party services"). A plain
// fetch: another host gets neither the bearer nor the envelope rule.
import * as v from 'valibot';

export interface HolidaysServiceOptions {
  /** The service's base URL, e.g. https://date.nager.at. */
  baseUrl: string;
  fetch?: (input: string, init?: RequestInit) => Promise<Response>;
}

export interface HolidaysService {
  /** Chile's public holidays of the year, 'YYYY-MM-DD', sorted, each once. Rejects on any failure. */
  holidays(year: number, options?: { signal?: AbortSignal }): Promise<string[]>;
}

const HolidayListSchema = v.array(
  v.looseObject({ date: v.pipe(v.string(), v.regex(/^\d{4}-\d{2}-\d{2}$/)) }),
);

export function holidaysUrlOf(baseUrl: string, year: number): string {
  return `${baseUrl.replace(/\/+$/, '')}/api/v3/PublicHolidays/${year}/CL`;
}

export function createHolidaysService(options: HolidaysServiceOptions): HolidaysService {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  return {
    async holidays(year, { signal } = {}) {
      const url = holidaysUrlOf(options.baseUrl, year);
      const response = await fetchImpl(url, { headers: { Accept: 'application/json' }, signal });
      if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
      const list = v.parse(HolidayListSchema, await response.json());
      return [...new Set(list.map((holiday) => holiday.date))].sort();
    },
  };
}
