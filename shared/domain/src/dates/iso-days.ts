// Calendar days written 'YYYY-MM-DD' (000 §5 base payday, the date input's value), read as UTC
// days (001 §9 "dates are UTC"): "a year ahead" or "a Saturday" is the same day for every shopper,
// whatever the device's time zone.
import type { Dayjs } from 'dayjs';
import { utcInstant, utcIsoDay, type DateInput } from './utc-instant';

/** A calendar day as the API and the date inputs write it (000 §5 base payday). */
export const ISO_DAY_FORMAT = 'YYYY-MM-DD';
const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The UTC day of a real 'YYYY-MM-DD' text (surrounding spaces ignored), else null. dayjs rolls
 * '2026-02-30' over to 2 March, so a real day is one that reads back as written.
 */
function realIsoDay(text: string): Dayjs | null {
  const trimmed = text.trim();
  if (!ISO_DAY.test(trimmed)) return null;
  const day = utcIsoDay(trimmed);
  return day.isValid() && day.format(ISO_DAY_FORMAT) === trimmed ? day : null;
}

/** '2028-02-29' yes, '2027-02-29' and '2026-13-01' no. */
export function isIsoDay(text: string): boolean {
  return realIsoDay(text) !== null;
}

/** The UTC day of an instant as 'YYYY-MM-DD' (23:30 in Santiago is already tomorrow); '' when unreadable. */
export function isoDayOf(value: DateInput): string {
  return utcInstant(value)?.format(ISO_DAY_FORMAT) ?? '';
}

/** 'YYYY-MM-DD' `days` after a real 'YYYY-MM-DD' day (negative: before); null when it is not one. */
export function addDaysToIsoDay(text: string, days: number): string | null {
  return realIsoDay(text)?.add(days, 'day').format(ISO_DAY_FORMAT) ?? null;
}

/** Day of the week of a real 'YYYY-MM-DD' day, 0 Sunday … 6 Saturday; null when it is not one. */
export function isoWeekday(text: string): number | null {
  return realIsoDay(text)?.day() ?? null;
}

/** The year of a real 'YYYY-MM-DD' day; null when it is not one. */
export function isoDayYear(text: string): number | null {
  return realIsoDay(text)?.year() ?? null;
}
