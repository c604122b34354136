import { isOrderOfStore } from './order-of-store';

describe('isOrderOfStore (002 §2: the orders of the current store)', () => {
  it('the same store: yes; another store: no; no store given: yes', () => {
    expect(isOrderOfStore({ storeId: 'st-tienda-demo' }, 'st-tienda-demo')).toBe(true);
    expect(isOrderOfStore({ storeId: 'st-farmacia-demo' }, 'st-tienda-demo')).toBe(false);
    expect(isOrderOfStore({}, 'st-tienda-demo')).toBe(true);
    expect(isOrderOfStore({ storeId: null }, 'st-tienda-demo')).toBe(true);
  });
});
