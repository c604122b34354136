// Loads what the payment screen shows: the subscription (owner only; another shopper's or another
// store's is an error like a missing one: 001 §2 "If the subscription cannot be loaded it shows
// 'Ha habido un error'") and the methods it may be paid with (paymentScreenMethods: its own
// methods the store has, Webpay Oneclick first, Khipu only when failed). An available-methods
// failure is logged and leaves none (as 002 §8 does for single payments). An instalment (a
// subscription with a chargeId, 002 §3) also reads its charge, for the description; the charges
// entry is imported only then, so a subscription's payment never downloads it.
import { paymentScreenMethods, type PaymentMethodInfo } from '@storefront/domain';
import type { Api } from '@storefront/sdk';
import { subscriptionsApi, type Subscription } from '@storefront/sdk/subscriptions';
import { useServerData, useTenant } from '@storefront/state';

export interface PaymentScreenData {
  subscription: Subscription;
  methods: PaymentMethodInfo[];
  /** The instalment's charge (name and instalment count); null for a subscription or when it cannot be read. */
  charge: { name: string; installments: number } | null;
}

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
  const [available, charge] = await Promise.all([
    api.stores.availablePaymentMethods(storeId).catch((error: unknown) => {
      console.error('[mfe-payments] payment: available methods failed', error);
      return [] as string[];
    }),
    chargeOf(api, subscription.chargeId),
  ]);
  const methods = paymentScreenMethods(available, subscription, { requireTokenized });
  return { subscription, methods, charge };
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
