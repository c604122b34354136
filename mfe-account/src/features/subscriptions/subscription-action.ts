import type { Subscription } from '@storefront/sdk/purchases';

/** What the shopper asked for on one subscription (001 §4 "Actions by status"); each opens its dialog. */
export type SubscriptionActionKind = 'pause' | 'resume' | 'cancel' | 'retry' | 'reactivate';

export interface SubscriptionAction {
  kind: SubscriptionActionKind;
  subscription: Subscription;
}
