import * as v from 'valibot';
import {
  productSelectionFormSchema,
  type ProductSelectionFormProduct,
  type ProductSelectionFormRules,
  type ProductSelectionFormValues,
} from './product-selection-form-schemas';

// Today is Monday 2026-11-23 in these tests (base-payday.test.ts).
const payday = { today: '2026-11-23', deliverable: true, holidays: ['2026-12-08'] };
const box: ProductSelectionFormProduct = {
  prices: { weekly: 4490, monthly: 15990 },
  currency: 'clp',
  labels: [
    {
      name: 'Tamaño',
      selection: 'Elige el tamaño de tu caja',
      labels: [{ name: 'Chica' }, { name: 'Grande' }],
    },
  ],
};
const rules: ProductSelectionFormRules = { available: 3, payday: null };
const valid: ProductSelectionFormValues = {
  labels: ['Chica'],
  billingType: 'monthly',
  cycles: null,
  payday: '',
  priceText: '',
  quantity: 1,
};

const messages = (
  values: Partial<ProductSelectionFormValues>,
  product = box,
  given: ProductSelectionFormRules = rules,
) => {
  const schema = productSelectionFormSchema(product, given);
  const result = v.safeParse(schema, { ...valid, ...values });
  return result.success ? null : v.flatten<typeof schema>(result.issues).nested;
};

describe('the product selection form (spec 000 §5 "Product selection is valid when …"; 001 §5 Product dialog)', () => {
  it('a complete choice passes as typed', () => {
    expect(messages({})).toBeNull();
    expect(v.parse(productSelectionFormSchema(box, rules), valid)).toEqual(valid);
  });

  it('"all labels are chosen": "Debes especificar el tipo de producto"', () => {
    expect(messages({ labels: [] })).toEqual({ labels: ['Debes especificar el tipo de producto'] });
    expect(messages({ labels: ['Mediana'] })).toEqual({
      labels: ['Debes especificar el tipo de producto'],
    });
    expect(messages({ labels: [] }, { ...box, labels: [] })).toBeNull();
  });

  it('"a billing type is chosen": "Debes seleccionar una frecuencia"', () => {
    expect(messages({ billingType: '' })).toEqual({
      billingType: ['Debes seleccionar una frecuencia'],
    });
  });

  it('"quantity at least 1 and at most available stock": "La cantidad seleccionada no es válida o el producto no tiene stock suficiente"', () => {
    const text = 'La cantidad seleccionada no es válida o el producto no tiene stock suficiente';
    expect(messages({ quantity: 0 })).toEqual({ quantity: [text] });
    expect(messages({ quantity: 4 })).toEqual({ quantity: [text] });
    expect(messages({ quantity: 3 })).toBeNull();
    expect(messages({ quantity: 1 }, box, { ...rules, available: 0 })).toEqual({
      quantity: [text],
    });
    expect(messages({ quantity: 99 }, box, { ...rules, available: null })).toBeNull();
  });

  describe('"Number of periods is required for expirable non-single products"', () => {
    const expirable = { ...box, expirable: true, prices: { ...box.prices, single: 9990 } };
    it('none chosen: "Debes seleccionar el número de periodos" (no text in the spec)', () => {
      expect(messages({ cycles: null }, expirable)).toEqual({
        cycles: ['Debes seleccionar el número de periodos'],
      });
      expect(messages({ cycles: 6 }, expirable)).toBeNull();
    });
    it('not for a single purchase, nor for a product that does not expire', () => {
      expect(messages({ billingType: 'single' }, expirable)).toBeNull();
      expect(messages({}, box)).toBeNull();
    });
    it('an item that keeps its subscription’s schedule is not asked', () => {
      expect(messages({}, expirable, { ...rules, keepSchedule: true })).toBeNull();
    });
  });

  describe('base payday, "only offered when the policy allows it"', () => {
    const offered = { ...rules, payday };
    it('offered: required ("Ingresa una fecha"), today or later, not a weekend nor a holiday', () => {
      expect(messages({ payday: '' }, box, offered)).toEqual({ payday: ['Ingresa una fecha'] });
      expect(messages({ payday: '2026-11-20' }, box, offered)).toEqual({
        payday: ['La fecha debe ser hoy o posterior'],
      });
      expect(messages({ payday: '2026-11-28' }, box, offered)).toEqual({
        payday: ['La fecha no puede ser un fin de semana'],
      });
      expect(messages({ payday: '2026-12-08' }, box, offered)).toEqual({
        payday: ['La fecha no puede ser un feriado'],
      });
      expect(messages({ payday: '2026-11-24' }, box, offered)).toBeNull();
    });
    it('not offered, or kept by a subscription item: not required', () => {
      expect(messages({ payday: '' })).toBeNull();
      expect(messages({ payday: '' }, box, { ...offered, keepSchedule: true })).toBeNull();
    });
  });

  describe('"user-defined price needs an amount"', () => {
    const donation = { ...box, priceDefinedByUser: true, prices: { monthly: 5000 } };
    it('"Debes ingresar un monto" (empty means 0)', () => {
      expect(messages({ priceText: '' }, donation)).toEqual({
        priceText: ['Debes ingresar un monto'],
      });
    });
    it('never below the frequency’s floor (decided): "El monto mínimo es $5.000"', () => {
      expect(messages({ priceText: '4.999' }, donation)).toEqual({
        priceText: ['El monto mínimo es $5.000'],
      });
      expect(messages({ priceText: '5.000' }, donation)).toBeNull();
    });
    it('a product with a listed price asks no amount', () => {
      expect(messages({ priceText: '' })).toBeNull();
    });
  });

  it('every field that fails says so at once', () => {
    expect(messages({ labels: [], billingType: '', quantity: 0 })).toEqual({
      labels: ['Debes especificar el tipo de producto'],
      billingType: ['Debes seleccionar una frecuencia'],
      quantity: ['La cantidad seleccionada no es válida o el producto no tiene stock suficiente'],
    });
  });
});
