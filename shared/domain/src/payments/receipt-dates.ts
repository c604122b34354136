// Dates of the receipt (002 §9 "date (DD/MM/YYYY HH:mm:ss)", "the amount paid with a Spanish
// date"), read in UTC as every date of the spec is (000 §9, 001 §9 "dates are UTC"), so a receipt
// reads the same on every device.
const pad = (n: number) => String(n).padStart(2, '0');

const MONTHS = [
  'enero',
  'febrero',
  'marzo',
  'abril',
  'mayo',
  'junio',
  'julio',
  'agosto',
  'septiembre',
  'octubre',
  'noviembre',
  'diciembre',
] as const;

function readDate(value: string | number | Date | null | undefined): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** '2026-11-26T09:05:07Z' → '26/11/2026 09:05:07'; '' when missing or unreadable. */
export function formatReceiptDateTime(value: string | number | Date | null | undefined): string {
  const date = readDate(value);
  if (!date) return '';
  const day = `${pad(date.getUTCDate())}/${pad(date.getUTCMonth() + 1)}/${date.getUTCFullYear()}`;
  const time = `${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())}`;
  return `${day} ${time}`;
}

/** '2026-11-26T09:05:07Z' → '26 de noviembre de 2026'; '' when missing or unreadable. */
export function formatSpanishLongDate(value: string | number | Date | null | undefined): string {
  const date = readDate(value);
  if (!date) return '';
  return `${date.getUTCDate()} de ${MONTHS[date.getUTCMonth()]} de ${date.getUTCFullYear()}`;
}
