// How the spec prints a date: the UTC calendar day (001 §9 "Dates shown DD/MM/YYYY …; dates are
// UTC"), so a date reads the same on every device whatever its time zone.
import { utcInstant, type DateInput } from './utc-instant';

/** 001 §9 "Dates shown DD/MM/YYYY". */
export const DATE_FORMAT = 'DD/MM/YYYY';
/** The receipt's date and time (002 §9 "date (DD/MM/YYYY HH:mm:ss)"), 24-hour clock. */
export const DATE_TIME_FORMAT = 'DD/MM/YYYY HH:mm:ss';

/** '2026-10-26T15:00:00.000Z' → '26/10/2026'; '' for a missing or unreadable date. */
export function formatDate(value: DateInput): string {
  return utcInstant(value)?.format(DATE_FORMAT) ?? '';
}

/** '2026-11-26T09:05:07Z' → '26/11/2026 09:05:07'; '' for a missing or unreadable date. */
export function formatDateTime(value: DateInput): string {
  return utcInstant(value)?.format(DATE_TIME_FORMAT) ?? '';
}
