// @storefront/widgets/money-outcome: what a shopper is told right after paying (issue 39), read
// from the server. Used by the account panel's purchase overlays, confirmed price and charges
// list, by the subscription payment dialog (the list's retry and reactivate, the payment screen)
// and the payment screen's rail return.
export { MoneyOutcomeSummary } from './lazy-money-outcome';
export { MoneyOutcomeBanner } from './money-outcome-banner';
export type { MoneyOutcomeSummaryProps } from './money-outcome-summary';
export type { MoneyOutcomeSource } from './load-money-outcome';
