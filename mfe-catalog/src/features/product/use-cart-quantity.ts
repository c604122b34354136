// How many units of a product the shopper's cart already holds (spec 000 §5: quantity is at most
// the stock minus what is in the cart). A failed read counts as 0: the server still refuses an
// over-stock add, and that answer is shown as the quantity text.
import { useCallback, useEffect, useState } from 'react';
import type { Cart } from '@storefront/sdk';
import { getGuestId, useApi, useSession } from '@storefront/state';

export function quantityInCart(cart: Cart | null, productId: string): number {
  if (!cart) return 0;
  const lines = [...cart.products, ...(cart.bundles ?? []).flatMap((bundle) => bundle.products)];
  return lines
    .filter((line) => line.productId === productId)
    .reduce((sum, line) => sum + line.quantity, 0);
}

export function useCartOwner(storeId: string) {
  const session = useSession();
  const userId = session && !session.isGuest ? session.user.userId : undefined;
  return { storeId, guestId: getGuestId(), ...(userId ? { userId } : {}) };
}

export function useCartQuantity(storeId: string, productId: string | undefined) {
  const api = useApi();
  const owner = useCartOwner(storeId);
  const ownerKey = `${owner.storeId}|${owner.guestId}|${owner.userId ?? ''}`;
  const [inCart, setInCart] = useState(0);
  const [version, setVersion] = useState(0);

  useEffect(() => {
    if (!productId) return;
    let live = true;
    const [sid, guestId, userId] = ownerKey.split('|') as [string, string, string];
    api.carts.getOrCreate({ storeId: sid, guestId, userId: userId || undefined }).then(
      (cart) => live && setInCart(quantityInCart(cart, productId)),
      () => live && setInCart(0),
    );
    return () => {
      live = false;
    };
  }, [api, ownerKey, productId, version]);

  /** Read the cart again (after an add). */
  const refresh = useCallback(() => setVersion((n) => n + 1), []);
  return { inCart, refresh, owner };
}
