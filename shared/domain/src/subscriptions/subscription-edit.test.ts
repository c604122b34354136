import {
  EDIT_SAVE_MESSAGES,
  EMPTY_SUBSCRIPTION_TEXT,
  cycleDelivery,
  editedProductsPrice,
  editSaveError,
  removalDecision,
} from './subscription-edit';

const ready = {
  selectedCardId: 'card-1',
  productCount: 1,
  deliverable: true,
  shippingLoaded: true,
};

describe('001 §5 "Subscription edit save"', () => {
  it('"Needs a selected card: \'Debes seleccionar una tarjeta\'"', () => {
    expect(editSaveError({ ...ready, selectedCardId: null })).toBe('Debes seleccionar una tarjeta');
  });
  it('"at least one product: \'La selección no puede estar vacía\'"', () => {
    expect(editSaveError({ ...ready, productCount: 0 })).toBe('La selección no puede estar vacía');
  });
  it('"for deliverable stores a loaded shipping price: \'Espera a que cargue el despacho\'"', () => {
    expect(editSaveError({ ...ready, shippingLoaded: false })).toBe(EDIT_SAVE_MESSAGES.shipping);
    expect(editSaveError({ ...ready, deliverable: false, shippingLoaded: false })).toBeNull();
  });
  it('reports the first failing rule in the spec’s order, and null when all pass', () => {
    expect(
      editSaveError({
        selectedCardId: null,
        productCount: 0,
        deliverable: true,
        shippingLoaded: false,
      }),
    ).toBe(EDIT_SAVE_MESSAGES.card);
    expect(editSaveError(ready)).toBeNull();
  });
});

describe('001 §4 "Removing the last product opens a warning"', () => {
  it('removes freely while other products remain', () => {
    expect(removalDecision(2, false)).toBe('remove');
  });
  it('"if cancellation is allowed it offers to cancel" (absent policy = allowed)', () => {
    expect(removalDecision(1, true)).toBe('offer-cancel');
    expect(removalDecision(1, undefined)).toBe('offer-cancel');
  });
  it('"otherwise it says \'Tu suscripción no puede quedar vacía, este producto no se puede remover.\'"', () => {
    expect(removalDecision(1, false)).toBe('cannot-remove');
    expect(EMPTY_SUBSCRIPTION_TEXT).toBe(
      'Tu suscripción no puede quedar vacía, este producto no se puede remover.',
    );
  });
});

describe('edited products price (the shipping quote’s amount, 001 §7 getPrice), by the price engine', () => {
  const payday = new Date('2026-12-20T12:00:00Z');
  it('sums unit price x quantity with 001 §9’s quantity discount ("entry for quantity n is at index n minus 2"), skipping removed items', () => {
    expect(
      editedProductsPrice(
        [
          { price: 10000, quantity: 3, quantityDiscounts: [0.05, 0.1, 0.15] },
          { price: 6990, quantity: 2 },
          { price: 5990, quantity: 0 },
        ],
        'clp',
        payday,
      ),
    ).toBe(27000 + 13980);
  });
  it('an untouched item keeps the quantity discount it was priced with', () => {
    expect(
      editedProductsPrice(
        [
          {
            price: 10000,
            quantity: 2,
            quantityDiscounts: [0.1],
            originalQuantity: 2,
            quantityDiscount: 0.05,
          },
        ],
        'clp',
        payday,
      ),
    ).toBe(19000);
  });
  it('a promotion the item holds lowers it while it is live at the payday ("user promotion has usesLeft and expiresAt")', () => {
    const held = {
      name: '$1.000 de descuento por 3 meses',
      discount: { type: 'fixed', value: 1000 },
      priceFrequency: 'monthly',
      maxUses: 3,
      duration: 90,
      usesLeft: 2,
      expiresAt: '2027-02-01T00:00:00.000Z',
      startedAt: '2026-11-01T00:00:00.000Z',
    };
    const line = { price: 5990, quantity: 2, originalQuantity: 2, promotions: [held] };
    expect(editedProductsPrice([line], 'clp', payday)).toBe(9980);
    expect(
      editedProductsPrice([{ ...line, promotions: [{ ...held, usesLeft: 0 }] }], 'clp', payday),
    ).toBe(11980);
    expect(editedProductsPrice([line], 'clp', new Date('2027-02-01T00:00:00Z'))).toBe(11980);
  });
});

describe('cycleDelivery (001 §3 shippingChargeType "always or once")', () => {
  it('"always": every cycle carries the quoted delivery', () => {
    expect(cycleDelivery({ quotedDelivery: 2990, chargeType: 'always', deliveryPaid: true })).toBe(
      2990,
    );
  });
  it('"once": only until the delivery was paid', () => {
    expect(cycleDelivery({ quotedDelivery: 2990, chargeType: 'once', deliveryPaid: false })).toBe(
      2990,
    );
    expect(cycleDelivery({ quotedDelivery: 2990, chargeType: 'once', deliveryPaid: true })).toBe(0);
  });
});
