// `@storefront/domain/dates`: the domain's date helpers, for the provider sandbox (the screens take
// them from '@storefront/domain'). Every date of the spec is the UTC calendar day (001 §9). Named
// re-exports only: the sandbox loads this file through tsx/jest as CommonJS, where `export *`
// re-exports are invisible to Node's ESM named imports (see subscriptions/rules.ts).
export { DATE_FORMAT, formatDate } from './format-date';
export {
  ISO_DAY_FORMAT,
  addDaysToIsoDay,
  isIsoDay,
  isoDayOf,
  isoDayYear,
  isoWeekday,
} from './iso-days';
export { utcDaysBeforeAt, utcDaysBetween } from './day-arithmetic';
export type { DateInput } from './utc-instant';
