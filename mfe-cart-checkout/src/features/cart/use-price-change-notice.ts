// The price-change notice's data (spec 000 §2 Cart page modals, §4 "Price change notice on items";
// 001 §7 Subscription get and patch): the signed-in shopper's running subscriptions in this store
// are read on each visit (through the page's server-data cache); items with a pending price change
// open the notice. Closing it writes
// the flags on every listed item (seen true; userAction = "No volver a mostrar"), one patch per
// subscription. Neither a failed read nor a failed write bothers the shopper: the notice simply
// comes back on a later visit.
import { useCallback, useState } from 'react';
import {
  isEditable,
  pendingPriceChanges,
  priceChangePatches,
  SUBSCRIPTION_STATUSES,
  type PriceChangeItem,
} from '@storefront/domain';
import { subscriptionsApi } from '@storefront/sdk/subscriptions';
import { useApi, useServerData, useSession, useTenant } from '@storefront/state';

/** The statuses whose subscriptions are charged again (not ended). */
const RUNNING = SUBSCRIPTION_STATUSES.filter(isEditable);
const NONE: PriceChangeItem[] = [];

export function usePriceChangeNotice() {
  const api = useApi();
  const { store } = useTenant();
  const session = useSession();
  const userId = session && !session.isGuest ? session.user.userId : undefined;
  const storeId = store._id;
  const { state, write } = useServerData<PriceChangeItem[]>(
    userId ? ['price-changes', storeId, userId] : null,
    (client) =>
      subscriptionsApi(client)
        .list({ userId: userId!, storeId, statuses: RUNNING })
        .then((page) => pendingPriceChanges(page.docs, new Date())),
    { revalidateOnMount: true },
  );
  const items = state.data ?? NONE;
  const [closed, setClosed] = useState(false);

  const close = useCallback(
    (doNotShowAgain: boolean) => {
      setClosed(true);
      // "No volver a mostrar": not even the cached answer may bring the notice back on this page.
      if (doNotShowAgain) write(NONE);
      const patches = priceChangePatches(items, doNotShowAgain);
      return Promise.allSettled(
        patches.map(({ subscriptionId, products }) =>
          subscriptionsApi(api).patch(subscriptionId, { products }),
        ),
      ).then((results) =>
        results.forEach((result) => {
          if (result.status === 'rejected')
            console.warn('[mfe-cart-checkout] price-change notice: patch failed', result.reason);
        }),
      );
    },
    [api, items, write],
  );

  return { items, open: !closed && items.length > 0, close };
}
