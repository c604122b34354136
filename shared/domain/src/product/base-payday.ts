// Spec 000 §5 Base payday: required; today or later; for deliverable stores not a public holiday
// nor a weekend; otherwise "La fecha no es válida". §9: "dates are UTC", so every date here is a
// 'YYYY-MM-DD' string read as a UTC calendar day (no local time zone can shift it; src/dates).
// Order of checks (team decision): required → not a real date → past → weekend → holiday; a
// Saturday that is also a holiday reads as a weekend. Holidays count only for deliverable stores.
import { addDaysToIsoDay, isIsoDay, isoDayOf, isoDayYear, isoWeekday } from '../dates/iso-days';
import { PAYDAY_MESSAGES, type PaydayMessage } from './product-messages';

export function isIsoDate(text: string | null | undefined): boolean {
  return typeof text === 'string' && isIsoDay(text);
}

/** Today as 'YYYY-MM-DD' in UTC. */
export function todayIso(now: Date = new Date()): string {
  return isoDayOf(now);
}

/** Saturday or Sunday (UTC); false for anything that is not a real date. */
export function isWeekend(dateIso: string): boolean {
  const day = isoWeekday(dateIso);
  return day === 0 || day === 6;
}

/** The year to ask the holidays service for, or null when the text is not a date yet. */
export function paydayYear(dateIso: string | null | undefined): number | null {
  return dateIso ? isoDayYear(dateIso) : null;
}

/**
 * Decided (API.md "Prices"; the spec names no end): a base payday is at most a year ahead, so a
 * purchase is never parked far in the future ('9999-12-31'); past it, "La fecha no es válida".
 */
export const MAX_BASE_PAYDAY_DAYS = 365;

/** The last day a base payday may be, as 'YYYY-MM-DD' (UTC), MAX_BASE_PAYDAY_DAYS after `today`. */
export function latestBasePayday(today: string): string {
  const day = today.trim().slice(0, 10);
  // An unreadable `today` counts from the real one.
  return addDaysToIsoDay(isIsoDay(day) ? day : todayIso(), MAX_BASE_PAYDAY_DAYS) ?? '';
}

export interface BasePaydayContext {
  /** 'YYYY-MM-DD' (UTC); see todayIso. */
  today: string;
  /** store.serviceType === 'deliverable'. */
  deliverable: boolean;
  /** 'YYYY-MM-DD' list from the holidays service; empty when the lookup failed (silent). */
  holidays?: readonly string[] | null;
}

export function validateBasePayday(
  dateIso: string | null | undefined,
  context: BasePaydayContext,
): PaydayMessage | null {
  const text = (dateIso ?? '').trim();
  if (!text) return PAYDAY_MESSAGES.required;
  if (!isIsoDay(text)) return PAYDAY_MESSAGES.invalid;
  // Valid 'YYYY-MM-DD' strings sort like the days they name.
  if (text < context.today.trim().slice(0, 10)) return PAYDAY_MESSAGES.past;
  if (text > latestBasePayday(context.today)) return PAYDAY_MESSAGES.invalid;
  if (context.deliverable) {
    if (isWeekend(text)) return PAYDAY_MESSAGES.weekend;
    if ((context.holidays ?? []).some((holiday) => holiday.slice(0, 10) === text))
      return PAYDAY_MESSAGES.holiday;
  }
  return null;
}

/**
 * The first day a base payday may be (issue 39: the field had no default and refused a weekend or
 * a holiday only once picked): today, or the next day validateBasePayday accepts. The form
 * starts on it, so a shopper who does not care about the day never meets an error.
 */
export function firstBasePayday(context: BasePaydayContext): string {
  const today = context.today.trim().slice(0, 10);
  let day = isIsoDay(today) ? today : todayIso();
  // A deliverable store loses at most a weekend and a run of holidays: a fortnight is plenty.
  for (let step = 0; step < 15 && validateBasePayday(day, context) !== null; step += 1)
    day = addDaysToIsoDay(day, 1) ?? day;
  return day;
}

/**
 * What the field of a deliverable store says before she picks (Spanish where the spec is silent):
 * the days it takes, so a weekend or a holiday is not learnt by being refused.
 */
export const BASE_PAYDAY_HINT =
  'Elige un día hábil desde hoy: no se aceptan fines de semana ni feriados.';
