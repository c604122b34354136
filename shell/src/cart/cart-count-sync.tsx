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
    // A count still in flight when the session changes (a visitor's, at boot, just before the
    // stored session is applied) must not overwrite the newer session's count when it lands late.
    let stale = false;
    let current = 0;
    const refresh = () => {
      const request = ++current;
      if (isGuest) {
        setCount(0); // guests skip cart loading (spec 000 §4 Session)
        return;
      }
      api.carts
        .count({ storeId, guestId: getGuestId(), userId })
        .then((count) => !stale && request === current && setCount(count))
        .catch(() => !stale && request === current && setCount(0));
    };
    refresh();
    const off = bus.on('cart:changed', ({ totalLength }) => {
      if (typeof totalLength === 'number' && !isGuest) {
        current += 1; // a newer truth than any count in flight
        setCount(totalLength);
      } else refresh();
    });
    return () => {
      stale = true;
      off();
    };
  }, [api, storeId, userId, isGuest, setCount]);

  return null;
}
