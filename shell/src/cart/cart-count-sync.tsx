// Keeps the navbar badge (cartCountAtom) right: counted at start, when the session changes and on
// every 'cart:changed' from a remote (which may carry the new totalLength). A failed count shows 0
// (spec 000 §4). Guest-type users skip cart loading (spec 000 §4 Session).
import { useEffect } from 'react';
import { useAtomValue, useSetAtom } from 'jotai';
import { bus } from '@storefront/bus';
import { apiAtom, cartCountAtom, getGuestId, sessionAtom, tenantAtom } from '@storefront/state';

export function CartCountSync() {
  const api = useAtomValue(apiAtom);
  const tenant = useAtomValue(tenantAtom);
  const session = useAtomValue(sessionAtom);
  const setCount = useSetAtom(cartCountAtom);
  const storeId = tenant?.store._id;
  const userId = session?.user.userId;
  const isGuest = session?.isGuest ?? false;

  useEffect(() => {
    if (!api || !storeId) return undefined;
    let current = 0;
    const refresh = () => {
      const request = ++current;
      if (isGuest) {
        setCount(0); // guests skip cart loading (spec 000 §4 Session)
        return;
      }
      api.carts
        .count({ storeId, guestId: getGuestId(), userId })
        .then((count) => request === current && setCount(count))
        .catch(() => request === current && setCount(0));
    };
    refresh();
    return bus.on('cart:changed', ({ totalLength }) => {
      if (typeof totalLength === 'number' && !isGuest) {
        current += 1; // a newer truth than any count in flight
        setCount(totalLength);
      } else refresh();
    });
  }, [api, storeId, userId, isGuest, setCount]);

  return null;
}
