// The price-change notice's data (spec 000 §2 Cart page modals, §4 "Price change notice on items";
// 001 §7 Subscription get and patch): the signed-in shopper's running subscriptions in this store
// are read once per visit; items with a pending price change open the notice. Closing it writes
// the flags on every listed item (seen true; userAction = "No volver a mostrar"), one patch per
// subscription. Neither a failed read nor a failed write bothers the shopper: the notice simply
// comes back on a later visit.
import { useCallback, useEffect, useState } from 'react';
import {
  isEditable,
  pendingPriceChanges,
  priceChangePatches,
  SUBSCRIPTION_STATUSES,
  type PriceChangeItem,
} from '@storefront/domain';
import { purchasesApi } from '@storefront/sdk/purchases';
import { useApi, useSession, useTenant } from '@storefront/state';

/** The statuses whose subscriptions are charged again (not ended). */
const RUNNING = SUBSCRIPTION_STATUSES.filter(isEditable);

export function usePriceChangeNotice() {
  const api = useApi();
  const { store } = useTenant();
  const session = useSession();
  const userId = session && !session.isGuest ? session.user.userId : undefined;
  const storeId = store._id;
  const [items, setItems] = useState<PriceChangeItem[]>([]);
  const [open, setOpen] = useState(false);

  useEffect(() => {
    if (!userId) return undefined;
    let current = true;
    purchasesApi(api).subscriptions.list({ userId, storeId, statuses: RUNNING }).then(
      (page) => {
        if (!current) return;
        const pending = pendingPriceChanges(page.docs, new Date());
        if (pending.length === 0) return;
        setItems(pending);
        setOpen(true);
      },
      (error: unknown) => console.warn('[mfe-cart-checkout] price-change notice: read failed', error),
    );
    return () => {
      current = false;
    };
  }, [api, userId, storeId]);

  const close = useCallback(
    (doNotShowAgain: boolean) => {
      setOpen(false);
      const patches = priceChangePatches(items, doNotShowAgain);
      return Promise.allSettled(
        patches.map(({ subscriptionId, products }) =>
          purchasesApi(api).subscriptions.patch(subscriptionId, { products }),
        ),
      ).then((results) =>
        results.forEach((result) => {
          if (result.status === 'rejected')
            console.warn('[mfe-cart-checkout] price-change notice: patch failed', result.reason);
        }),
      );
    },
    [api, items],
  );

  return { items, open, close };
}
