// Dates of the receipt (002 §9 "date (DD/MM/YYYY HH:mm:ss)", "the amount paid with a Spanish
// date"): the moment she paid, on Chile's clock and calendar (issue 39: a time of day is shown in
// America/Santiago). The rules live in src/dates; these are their receipt names.
export {
  formatChileDateTime as formatReceiptDateTime,
  formatChileLongDate as formatReceiptLongDate,
} from '../dates/chile-time';
