import {
  checkoutSummary,
  SEPARATE_DELIVERIES_NOTE,
  type SummaryCartLine,
} from './checkout-summary';

// As the sandbox builds a line: price = (1 - quantityDiscount) x unit x quantity, clp truncated.
const line = (
  over: Partial<SummaryCartLine> & Pick<SummaryCartLine, '_id' | 'singlePrice' | 'price'>,
): SummaryCartLine => ({
  name: `Producto ${over._id}`,
  quantity: 1,
  billingType: 'monthly',
  currency: 'clp',
  quantityDiscount: 0,
  promotions: [],
  ...over,
});
const coffee = line({
  _id: 'a',
  singlePrice: 10000,
  quantity: 3,
  quantityDiscount: 0.1,
  price: 27000,
});
const tea = line({ _id: 'b', singlePrice: 4990, price: 4990, billingType: 'single' });
const cart = { products: [coffee, tea] };

describe('checkoutSummary (spec 001 §2 order summary, §9; 000 §2, §4)', () => {
  it('lines carry their billing-type labels ("Compra única", "Mensual") and amounts', () => {
    const summary = checkoutSummary(cart, 3990);
    expect(
      summary.lines.map((l) => [l.name, l.billingLabel, l.fullPrice, l.quantityDiscount, l.total]),
    ).toEqual([
      ['Producto a', 'Mensual', 30000, 3000, 27000],
      ['Producto b', 'Compra única', 4990, 0, 4990],
    ]);
  });
  it('"Total = (1 - discount) x unit price x quantity": subtotal, discounts, shipping and total', () => {
    expect(checkoutSummary(cart, 3990)).toMatchObject({
      currency: 'clp',
      subtotal: 34990,
      discounts: 3000,
      shipping: 3990,
      shippingShown: true,
      shippingPending: false,
      total: 35980,
    });
  });
  it('"Tax rate in the process payload 0.19; net amounts use 0 decimals for clp": 35980 → net 30235, IVA 5745', () => {
    expect(checkoutSummary(cart, 3990)).toMatchObject({ net: 30235, tax: 5745, taxRate: 0.19 });
  });
  it('"… and 2 otherwise": UF 2,50 + UF 0,35 → net 2,39, IVA 0,46', () => {
    const uf = { products: [line({ _id: 'u', currency: 'uf', singlePrice: 2.5, price: 2.5 })] };
    expect(checkoutSummary(uf, 0.35)).toMatchObject({
      currency: 'uf',
      total: 2.85,
      net: 2.39,
      tax: 0.46,
    });
  });
  it('"The highest-priority promotion for the frequency applies" on top of the quantity discount', () => {
    const promoted = line({
      _id: 'p',
      singlePrice: 10000,
      quantity: 2,
      quantityDiscount: 0.05,
      price: 19000,
      promotions: [
        {
          name: 'Semanal',
          discount: { type: 'fixed', value: 5000 },
          priceFrequency: 'weekly',
          priority: 9,
        },
        {
          name: 'Bienvenida',
          discount: { type: 'percentage', value: 15 },
          priceFrequency: 'monthly',
          priority: 1,
        },
      ],
    });
    const [summaryLine] = checkoutSummary({ products: [promoted] }, 0).lines;
    // 10000 → 8500 (15%); x 2 = 17000; minus 5% = 16150.
    expect(summaryLine).toMatchObject({
      promotionName: 'Bienvenida',
      promotionDiscount: 3000,
      quantityDiscount: 850,
      total: 16150,
    });
    // A user-defined price takes no promotion.
    expect(
      checkoutSummary({ products: [{ ...promoted, priceDefinedByUser: true }] }, 0).lines[0],
    ).toMatchObject({ promotionName: null, promotionDiscount: 0, total: 19000 });
  });
  it("shipping label: \"default 'Despacho'\", \"'instalación' for once\", the view's own label wins", () => {
    expect(checkoutSummary(cart, 0).shippingLabel).toBe('Despacho');
    expect(checkoutSummary(cart, 0, { shippingChargeType: 'once' }).shippingLabel).toBe(
      'Instalación',
    );
    expect(checkoutSummary(cart, 0, { deliveryLabel: 'Envío' }).shippingLabel).toBe('Envío');
  });
  it('while the shipping price loads: pending, left out of the total', () => {
    expect(checkoutSummary(cart, undefined)).toMatchObject({
      shipping: null,
      shippingPending: true,
      total: 31990,
    });
  });
  it('no shipping row for a store that is not deliverable', () => {
    expect(checkoutSummary(cart, 3990, { deliverable: false })).toMatchObject({
      shippingShown: false,
      shipping: null,
      shippingPending: false,
      total: 31990,
    });
  });
  it('referential prices (default status awaiting response): no delivery, no discounts', () => {
    expect(checkoutSummary(cart, 3990, { defaultStatus: 'awaiting response' })).toMatchObject({
      referential: true,
      discounts: 0,
      subtotal: 31990,
      shippingShown: false,
      shipping: null,
      total: 31990,
    });
  });
  it('bundle lines count like any other line', () => {
    const withBundle = {
      products: [tea],
      bundles: [{ products: [line({ _id: 'x', singlePrice: 1000, price: 1000 })] }],
    };
    expect(checkoutSummary(withBundle, 0)).toMatchObject({ total: 5990 });
    expect(checkoutSummary(withBundle, 0).lines).toHaveLength(2);
  });
});

describe('one delivery now, one per subscription later (issue 39: the account showed more than the quote)', () => {
  const weekly = line({ _id: 'c', singlePrice: 1990, price: 1990, billingType: 'weekly' });
  it('two subscriptions (two billing groups) in a store that charges delivery always: said under the total', () => {
    expect(checkoutSummary({ products: [coffee, weekly] }, 2990).separateDeliveriesLater).toBe(
      true,
    );
    expect(SEPARATE_DELIVERIES_NOTE).toBe(
      'Tu compra paga un solo despacho. Desde el segundo cobro, cada suscripción paga su propio despacho.',
    );
  });
  it('lines of one group make one subscription; another base payday makes another', () => {
    const alsoMonthly = line({ _id: 'd', singlePrice: 1000, price: 1000 });
    expect(checkoutSummary({ products: [coffee, alsoMonthly] }, 2990).separateDeliveriesLater).toBe(
      false,
    );
    const later = { ...alsoMonthly, basePayday: '2027-01-11' };
    expect(checkoutSummary({ products: [coffee, later] }, 2990).separateDeliveriesLater).toBe(true);
  });
  it('not for one subscription and a single purchase, a "once" store, or a store without delivery', () => {
    expect(checkoutSummary(cart, 2990).separateDeliveriesLater).toBe(false);
    const two = { products: [coffee, weekly] };
    expect(checkoutSummary(two, 2990, { shippingChargeType: 'once' }).separateDeliveriesLater).toBe(
      false,
    );
    expect(checkoutSummary(two, null, { deliverable: false }).separateDeliveriesLater).toBe(false);
  });
});
