import { cssLength, DEFAULT_NAVBAR_HEIGHT, fontStyle } from './template-styles';

describe('cssLength', () => {
  it('reads pixels as numbers or digit strings and keeps CSS units', () => {
    expect(cssLength(72, DEFAULT_NAVBAR_HEIGHT)).toBe('72px');
    expect(cssLength('80', DEFAULT_NAVBAR_HEIGHT)).toBe('80px');
    expect(cssLength('4rem', DEFAULT_NAVBAR_HEIGHT)).toBe('4rem');
  });
  it('falls back when missing, empty, zero or not a length', () => {
    expect(cssLength(null, DEFAULT_NAVBAR_HEIGHT)).toBe('64px');
    expect(cssLength('  ', 40)).toBe('40px');
    expect(cssLength(0, 40)).toBe('40px');
    expect(cssLength({}, 40)).toBe('40px');
  });
});

describe('fontStyle', () => {
  it('keeps the known font keys as strings', () => {
    expect(fontStyle({ fontFamily: 'Poppins', fontWeight: 600, color: '#111' })).toEqual({
      fontFamily: 'Poppins',
      fontWeight: '600',
      color: '#111',
    });
  });
  it('ignores unknown keys, empty values and non-objects', () => {
    expect(fontStyle({ fontFamily: ' ', url: 'https://x', fontSize: null })).toEqual({});
    expect(fontStyle(null)).toEqual({});
    expect(fontStyle('Poppins')).toEqual({});
  });
});
