// The base theme carries only the recipes of the Chakra components @storefront/ui renders (issue
// 41: 26 unused recipes were 6.4 KB of every route's script), and of those only what the first
// paint draws: the overlays and the fields register theirs when their code loads
// (recipes-on-demand.ts). This test reads the Chakra components each of ui's source files imports
// and fails when one whose recipe Chakra ships is neither in the base theme nor registered by that
// file: it would render unstyled.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import * as theme from '@chakra-ui/react/theme';
import { storeBaseConfigs } from './base-theme';

const SRC = join(__dirname, '..');

function sources(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) return sources(file);
    return /\.tsx?$/.test(name) && !/\.test\.tsx?$/.test(name) ? [file] : [];
  });
}

/** Per source file of ui: its text and the component names it imports from '@chakra-ui/react'. */
function chakraImports(): { file: string; source: string; names: string[] }[] {
  return sources(SRC).map((file) => {
    const source = readFileSync(file, 'utf8');
    const names = new Set<string>();
    for (const [, list] of source.matchAll(
      /(?:import|export)\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g,
    ))
      for (const name of list!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!))
        if (/^[A-Z]/.test(name)) names.add(name);
    return { file, source, names: [...names] };
  });
}

/** The file adds the recipe itself when it renders (`useRecipesOnDemand` with `key: keyRecipe`). */
const registersOnDemand = (source: string, key: string) =>
  source.includes('useRecipesOnDemand(') &&
  new RegExp(`\\b${key}: ${key}(Slot)?Recipe\\b`).test(source);

test('every Chakra component ui renders has its recipe in the base theme or registers it', () => {
  const ours = storeBaseConfigs[1].theme!;
  const have = new Set([
    ...Object.keys(ours.recipes ?? {}),
    ...Object.keys(ours.slotRecipes ?? {}),
  ]);
  const chakraRecipes = new Set(
    Object.keys(theme)
      .filter((name) => /Recipe$/.test(name))
      .map((name) => name.replace(/(Slot)?Recipe$/, '')),
  );
  const missing: string[] = [];
  const needed = new Set<string>();
  for (const { file, source, names } of chakraImports())
    for (const key of names.map((name) => name[0]!.toLowerCase() + name.slice(1))) {
      if (!chakraRecipes.has(key)) continue;
      needed.add(key);
      if (!have.has(key) && !registersOnDemand(source, key)) missing.push(`${key} (${file})`);
    }
  expect([...needed]).toEqual(
    expect.arrayContaining(['button', 'dialog', 'skeleton', 'nativeSelect', 'input', 'toast']),
  );
  expect(missing).toEqual([]);
});

test('the first paint carries no slot recipe: each would bring its ark/zag anatomy with it', () => {
  expect(storeBaseConfigs[1].theme!.slotRecipes).toEqual({});
});
