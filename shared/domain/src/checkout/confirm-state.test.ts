import {
  canAddCard,
  canDeselectCard,
  checkoutConfirmAction,
  checkoutConfirmState,
  CHECKOUT_MESSAGES,
  toggleCardSelection,
} from './confirm-state';

const ready = {
  contactValid: true,
  companyValid: true,
  hasCards: true,
  selectedCardId: 'card-1',
  termsAccepted: true,
  deliverable: true,
  shippingLoaded: true,
};

describe('checkoutConfirmState (spec 001 §5 "Confirm is enabled only if: …")', () => {
  it('all conditions met → enabled, no message', () => {
    expect(checkoutConfirmState(ready)).toEqual({ enabled: true });
  });
  it('"contact data valid" → \'Debes ingresar tus datos de contacto\'', () => {
    expect(checkoutConfirmState({ ...ready, contactValid: false })).toEqual({
      enabled: false,
      message: 'Debes ingresar tus datos de contacto',
    });
  });
  it('"company data valid" → \'Debes ingresar tus datos de empresa\'', () => {
    expect(checkoutConfirmState({ ...ready, companyValid: false })).toEqual({
      enabled: false,
      message: 'Debes ingresar tus datos de empresa',
    });
  });
  it('"the user has no card or has selected one" → \'Debes seleccionar una tarjeta\'', () => {
    expect(checkoutConfirmState({ ...ready, selectedCardId: null })).toEqual({
      enabled: false,
      message: 'Debes seleccionar una tarjeta',
    });
    expect(checkoutConfirmState({ ...ready, hasCards: false, selectedCardId: null }).enabled).toBe(
      true,
    );
  });
  it('"terms accepted"', () => {
    expect(checkoutConfirmState({ ...ready, termsAccepted: false })).toEqual({
      enabled: false,
      message: CHECKOUT_MESSAGES.terms,
    });
  });
  it('"(deliverable stores) the shipping price is loaded"', () => {
    expect(checkoutConfirmState({ ...ready, shippingLoaded: false })).toEqual({
      enabled: false,
      message: 'Espera a que cargue el despacho',
    });
    expect(
      checkoutConfirmState({ ...ready, deliverable: false, shippingLoaded: false }).enabled,
    ).toBe(true);
  });
  it("precedence follows the spec's order: contact, company, card, terms, shipping", () => {
    const none = {
      contactValid: false,
      companyValid: false,
      hasCards: true,
      selectedCardId: null,
      termsAccepted: false,
      deliverable: true,
      shippingLoaded: false,
    };
    expect(checkoutConfirmState(none).message).toBe('Debes ingresar tus datos de contacto');
    expect(checkoutConfirmState({ ...none, contactValid: true }).message).toBe(
      'Debes ingresar tus datos de empresa',
    );
    expect(checkoutConfirmState({ ...none, contactValid: true, companyValid: true }).message).toBe(
      'Debes seleccionar una tarjeta',
    );
    expect(
      checkoutConfirmState({ ...none, contactValid: true, companyValid: true, selectedCardId: 'c' })
        .message,
    ).toBe(CHECKOUT_MESSAGES.terms);
  });
});

describe('card rules (001 §2, §4, §5)', () => {
  it('"Confirm with no saved card starts card registration"; with a card the cart is processed', () => {
    expect(checkoutConfirmAction(false)).toBe('register-card');
    expect(checkoutConfirmAction(true)).toBe('process');
  });
  it('terms "must be ticked before a first card is added"', () => {
    expect(canAddCard({ hasCards: false, termsAccepted: false })).toBe(false);
    expect(canAddCard({ hasCards: false, termsAccepted: true })).toBe(true);
    expect(canAddCard({ hasCards: true, termsAccepted: false })).toBe(true);
  });
  it('"A card cannot be deselected when the policy requires a tokenized card"', () => {
    const tokenized = { paymentMethodsPolicy: { requireTokenized: true } };
    expect(canDeselectCard(tokenized)).toBe(false);
    expect(canDeselectCard({ paymentMethodsPolicy: { requireTokenized: false } })).toBe(true);
    expect(canDeselectCard(null)).toBe(true);
    expect(toggleCardSelection('a', 'a', tokenized)).toBe('a');
    expect(toggleCardSelection('a', 'a', null)).toBeNull();
    expect(toggleCardSelection('a', 'b', tokenized)).toBe('b');
    expect(toggleCardSelection(null, 'b', null)).toBe('b');
  });
});
