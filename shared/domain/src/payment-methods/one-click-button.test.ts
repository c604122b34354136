import {
  CREDIT_CARD_REQUIRED_MESSAGE,
  oneClickButtonState,
  oneClickButtonText,
} from './one-click-button';

const base = { payNow: false, cardChosen: false, requireTokenized: false, issuerFees: false };

describe('oneClickButtonText (002 §4)', () => {
  it('"\'Pagar\' if pay-now"', () =>
    expect(oneClickButtonText({ ...base, payNow: true, cardChosen: true })).toBe('Pagar'));
  it('"else \'Finalizar\' if a card is chosen, tokenization is required or issuer fees apply"', () => {
    expect(oneClickButtonText({ ...base, cardChosen: true })).toBe('Finalizar');
    expect(oneClickButtonText({ ...base, requireTokenized: true })).toBe('Finalizar');
    expect(oneClickButtonText({ ...base, issuerFees: true })).toBe('Finalizar');
  });
  it('"else \'Continuar sin tarjeta\'"', () =>
    expect(oneClickButtonText(base)).toBe('Continuar sin tarjeta'));
});

describe('oneClickButtonState (002 §5 "One-click button enabled only when …")', () => {
  const ready = {
    cardsLoaded: true,
    hasCards: true,
    termsAccepted: true,
    issuerFees: false,
    chosenCardType: 'Credit' as string | null,
    payNow: false,
    requireTokenized: false,
  };
  const enabled = { enabled: true, message: null };
  const disabled = { enabled: false, message: null };

  it('"cards have loaded"', () => {
    expect(oneClickButtonState({ ...ready, cardsLoaded: false })).toEqual(disabled);
    expect(oneClickButtonState(ready)).toEqual(enabled);
  });
  it('"terms are accepted if there are no cards"', () => {
    const noCards = { ...ready, hasCards: false, chosenCardType: null };
    expect(oneClickButtonState({ ...noCards, termsAccepted: false })).toEqual(disabled);
    expect(oneClickButtonState(noCards)).toEqual(enabled);
    // With cards the terms do not decide it.
    expect(oneClickButtonState({ ...ready, termsAccepted: false })).toEqual(enabled);
  });
  it('"with issuer fees the selected card must be Credit (otherwise \'Por favor, inscribe una tarjeta de crédito\')"', () => {
    const fees = { ...ready, issuerFees: true };
    expect(oneClickButtonState(fees)).toEqual(enabled);
    expect(oneClickButtonState({ ...fees, chosenCardType: 'Debit' })).toEqual({
      enabled: false,
      message: 'Por favor, inscribe una tarjeta de crédito',
    });
    expect(oneClickButtonState({ ...fees, chosenCardType: null })).toEqual({
      enabled: false,
      message: CREDIT_CARD_REQUIRED_MESSAGE,
    });
    // Without issuer fees a debit card is fine.
    expect(oneClickButtonState({ ...ready, chosenCardType: 'Debit' })).toEqual(enabled);
  });
  it('"pay-now needs no cards or a chosen card"', () => {
    const payNow = { ...ready, payNow: true };
    expect(oneClickButtonState(payNow)).toEqual(enabled);
    expect(oneClickButtonState({ ...payNow, chosenCardType: null })).toEqual(disabled);
    expect(oneClickButtonState({ ...payNow, hasCards: false, chosenCardType: null })).toEqual(
      enabled,
    );
  });
  it('"otherwise a card is needed if tokenization is required"', () => {
    const required = { ...ready, requireTokenized: true };
    expect(oneClickButtonState(required)).toEqual(enabled);
    expect(oneClickButtonState({ ...required, chosenCardType: null })).toEqual(disabled);
    expect(oneClickButtonState({ ...required, hasCards: false, chosenCardType: null })).toEqual(
      disabled,
    );
    // Not required: no card chosen is 'Continuar sin tarjeta', enabled.
    expect(oneClickButtonState({ ...ready, chosenCardType: null })).toEqual(enabled);
  });
});
