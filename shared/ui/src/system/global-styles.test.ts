import { createStoreSystem } from './create-store-system';
import {
  adoptServerGlobalStyles,
  buildSystemGlobalStyles,
  nameSystemGlobalStyles,
  SYSTEM_GLOBAL_STYLES_NAME,
} from './global-styles';

const globalOf = (system: object) => (system as { _global: unknown })._global;

test('Chakra builds the global styles on first read only (patches/@chakra-ui+react)', () => {
  const system = createStoreSystem(null);
  const descriptor = Object.getOwnPropertyDescriptor(system, '_global');
  // Without the patch `_global` is a plain array, built inside createSystem.
  expect(typeof descriptor?.get).toBe('function');
  expect(typeof descriptor?.set).toBe('function');
  const built = globalOf(system);
  expect(Array.isArray(built)).toBe(true);
  expect(JSON.stringify(built)).toContain('--chakra-colors-gray-50');
  expect(globalOf(system)).toBe(built); // built once
});

test('the server names the global styles; the text is the same CSS, serialized', () => {
  const system = nameSystemGlobalStyles(
    createStoreSystem({ styles: { colors: { primary: '#6b21a8' } } }),
  );
  const named = globalOf(system) as { name: string; styles: string };
  expect(named.name).toMatch(new RegExp(`^${SYSTEM_GLOBAL_STYLES_NAME}-[a-z0-9]+$`));
  expect(named.styles).toContain('--chakra-colors-gray-50');
  expect(named.styles).toContain('#6b21a8'); // the template's colour token
  expect(nameSystemGlobalStyles(system)).toBe(system);
  expect(globalOf(system)).toBe(named); // naming twice changes nothing
});

test('each template’s styles have a name of their own', () => {
  // Emotion's server caches compiled styles by name for the whole process: a name shared by two
  // templates served the first one's colours to the second (the pharmacy's warning banner
  // rendered with the demo store's #C05621).
  const name = (primary: string, warning: string) =>
    (
      globalOf(
        nameSystemGlobalStyles(createStoreSystem({ styles: { colors: { primary, warning } } })),
      ) as { name: string }
    ).name;
  const demo = name('#6b21a8', '#C05621');
  expect(name('#6b21a8', '#EF6C00')).not.toBe(demo);
  expect(name('#6b21a8', '#C05621')).toBe(demo);
});

test('a hydrating page adopts the server tag of that name instead of building the styles', () => {
  const name = `${SYSTEM_GLOBAL_STYLES_NAME}-1x2y3z`;
  document.head.innerHTML = `<style data-emotion="css-global ${name}">:root{--x:1}</style>`;
  const system = createStoreSystem(null);
  expect(adoptServerGlobalStyles(system)).toBe(true);
  expect(globalOf(system)).toEqual({ name, styles: ':root{--x:1}' });
});

test('without the server tag nothing is adopted and the styles are built as usual', () => {
  document.head.innerHTML = '<style data-emotion="css-global abc123">:root{--x:1}</style>';
  const system = createStoreSystem(null);
  expect(adoptServerGlobalStyles(system)).toBe(false);
  buildSystemGlobalStyles(system);
  expect(Array.isArray(globalOf(system))).toBe(true);
});

test('no custom property is declared on every element: Chakra’s `*` defaults are declared on html', () => {
  // A `*` rule with custom properties gives each element a style of its own, and Chrome then
  // shares no style, font or text shaping between elements (issue 15: layout and paint at boot).
  const { styles } = globalOf(nameSystemGlobalStyles(createStoreSystem(null))) as {
    styles: string;
  };
  const universal = [...styles.matchAll(/(?:^|[}\s])&?\*\s*\{([^}]*)\}/g)].map((m) => m[1]);
  expect(universal.length).toBeGreaterThan(0); // the preflight's margin and padding reset
  expect(universal.filter((body) => body!.includes('--'))).toEqual([]);
  const html = [...styles.matchAll(/(?:^|[}\s])&?html\s*\{([^}]*)\}/g)].map((m) => m[1]).join(';');
  expect(html).toContain('--global-font-body:');
  expect(html).toContain('--global-color-border:');
  expect(html).toContain('--ring-color:');
  expect(html).toContain('font-feature-settings:');
});
