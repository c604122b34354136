// Spec 001 §9 "Dates shown DD/MM/YYYY …; dates are UTC": the calendar day in UTC, so a date reads
// the same on every device whatever its time zone.
const pad = (n: number) => String(n).padStart(2, '0');

/** '2026-10-26T15:00:00.000Z' → '26/10/2026'; '' for a missing or unreadable date. */
export function formatDate(value: string | number | Date | null | undefined): string {
  if (value === null || value === undefined || value === '') return '';
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return '';
  return `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
}
