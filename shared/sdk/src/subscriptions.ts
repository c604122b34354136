// @storefront/sdk/subscriptions: managing what the shopper subscribed to (spec 001 §7 subscription
// calls: get, list, patch, pause, resume, cancel, retry, reactivate, prepay, saveCardInSub,
// shopperConfirmPrice, calculateCycles; the calendar link and price consents of issue 12). An
// entry of its own, not part of purchases: a shared module ships whole, and checkout and the
// orders screens never call these, while the subscription screens (and the cart's price-change
// notice) load only this.
import type { Api, Transport } from '@storefront/sdk';
import { createSubscriptionsResource } from './resources/subscriptions';

export type SubscriptionsApi = ReturnType<typeof createSubscriptionsResource>;

const byTransport = new WeakMap<Transport, SubscriptionsApi>();

/** The subscription calls over an Api's transport (same base URL, tokens, refresh and 401 rules). */
export function subscriptionsApi(api: Pick<Api, 'transport'>): SubscriptionsApi {
  let subscriptions = byTransport.get(api.transport);
  if (!subscriptions) {
    subscriptions = createSubscriptionsResource(api.transport);
    byTransport.set(api.transport, subscriptions);
  }
  return subscriptions;
}

export * from './schemas/subscription';
export * from './schemas/api-checkout';
export {
  paymentWaitOf,
  subscriptionOfFailedPayment,
  type CalendarLinkQuery,
  type CyclesQuery,
  type PaymentOptions,
  type SubscriptionListQuery,
  type SubscriptionPatch,
  type SubscriptionProductPatch,
  type SubscriptionAddressPatch,
} from './resources/subscriptions';
