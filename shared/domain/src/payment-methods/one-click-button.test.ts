import { oneClickButtonText } from './one-click-button';

const base = { payNow: false, cardChosen: false, requireTokenized: false, issuerFees: false };

describe('oneClickButtonText (002 §4)', () => {
  it('"\'Pagar\' if pay-now"', () => expect(oneClickButtonText({ ...base, payNow: true, cardChosen: true })).toBe('Pagar'));
  it('"else \'Finalizar\' if a card is chosen, tokenization is required or issuer fees apply"', () => {
    expect(oneClickButtonText({ ...base, cardChosen: true })).toBe('Finalizar');
    expect(oneClickButtonText({ ...base, requireTokenized: true })).toBe('Finalizar');
    expect(oneClickButtonText({ ...base, issuerFees: true })).toBe('Finalizar');
  });
  it('"else \'Continuar sin tarjeta\'"', () => expect(oneClickButtonText(base)).toBe('Continuar sin tarjeta'));
});
