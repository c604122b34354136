import {
  EDIT_SAVE_MESSAGES,
  EMPTY_SUBSCRIPTION_TEXT,
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

describe('edited products price (the shipping quote’s amount, 001 §7 getPrice)', () => {
  it('sums unit price x quantity with 001 §9’s quantity discount ("entry for quantity n is at index n minus 2"), skipping removed items', () => {
    expect(
      editedProductsPrice(
        [
          { price: 10000, quantity: 3, quantityDiscounts: [0.05, 0.1, 0.15] },
          { price: 6990, quantity: 2 },
          { price: 5990, quantity: 0 },
        ],
        'clp',
      ),
    ).toBe(27000 + 13980);
  });
  it('an untouched item keeps the total it was subscribed with', () => {
    expect(
      editedProductsPrice(
        [
          {
            price: 10000,
            quantity: 2,
            quantityDiscounts: [0.05],
            originalQuantity: 2,
            totalPrice: 20000,
          },
        ],
        'clp',
      ),
    ).toBe(20000);
    expect(
      editedProductsPrice(
        [
          {
            price: 10000,
            quantity: 3,
            quantityDiscounts: [0.05],
            originalQuantity: 2,
            totalPrice: 20000,
          },
        ],
        'clp',
      ),
    ).toBe(28500);
  });
});
