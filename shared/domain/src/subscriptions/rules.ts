// `@storefront/domain/subscriptions`: the subscription rules a server can run too (the provider
// sandbox enforces them on its side). Named re-exports only: the sandbox loads this file through
// tsx/jest as CommonJS, where `export *` re-exports are invisible to Node's ESM named imports
// (that is why it cannot take the domain index).
export {
  SUBSCRIPTION_STATUSES,
  FAILED_ATTEMPT_STATUSES,
  SUBSCRIPTION_GROUPS,
  normalizeSubscriptionStatus,
  subscriptionGroup,
  isFailing,
  isEditable,
  subscriptionActions,
  type SubscriptionStatus,
  type SubscriptionGroup,
  type SubscriptionActions,
} from './statuses';
export {
  PAUSE_MAX_BILLING_FREQUENCY,
  NO_PAUSE_OPTIONS_MESSAGE,
  canPause,
  pausedUntilFor,
} from './pause';
export { DELINQUENCY_MS, isDelinquent } from './delinquency';
export { MAX_FAILED_ATTEMPTS, SUSPENDED_STATUS, statusAfterFailedCharge } from './failed-attempts';
export {
  PAYMENT_WAIT_MS,
  RETRY_TOO_SOON_TITLE,
  RETRY_TOO_SOON_MESSAGE,
  PAYMENT_TOO_SOON_MESSAGE,
  paymentWaitLeftMs,
} from './payment-wait';
