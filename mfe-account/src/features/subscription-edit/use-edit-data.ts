// What the edit reads (spec 001 §7): the subscription, each item's product (its stock for the
// full-stock limit and its quantity discounts, 000 §5 "in edit mode the full stock"), the
// shopper's addresses (deliverable stores) and the price-change answers already given (issue 12
// "Price changes as consent"). Another shopper's or an unknown subscription answers 404. The route
// declares the subscription and its products (routes.json `data`: subscription-edit), so the shell
// has started them before this code (issue 41).
import { isApiError, type Product, type User } from '@storefront/sdk';
import {
  subscriptionsApi,
  type PriceConsent,
  type Subscription,
} from '@storefront/sdk/subscriptions';
import { useServerData, useServerDataMany, useSession } from '@storefront/state';
import { loadSubscription } from '@storefront/state/route-data/subscription';

export const editSubscriptionKey = (id: string) => ['subscription', id] as const;
export const priceConsentsKey = (id: string) => ['subscription', id, 'priceConsents'] as const;

export function useEditData(subscriptionId: string | undefined, deliverable: boolean) {
  const subscription = useServerData<Subscription>(
    subscriptionId ? editSubscriptionKey(subscriptionId) : null,
    (api) => loadSubscription(api, subscriptionId!),
    { revalidateOnMount: true },
  );
  const sub = subscription.state.data;
  const hasPriceChange = Boolean(sub?.products.some((item) => item.priceChange));
  const consents = useServerData<PriceConsent[]>(
    subscriptionId && hasPriceChange ? priceConsentsKey(subscriptionId) : null,
    (api) => subscriptionsApi(api).priceConsents(subscriptionId!),
    { revalidateOnMount: true },
  );
  const productReads = useServerDataMany<Product>(
    (sub?.products ?? []).map((item) => ({
      key: ['catalog', 'product', item.productId] as const,
      load: (api) => api.catalog.product(item.productId),
    })),
    { revalidateOnMount: true },
  );
  const session = useSession();
  const userId = session && !session.isGuest ? session.user.userId : undefined;
  const profile = useServerData<User>(
    deliverable && userId ? (['profile', userId] as const) : null,
    (api) => api.auth.profile(),
  );

  const products: Record<string, Product | null> = {};
  (sub?.products ?? []).forEach((item, index) => {
    const read = productReads[index];
    products[item.productId] = read?.state.status === 'ready' ? read.state.data : null;
  });
  const error = subscription.state.status === 'error' ? subscription.state.error : null;
  return {
    subscription: sub ?? null,
    loading: !sub && subscription.state.status !== 'error',
    notFound: isApiError(error) && (error.status === 404 || error.status === 400),
    failed:
      Boolean(error) && !(isApiError(error) && (error.status === 404 || error.status === 400)),
    reload: subscription.reload,
    products,
    consents: consents.state.data ?? [],
    reloadConsents: consents.reload,
    user: profile.state.data ?? null,
    writeUser: profile.write,
  };
}
