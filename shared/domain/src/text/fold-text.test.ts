import { foldText, sameFoldedText } from './fold-text';

describe('foldText', () => {
  it('drops accents and case, ñ → n, collapses spaces', () => {
    expect(foldText('  Ñuñoa ')).toBe('nunoa');
    expect(foldText('PEÑALOLÉN')).toBe('penalolen');
    expect(foldText('Las   Condes')).toBe('las condes');
    expect(foldText(null)).toBe('');
  });
  it('equal names in other spellings compare equal; different names do not', () => {
    expect(sameFoldedText('Ñuñoa', 'nunoa')).toBe(true);
    expect(sameFoldedText('Concepción', 'CONCEPCION')).toBe(true);
    expect(sameFoldedText('Santiago', 'Santiago Centro')).toBe(false);
  });
});
