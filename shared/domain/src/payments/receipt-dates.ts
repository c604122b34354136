// Dates of the receipt (002 §9 "date (DD/MM/YYYY HH:mm:ss)", "the amount paid with a Spanish
// date"), read in UTC as every date of the spec is (000 §9, 001 §9 "dates are UTC"), so a receipt
// reads the same on every device. The rules live in src/dates; these are their receipt names.
export { formatDateTime as formatReceiptDateTime } from '../dates/format-date';
export { formatSpanishLongDate } from '../dates/spanish-long-date';
