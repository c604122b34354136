import { decimalsFor } from './format-amount';

describe('decimalsFor (spec 000 §3: clp uses 0 decimals, others 2)', () => {
  it('clp has 0 decimals', () => expect(decimalsFor('clp')).toBe(0));
  it('uf has 2 decimals', () => expect(decimalsFor('uf')).toBe(2));
  it('default currency is clp', () => expect(decimalsFor(undefined)).toBe(0));
});
