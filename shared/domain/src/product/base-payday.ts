// Spec 000 §5 Base payday: required; today or later; for deliverable stores not a public holiday
// nor a weekend; otherwise "La fecha no es válida". §9: "dates are UTC", so every date here is a
// 'YYYY-MM-DD' string read as a UTC calendar day (no local time zone can shift it).
// Order of checks (team decision): required → not a real date → past → weekend → holiday; a
// Saturday that is also a holiday reads as a weekend. Holidays count only for deliverable stores.
import { PAYDAY_MESSAGES, type PaydayMessage } from './product-messages';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The UTC day of a real 'YYYY-MM-DD' date (2026-02-30 is not one), else null. */
function utcDay(text: string): Date | null {
  const match = ISO_DATE.exec(text.trim());
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const date = new Date(Date.UTC(year, month - 1, day));
  const real = date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
  return real ? date : null;
}

export function isIsoDate(text: string | null | undefined): boolean {
  return typeof text === 'string' && utcDay(text) !== null;
}

/** Today as 'YYYY-MM-DD' in UTC. */
export function todayIso(now: Date = new Date()): string {
  return now.toISOString().slice(0, 10);
}

/** Saturday or Sunday (UTC); false for anything that is not a real date. */
export function isWeekend(dateIso: string): boolean {
  const day = utcDay(dateIso)?.getUTCDay();
  return day === 0 || day === 6;
}

/** The year to ask the holidays service for, or null when the text is not a date yet. */
export function paydayYear(dateIso: string | null | undefined): number | null {
  const day = dateIso ? utcDay(dateIso) : null;
  return day ? day.getUTCFullYear() : null;
}

/**
 * Decided (API.md "Prices"; the spec names no end): a base payday is at most a year ahead, so a
 * purchase is never parked far in the future ('9999-12-31'); past it, "La fecha no es válida".
 */
export const MAX_BASE_PAYDAY_DAYS = 365;

/** The last day a base payday may be, as 'YYYY-MM-DD' (UTC), MAX_BASE_PAYDAY_DAYS after `today`. */
export function latestBasePayday(today: string): string {
  const day = utcDay(today.trim().slice(0, 10)) ?? new Date();
  return new Date(day.getTime() + MAX_BASE_PAYDAY_DAYS * 86_400_000).toISOString().slice(0, 10);
}

export interface BasePaydayContext {
  /** 'YYYY-MM-DD' (UTC); see todayIso. */
  today: string;
  /** store.serviceType === 'deliverable'. */
  deliverable: boolean;
  /** 'YYYY-MM-DD' list from the holidays service; empty when the lookup failed (silent). */
  holidays?: readonly string[] | null;
}

export function validateBasePayday(dateIso: string | null | undefined, context: BasePaydayContext): PaydayMessage | null {
  const text = (dateIso ?? '').trim();
  if (!text) return PAYDAY_MESSAGES.required;
  if (!utcDay(text)) return PAYDAY_MESSAGES.invalid;
  // Valid 'YYYY-MM-DD' strings sort like the days they name.
  if (text < context.today.trim().slice(0, 10)) return PAYDAY_MESSAGES.past;
  if (text > latestBasePayday(context.today)) return PAYDAY_MESSAGES.invalid;
  if (context.deliverable) {
    if (isWeekend(text)) return PAYDAY_MESSAGES.weekend;
    if ((context.holidays ?? []).some((holiday) => holiday.slice(0, 10) === text)) return PAYDAY_MESSAGES.holiday;
  }
  return null;
}
