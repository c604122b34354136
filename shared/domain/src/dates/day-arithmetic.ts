// Day arithmetic on instants, on the UTC calendar (001 §9 "dates are UTC"): "in 3 days" and "two
// days before" land on the same day for every shopper, whatever the device's time zone. In UTC a
// day is always 24 h (no daylight saving), so a day count never depends on the season.
import { utcInstant, type DateInput } from './utc-instant';

/**
 * Whole UTC calendar days from `from` to `to` (the times of day do not count: Tuesday 23:59 is one
 * day after Monday 00:01), negative when `to` is earlier; null when either is unreadable.
 */
export function utcDaysBetween(from: DateInput, to: DateInput): number | null {
  const start = utcInstant(from);
  const end = utcInstant(to);
  if (!start || !end) return null;
  return end.startOf('day').diff(start.startOf('day'), 'day');
}

/**
 * hh:mm UTC on the calendar day `days` before `at` (001 §4 pause: "two days before the new payday
 * at 23:59"); an Invalid Date when `at` is unreadable.
 */
export function utcDaysBeforeAt(at: DateInput, days: number, hour: number, minute: number): Date {
  const day = utcInstant(at)?.startOf('day').subtract(days, 'day');
  return day ? day.hour(hour).minute(minute).toDate() : new Date(Number.NaN);
}
