// Loads what the payment screen shows (spec 001 §2 Payment screen): the subscription, the store's
// available methods and an instalment's charge (@storefront/state/route-data/payment-screen, which
// the payment route declares in routes.json, so the shell has started it before this code
// arrives, issue 41), and the methods it may be paid with (paymentScreenMethods: its own methods
// the store has, Webpay Oneclick first, Khipu only when failed), from the store's policy.
import { useMemo } from 'react';
import { paymentScreenMethods, type PaymentMethodInfo } from '@storefront/domain';
import type { Subscription } from '@storefront/sdk/subscriptions';
import { useServerData, useTenant, type ServerData } from '@storefront/state';
import {
  loadPaymentScreen,
  paymentScreenKey,
  type PaymentScreenLoad,
} from '@storefront/state/route-data/payment-screen';

export interface PaymentScreenData {
  subscription: Subscription;
  methods: PaymentMethodInfo[];
  /** The instalment's charge (name and instalment count); null for a subscription or when it cannot be read. */
  charge: { name: string; installments: number } | null;
}

export function usePaymentSubscription(subscriptionId: string | undefined) {
  const { store, policy } = useTenant();
  const requireTokenized = policy.paymentMethodsPolicy?.requireTokenized === true;
  const { state, reload } = useServerData<PaymentScreenLoad>(
    subscriptionId ? paymentScreenKey(store._id, subscriptionId) : null,
    (api) => loadPaymentScreen(api, subscriptionId!, store._id),
    // Paid elsewhere (the list, a provider's page, another tab): never trust a cached status.
    { revalidateOnMount: true },
  );
  // The methods the policy allows, derived once per answer; the state keeps its identity while
  // the answer does (a quiet reload keeps its data shown).
  const data = state.data;
  const screenData = useMemo<PaymentScreenData | undefined>(
    () =>
      data && {
        subscription: data.subscription,
        methods: paymentScreenMethods(data.available, data.subscription, { requireTokenized }),
        charge: data.charge,
      },
    [data, requireTokenized],
  );
  const screen = useMemo(
    () => (screenData ? { ...state, data: screenData } : state) as ServerData<PaymentScreenData>,
    [state, screenData],
  );
  return { state: screen, reload };
}
