import { quantityControl } from './quantity-control';

const base = {
  quantity: 2,
  stock: null,
  quantifiable: true,
  priceDefinedByUser: false,
  selectionAllowed: true,
};

describe('quantityControl (spec 000 §2 Cart page)', () => {
  it('"shown only if the product is quantifiable, its price is not user-defined and quantity selection is allowed"', () => {
    expect(quantityControl(base).shown).toBe(true);
    expect(quantityControl({ ...base, quantifiable: false }).shown).toBe(false);
    expect(quantityControl({ ...base, quantifiable: undefined }).shown).toBe(false);
    expect(quantityControl({ ...base, priceDefinedByUser: true }).shown).toBe(false);
    expect(quantityControl({ ...base, selectionAllowed: false }).shown).toBe(false);
  });
  it('"Decrease is disabled at 1"', () => {
    expect(quantityControl({ ...base, quantity: 1 }).canDecrease).toBe(false);
    expect(quantityControl({ ...base, quantity: 2 }).canDecrease).toBe(true);
  });
  it('"increase is disabled at the stock limit when stock is not null"', () => {
    expect(quantityControl({ ...base, quantity: 5, stock: 5 })).toMatchObject({
      canIncrease: false,
      atStockLimit: true,
    });
    expect(quantityControl({ ...base, quantity: 4, stock: 5 })).toMatchObject({
      canIncrease: true,
      atStockLimit: false,
    });
  });
  it('"null means unlimited" (undefined too)', () => {
    expect(quantityControl({ ...base, quantity: 999, stock: null })).toMatchObject({
      canIncrease: true,
      atStockLimit: false,
    });
    expect(quantityControl({ ...base, quantity: 999, stock: undefined }).canIncrease).toBe(true);
  });
  it('a hidden selector enables nothing', () => {
    expect(quantityControl({ ...base, quantifiable: false })).toMatchObject({
      canDecrease: false,
      canIncrease: false,
    });
  });
});
