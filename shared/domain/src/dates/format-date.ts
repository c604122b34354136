// How the spec prints a date: the UTC calendar day (001 §9 "Dates shown DD/MM/YYYY …; dates are
// UTC"), so a date reads the same on every device whatever its time zone. A time of day is
// Chile's: chile-time.ts.
import { utcInstant, type DateInput } from './utc-instant';

/** 001 §9 "Dates shown DD/MM/YYYY". */
export const DATE_FORMAT = 'DD/MM/YYYY';

/** '2026-10-26T15:00:00.000Z' → '26/10/2026'; '' for a missing or unreadable date. */
export function formatDate(value: DateInput): string {
  return utcInstant(value)?.format(DATE_FORMAT) ?? '';
}
