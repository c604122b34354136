import { createStoreSystem, primaryFontFamily, templateColors } from './create-store-system';
import { contrastText } from './contrast';

test('template colours become tokens and brand.* semantic tokens; missing ones use defaults', () => {
  const system = createStoreSystem({
    styles: {
      colors: { primary: '#6b21a8', error: '#ff0000' },
      texts: { fontFamily: "'Poppins', sans-serif" },
    },
  });
  expect(system.token('colors.template.primary')).toBe('#6b21a8');
  expect(system.token('colors.brand.primary')).toBe('var(--chakra-colors-brand-primary)');
  expect(system.token('colors.brand.solid')).toBe('var(--chakra-colors-brand-solid)');
  // The web font first, then its metric-matched fallback face (issue 15: no layout shift).
  expect(system.token('fonts.body')).toMatch(/^'Poppins', 'Poppins Fallback', /);
  expect(templateColors({ styles: { colors: { primary: '  ' } } }).primary).toBe('#1f4fd1');
});

test('the brand palette text colour stays readable', () => {
  expect(contrastText('#ffffff')).toBe('#1a1a1a');
  expect(contrastText('#6b21a8')).toBe('#ffffff');
  expect(contrastText('#ffe066')).toBe('#1a1a1a');
});

test('a CSS font list gives its first family', () => {
  expect(primaryFontFamily('"Montserrat", Arial')).toBe('Montserrat');
  expect(primaryFontFamily('')).toBeNull();
});
