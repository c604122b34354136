import { expirationCycleOptions } from './expiration-cycles';
import { isProductSelectionValid, productSelectionErrors, type ProductSelection } from './selection';

// Spec 000 §5 "Product selection is valid when: all labels are chosen (not required in edit mode),
// quantity is at least 1, a billing type is chosen, quantity is valid against stock, expiration and
// payday inputs are valid, and an expiration cycle is chosen when required."
const LABELS = 'Debes especificar el tipo de producto';
const FREQUENCY = 'Debes seleccionar una frecuencia';
const AMOUNT = 'Debes ingresar un monto';
const QUANTITY = 'La cantidad seleccionada no es válida o el producto no tiene stock suficiente';

const box = {
  prices: { weekly: 4490, monthly: 15990, single: null },
  expirable: true,
  labels: [{ name: 'Tamaño', selection: 'Elige el tamaño de tu caja', labels: [{ name: 'Chica' }, { name: 'Grande' }] }],
};
const good: ProductSelection = { labels: ['Chica'], billingType: 'monthly', quantity: 2, expirationCycles: 6 };
const context = { available: 5 };

describe('productSelectionErrors', () => {
  it('a full selection has none', () => expect(productSelectionErrors(good, box, context)).toEqual([]));
  it('every message, in the form\'s order', () => {
    const userDefined = { ...box, priceDefinedByUser: true };
    expect(productSelectionErrors({ quantity: 0 }, userDefined, context)).toEqual([LABELS, FREQUENCY, AMOUNT, QUANTITY]);
  });
  it('labels are "not required in edit mode"', () => {
    expect(productSelectionErrors({ ...good, labels: [] }, box, context)).toEqual([LABELS]);
    expect(productSelectionErrors({ ...good, labels: [] }, box, { ...context, editMode: true })).toEqual([]);
  });
  it('the billing type must be one with a price', () => {
    expect(productSelectionErrors({ ...good, billingType: 'single' }, box, context)).toEqual([FREQUENCY]);
    expect(productSelectionErrors({ ...good, billingType: null }, box, context)).toEqual([FREQUENCY]);
  });
  it('"Debes ingresar un monto" when a user-defined price is empty (empty means 0)', () => {
    const userDefined = { ...box, priceDefinedByUser: true };
    expect(productSelectionErrors({ ...good, userPrice: 0 }, userDefined, context)).toEqual([AMOUNT]);
    expect(productSelectionErrors({ ...good, userPrice: 15000 }, userDefined, context)).toEqual([]);
  });
  it('quantity against the available stock (null unlimited)', () => {
    expect(productSelectionErrors({ ...good, quantity: 6 }, box, context)).toEqual([QUANTITY]);
    expect(productSelectionErrors({ ...good, quantity: 600 }, box, { available: null })).toEqual([]);
  });
});

describe('isProductSelectionValid', () => {
  it('true for a full selection', () => expect(isProductSelectionValid(good, box, context)).toBe(true));
  it('false with any product message', () => expect(isProductSelectionValid({ ...good, quantity: 0 }, box, context)).toBe(false));
  it('"an expiration cycle is chosen when required" (expirable, non-single), within the policy\'s options', () => {
    expect(isProductSelectionValid({ ...good, expirationCycles: null }, box, context)).toBe(false);
    expect(isProductSelectionValid({ ...good, expirationCycles: 25 }, box, context)).toBe(false);
    const policy = expirationCycleOptions({ minimumCycles: 3, maximumCycles: 6 });
    expect(isProductSelectionValid({ ...good, expirationCycles: 2 }, box, { ...context, cycleOptions: policy })).toBe(false);
    expect(isProductSelectionValid({ ...good, expirationCycles: null }, { ...box, expirable: false }, context)).toBe(true);
  });
  it('the base payday is checked only when offered (allowBasePayday)', () => {
    const payday = { today: '2026-11-23', deliverable: true, holidays: ['2026-12-25'] };
    expect(isProductSelectionValid({ ...good, basePayday: null }, box, { ...context, payday })).toBe(false);
    expect(isProductSelectionValid({ ...good, basePayday: '2026-12-25' }, box, { ...context, payday })).toBe(false);
    expect(isProductSelectionValid({ ...good, basePayday: '2026-12-28' }, box, { ...context, payday })).toBe(true);
    expect(isProductSelectionValid({ ...good, basePayday: null }, box, { ...context, payday: null })).toBe(true);
  });
});
