import { availableQuantity, isQuantityValid, quantityButtons, validateQuantity } from './quantity';

const MESSAGE = 'La cantidad seleccionada no es válida o el producto no tiene stock suficiente';

describe('availableQuantity (spec 000 §5 "at most the available stock minus what is already in the cart (in edit mode the full stock)")', () => {
  it('stock minus what is in the cart', () => {
    expect(availableQuantity({ stock: 10 }, 3)).toBe(7);
    expect(availableQuantity({ stock: 10 })).toBe(10);
    expect(availableQuantity({ stock: 2 }, 5)).toBe(0);
  });
  it('"stock (null unlimited)"', () => {
    expect(availableQuantity({ stock: null }, 3)).toBeNull();
    expect(availableQuantity({}, 3)).toBeNull();
    expect(availableQuantity({ stock: null, fullStock: 4 }, 0, { editMode: true })).toBeNull();
  });
  it('edit mode: the full stock (001: fullStock = stock + quantity), not minus the cart', () => {
    expect(availableQuantity({ stock: 8, fullStock: 10 }, 2, { editMode: true })).toBe(10);
    expect(availableQuantity({ stock: 8 }, 2, { editMode: true })).toBe(8);
  });
});

describe('validateQuantity', () => {
  it('"Quantity must be at least 1"', () => {
    expect(validateQuantity(0, null)).toBe(MESSAGE);
    expect(validateQuantity(-1, 5)).toBe(MESSAGE);
    expect(validateQuantity(1.5, 5)).toBe(MESSAGE);
    expect(validateQuantity(1, null)).toBeNull();
  });
  it('at most the available quantity', () => {
    expect(validateQuantity(7, 7)).toBeNull();
    expect(validateQuantity(8, 7)).toBe(MESSAGE);
    expect(validateQuantity(1, 0)).toBe(MESSAGE);
    expect(isQuantityValid(500, null)).toBe(true);
  });
  it('"The minus button is disabled at 1 or less"; plus stops at the available quantity', () => {
    expect(quantityButtons(1, 5)).toEqual({ canDecrease: false, canIncrease: true });
    expect(quantityButtons(5, 5)).toEqual({ canDecrease: true, canIncrease: false });
    expect(quantityButtons(9, null)).toEqual({ canDecrease: true, canIncrease: true });
  });
});
