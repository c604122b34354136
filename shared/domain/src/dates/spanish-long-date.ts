// A date in words with the Spanish month (002 §9 "the amount paid with a Spanish date":
// '26 de octubre de 2026'), the UTC day as every date of the spec (001 §9 "dates are UTC").
// Its own module because it alone needs dayjs's `es` locale (~0.6 KB): only the page that prints
// a month name (the receipt's PDF) carries it, not every page that prints DD/MM/YYYY.
import es from 'dayjs/locale/es';
import { utcInstant, type DateInput } from './utc-instant';

/** es's own long date ('LL'), spelled out so a change of the locale file cannot move it. */
export const SPANISH_LONG_DATE_FORMAT = 'D [de] MMMM [de] YYYY';

/** '2026-11-26T09:05:07Z' → '26 de noviembre de 2026'; '' for a missing or unreadable date. */
export function formatSpanishLongDate(value: DateInput): string {
  // The locale object on this one instance: dayjs's global locale stays English for everyone else.
  return utcInstant(value)?.locale(es).format(SPANISH_LONG_DATE_FORMAT) ?? '';
}
