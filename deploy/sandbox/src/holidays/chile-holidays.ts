// Chile's public holidays of a year from the date-holidays package, plus a store's own overrides
// (the package lacks Sábado Santo and one-off election days: spec 000 §5 base payday).
import Holidays from 'date-holidays';

export interface HolidayOverrides {
  add: string[];
  remove: string[];
}

// One instance: building it parses the country's rules.
let chile: Holidays | undefined;

// The library loops over the calendar up to the year it is given: an unbounded year (Infinity
// once reached it) never returns. The route's schema bounds it too; this is the last word.
export const HOLIDAY_YEARS = { min: 1900, max: 2100 } as const;

/** 'YYYY-MM-DD' of every holiday of type public in Chile that year (package data only). */
export function chilePublicHolidays(year: number): string[] {
  if (!Number.isInteger(year) || year < HOLIDAY_YEARS.min || year > HOLIDAY_YEARS.max) {
    throw new RangeError(
      `year must be an integer from ${HOLIDAY_YEARS.min} to ${HOLIDAY_YEARS.max}`,
    );
  }
  chile ??= new Holidays('CL');
  // `date` is local to Chile ('2026-09-18 00:00:00'): its first ten characters are the day.
  return chile
    .getHolidays(year)
    .filter((holiday) => holiday.type === 'public')
    .map((holiday) => holiday.date.slice(0, 10));
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** Reads `holidayOverrides` off a store document; anything missing or malformed counts as none. */
export function overridesOf(doc: Record<string, unknown>): HolidayOverrides {
  const raw = (doc.holidayOverrides ?? {}) as Partial<Record<keyof HolidayOverrides, unknown>>;
  const days = (value: unknown) =>
    Array.isArray(value)
      ? value.filter((day): day is string => typeof day === 'string' && DAY.test(day))
      : [];
  return { add: days(raw.add), remove: days(raw.remove) };
}

/** The package's days plus `add` (only that year's), minus `remove`; sorted, no repeats. */
export function holidaysFor(year: number, overrides: HolidayOverrides): string[] {
  const prefix = `${year}-`;
  const days = new Set(chilePublicHolidays(year));
  for (const day of overrides.add) if (day.startsWith(prefix)) days.add(day);
  for (const day of overrides.remove) days.delete(day);
  return [...days].sort();
}
