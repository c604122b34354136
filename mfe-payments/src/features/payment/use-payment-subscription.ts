// Loads what the payment screen shows: the subscription (owner only; another shopper's or another
// store's is an error like a missing one: 001 §2 "If the subscription cannot be loaded it shows
// 'Ha habido un error'") and the methods it may be paid with (paymentScreenMethods: its own
// methods the store has, Webpay Oneclick first, Khipu only when failed). An available-methods
// failure is logged and leaves none (as 002 §8 does for single payments).
import { paymentScreenMethods, type PaymentMethodInfo } from '@storefront/domain';
import type { Api } from '@storefront/sdk';
import { subscriptionsApi, type Subscription } from '@storefront/sdk/subscriptions';
import { useServerData, useTenant } from '@storefront/state';

export interface PaymentScreenData {
  subscription: Subscription;
  methods: PaymentMethodInfo[];
}

async function load(
  api: Api,
  id: string,
  storeId: string,
  requireTokenized: boolean,
): Promise<PaymentScreenData> {
  const subscription = await subscriptionsApi(api).get(id);
  if (subscription.storeId && subscription.storeId !== storeId) {
    throw new Error(`subscription ${id} belongs to another store`);
  }
  const available = await api.stores.availablePaymentMethods(storeId).catch((error: unknown) => {
    console.error('[mfe-payments] payment: available methods failed', error);
    return [] as string[];
  });
  const methods = paymentScreenMethods(available, subscription, { requireTokenized });
  return { subscription, methods };
}

export function usePaymentSubscription(subscriptionId: string | undefined) {
  const { store, policy } = useTenant();
  const requireTokenized = policy.paymentMethodsPolicy?.requireTokenized === true;
  return useServerData<PaymentScreenData>(
    subscriptionId ? ['payment-screen', store._id, subscriptionId] : null,
    (api) => load(api, subscriptionId!, store._id, requireTokenized),
    // Paid elsewhere (the list, a provider's page, another tab): never trust a cached status.
    { revalidateOnMount: true },
  );
}
