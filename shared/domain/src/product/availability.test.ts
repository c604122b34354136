import { isProductUnavailable } from './availability';

// Spec 000 §2: "A not-found page is shown when the product is missing, belongs to another store,
// is inactive, is hidden, or has stock exactly 0."
const product = { storeId: 's1', active: true, hidden: false, stock: 5 };

describe('isProductUnavailable', () => {
  it('an active, visible product of this store with stock is shown', () => {
    expect(isProductUnavailable(product, 's1')).toBe(false);
  });
  it('"missing"', () => {
    expect(isProductUnavailable(null, 's1')).toBe(true);
    expect(isProductUnavailable(undefined, 's1')).toBe(true);
  });
  it('"belongs to another store"', () => expect(isProductUnavailable(product, 's2')).toBe(true));
  it('"is inactive"', () => expect(isProductUnavailable({ ...product, active: false }, 's1')).toBe(true));
  it('"is hidden"', () => expect(isProductUnavailable({ ...product, hidden: true }, 's1')).toBe(true));
  it('"has stock exactly 0"', () => expect(isProductUnavailable({ ...product, stock: 0 }, 's1')).toBe(true));
  it('"stock (null unlimited)" is shown, hidden null reads as not hidden', () => {
    expect(isProductUnavailable({ ...product, stock: null, hidden: null }, 's1')).toBe(false);
  });
});
