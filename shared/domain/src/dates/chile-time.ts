// A time of day as the shopper lives it: Chile's clock (issue 39 "Times are shown in Chile's time
// zone (America/Santiago) wherever a time of day is shown; dates follow the spec"). The receipt's
// "date (DD/MM/YYYY HH:mm:ss)" and its "amount paid with a Spanish date" (002 §9) name the moment
// she paid, so both read Santiago's clock and calendar: a payment at 23:08 UTC was made at 20:08,
// and one at 01:00 UTC on the 5th was made on the 4th. A date alone (DD/MM/YYYY) stays the UTC
// day (001 §9 "dates are UTC"): format-date.ts.
// Its own module because it alone needs dayjs's timezone plugin and `es` locale (~1.5 KB): only the
// receipt carries them, not every page that prints DD/MM/YYYY.
import timezone from 'dayjs/plugin/timezone';
import es from 'dayjs/locale/es';
import dayjs, { type Dayjs } from 'dayjs';
import { utcInstant, type DateInput } from './utc-instant';

// On the page's one dayjs (a federation singleton); utc-instant.ts installed the utc plugin first.
dayjs.extend(timezone);

/** Chile's continental zone: UTC-3 in summer, UTC-4 in winter (the IANA rules, via Intl). */
export const CHILE_TIME_ZONE = 'America/Santiago';
/** The receipt's date and time (002 §9 "date (DD/MM/YYYY HH:mm:ss)"), 24-hour clock. */
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm:ss';
/** es's own long date ('LL'), spelled out so a change of the locale file cannot move it. */
export const SPANISH_LONG_DATE_FORMAT = 'D [de] MMMM [de] YYYY';

function chileInstant(value: DateInput): Dayjs | null {
  return utcInstant(value)?.tz(CHILE_TIME_ZONE) ?? null;
}

/** '2026-12-04T23:08:05Z' → '04/12/2026 20:08:05' (Santiago); '' for a missing or unreadable date. */
export function formatChileDateTime(value: DateInput): string {
  return chileInstant(value)?.format(DATE_TIME_FORMAT) ?? '';
}

/** '2026-12-05T01:00:00Z' → '4 de diciembre de 2026' (Santiago's day); '' when missing. */
export function formatChileLongDate(value: DateInput): string {
  // The locale object on this one instance: dayjs's global locale stays English for everyone else.
  return chileInstant(value)?.locale(es).format(SPANISH_LONG_DATE_FORMAT) ?? '';
}
