import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { CART_SNAPSHOT_KEY, cartSnapshotAtom, useCartSnapshot } from './cart-snapshot';

const wrapperWith = (store = createStore()) =>
  function Wrapper({ children }: { children: ReactNode }) {
    return <Provider store={store}>{children}</Provider>;
  };

const cartLine = {
  _id: 'po-1',
  productId: 'p-1',
  name: 'Café',
  quantity: 2,
  billingType: 'monthly',
  labels: [],
  productFamilyId: null,
  price: 9990,
};

describe('cart snapshot (the cart the shopper last saw, spec 000 §4 Cart change detection)', () => {
  beforeEach(() => sessionStorage.clear());

  it('is null when nothing was stored', () => {
    const { result } = renderHook(() => useCartSnapshot(), { wrapper: wrapperWith() });
    expect(result.current[0]).toBeNull();
  });

  it('writes to sessionStorage "cartSnapshot" with only the lines\' comparison fields', () => {
    const { result } = renderHook(() => useCartSnapshot(), { wrapper: wrapperWith() });
    act(() => result.current[1]({ storeId: 'st-1', products: [cartLine] }));
    const expected = {
      storeId: 'st-1',
      products: [
        {
          productId: 'p-1',
          name: 'Café',
          quantity: 2,
          billingType: 'monthly',
          labels: [],
          productFamilyId: null,
        },
      ],
    };
    expect(result.current[0]).toEqual(expected);
    expect(JSON.parse(sessionStorage.getItem(CART_SNAPSHOT_KEY)!)).toEqual(expected);
  });

  it('reads what an earlier page stored (survives the login trip and a reload)', () => {
    sessionStorage.setItem(
      CART_SNAPSHOT_KEY,
      JSON.stringify({ storeId: 'st-1', products: [cartLine] }),
    );
    const store = createStore();
    expect(store.get(cartSnapshotAtom)?.products[0]?.productId).toBe('p-1');
  });

  it('null forgets it, and a broken stored value reads as null', () => {
    const store = createStore();
    store.set(cartSnapshotAtom, { storeId: 'st-1', products: [cartLine] });
    store.set(cartSnapshotAtom, null);
    expect(sessionStorage.getItem(CART_SNAPSHOT_KEY)).toBeNull();
    expect(store.get(cartSnapshotAtom)).toBeNull();
    sessionStorage.setItem(CART_SNAPSHOT_KEY, '{not json');
    expect(createStore().get(cartSnapshotAtom)).toBeNull();
  });
});
