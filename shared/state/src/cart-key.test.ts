import { cartKey, storeCartsKey } from './cart-key';
import { createServerDataCache } from './server-data';

describe('cartKey', () => {
  it('names one cart per store, browser and user', () => {
    expect(cartKey({ storeId: 'st-1', guestId: 'g-1' })).toEqual(['cart', 'st-1', 'g-1', null]);
    expect(cartKey({ storeId: 'st-1', guestId: 'g-1', userId: 'u-ana' })).toEqual([
      'cart',
      'st-1',
      'g-1',
      'u-ana',
    ]);
  });

  it("invalidating a store's carts reaches every owner's cart of that store, not another store's", async () => {
    const cache = createServerDataCache();
    const guest = cartKey({ storeId: 'st-1', guestId: 'g-1' });
    const signedIn = cartKey({ storeId: 'st-1', guestId: 'g-1', userId: 'u-ana' });
    const other = cartKey({ storeId: 'st-10', guestId: 'g-1' });
    for (const key of [guest, signedIn, other]) await cache.load(key, () => Promise.resolve({}));
    cache.invalidate(storeCartsKey('st-1'));
    expect([guest, signedIn, other].map((key) => cache.isStale(key))).toEqual([true, true, false]);
  });
});
