// The domain's one door to dayjs (the product's design card: "dates on dayjs"). Every date the
// spec shows is the UTC calendar day (001 §9 "Dates shown DD/MM/YYYY …; dates are UTC"), so every
// helper reads its instant in dayjs's UTC mode: the same day on every device, whatever the
// machine's time zone. Internal to src/dates: screens call the helpers, never dayjs.
import dayjs, { type Dayjs } from 'dayjs';
import utc from 'dayjs/plugin/utc';

// dayjs and its utc plugin are federation singletons (shared/config/shared-deps.cjs): every
// container extends the one dayjs of the page with the one plugin, which installs itself once.
dayjs.extend(utc);

/** What the API and the screens hand over as a date: an ISO instant, epoch ms or a Date. */
export type DateInput = string | number | Date | null | undefined;

/**
 * The instant in UTC mode; null when missing ('' too) or unreadable. A string is read the way
 * `new Date(text)` reads it (the API's instants end in 'Z'), as the hand-written helpers did:
 * `dayjs.utc(text)` would also read a zone-less '2026-10-26T10:00' as UTC instead of local time.
 */
export function utcInstant(value: DateInput): Dayjs | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : dayjs.utc(date);
}

/** A 'YYYY-MM-DD' text as that UTC day (no time zone can shift it), not checked for being real. */
export function utcIsoDay(text: string): Dayjs {
  return dayjs.utc(text);
}
