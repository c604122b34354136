// The subscription whose price is confirmed (spec 001 §7 "Subscription get by {id}"). Unknown,
// another shopper's (the provider answers 404) or another store's: NOT_FOUND (001 §4 "No
// subscription"). Revalidated on mount: the merchant confirms the price outside this page. The
// route declares this read (routes.json `data`: subscription), so the shell has started it (issue 41).
import { isApiError } from '@storefront/sdk';
import type { Subscription } from '@storefront/sdk/subscriptions';
import { useServerData } from '@storefront/state';
import { loadSubscription } from '@storefront/state/route-data/subscription';

export type ConfirmPriceRead =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'ready'; subscription: Subscription };

const isNotFound = (error: unknown) =>
  isApiError(error) && (error.status === 404 || error.status === 400);

export function useConfirmPriceSubscription(
  userId: string | undefined,
  storeId: string,
  subscriptionId: string | undefined,
) {
  const read = useServerData<Subscription>(
    userId && subscriptionId ? (['subscription', subscriptionId] as const) : null,
    (api) => loadSubscription(api, subscriptionId!),
    { revalidateOnMount: true },
  );
  const data = read.state.data;
  const state = ((): ConfirmPriceRead => {
    if (read.state.status === 'error')
      return isNotFound(read.state.error) ? { status: 'not-found' } : { status: 'error' };
    if (!data) return { status: 'loading' };
    if (data.storeId && data.storeId !== storeId) return { status: 'not-found' };
    return { status: 'ready', subscription: data };
  })();
  return { state, reload: () => void read.reload(), write: read.write };
}
