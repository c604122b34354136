import {
  createStoreSystem,
  createStoreSystemSteps,
  primaryFontFamily,
  templateColors,
} from './create-store-system';
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

test('built in steps (issue 15: a task each in the browser), the system is the one built at once', () => {
  const template = { styles: { colors: { primary: '#6b21a8' }, texts: { fontFamily: 'Inter' } } };
  const steps = createStoreSystemSteps(template);
  // Paused after merging the configs, then after the token dictionary, then done.
  expect(steps.next()).toEqual({ done: false, value: undefined });
  expect(steps.next()).toEqual({ done: false, value: undefined });
  const last = steps.next();
  expect(last.done).toBe(true);
  const stepped = last.value as ReturnType<typeof createStoreSystem>;
  const atOnce = createStoreSystem(template);
  expect(stepped.tokens.allTokens.length).toBe(atOnce.tokens.allTokens.length);
  expect(stepped.token('colors.brand.solid')).toBe(atOnce.token('colors.brand.solid'));
  expect(stepped.css({ color: 'brand.solid', p: 2 })).toEqual(
    atOnce.css({ color: 'brand.solid', p: 2 }),
  );
  expect(JSON.stringify(stepped._global)).toBe(JSON.stringify(atOnce._global));
});
