// A subscription's payment screen (spec 001 §2 Payment screen): the subscription (the shopper's,
// of this store: another store's is an error like a missing one, "Ha habido un error"), the
// store's available methods (a failure is logged and leaves none, as 002 §8 does for single
// payments) and, for an instalment (a subscription with a chargeId, 002 §3), its charge for the
// description; the charges entry is imported only then. Which methods the screen offers also
// depends on the store's policy (domain's paymentScreenMethods): the page derives them, so the
// shell can start this load from the session alone (issue 41).
import type { Api } from '@storefront/sdk';
import { subscriptionsApi, type Subscription } from '@storefront/sdk/subscriptions';
import type { RouteDataContext } from './route-data-context';

export interface PaymentScreenLoad {
  subscription: Subscription;
  /** The store's available payment methods (none when they could not be read). */
  available: string[];
  /** The instalment's charge (name and instalment count); null for a subscription or when it cannot be read. */
  charge: { name: string; installments: number } | null;
}

export const paymentScreenKey = (storeId: string, subscriptionId: string) =>
  ['payment-screen', storeId, subscriptionId] as const;

async function chargeOf(api: Api, chargeId: string | null | undefined) {
  if (!chargeId) return null;
  try {
    const { chargesApi } = await import('@storefront/sdk/charges');
    const { name, installments } = await chargesApi(api).charges.get(chargeId);
    return { name, installments };
  } catch (error) {
    // Only the description needs it: the instalment can still be paid.
    console.error('[mfe-payments] payment: charge of the instalment failed', error);
    return null;
  }
}

export async function loadPaymentScreen(
  api: Api,
  subscriptionId: string,
  storeId: string,
): Promise<PaymentScreenLoad> {
  const subscription = await subscriptionsApi(api).get(subscriptionId);
  if (subscription.storeId && subscription.storeId !== storeId) {
    throw new Error(`subscription ${subscriptionId} belongs to another store`);
  }
  const [available, charge] = await Promise.all([
    api.stores.availablePaymentMethods(storeId).catch((error: unknown) => {
      console.error('[mfe-payments] payment: available methods failed', error);
      return [] as string[];
    }),
    chargeOf(api, subscription.chargeId),
  ]);
  return { subscription, available, charge };
}

// payment/:subscriptionId, and fast checkout's payment step (fast-checkout/:fastCheckoutId/payment),
// whose id is the subscription's too: a provider's return lands there with a full page load.
export function start({ api, cache, userId, storeId, params }: RouteDataContext): void {
  const subscriptionId = params.subscriptionId ?? params.fastCheckoutId;
  if (userId && subscriptionId)
    cache.prefetch(paymentScreenKey(storeId, subscriptionId), () =>
      loadPaymentScreen(api, subscriptionId, storeId),
    );
}
