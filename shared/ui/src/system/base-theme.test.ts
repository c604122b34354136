// The base theme carries only the recipes of the Chakra components @storefront/ui renders (issue
// 41: 26 unused recipes were 6.4 KB of every route's script). This test reads every Chakra
// component ui's source imports and fails when one whose recipe Chakra ships is missing here: it
// would render unstyled.
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

/** Names imported from '@chakra-ui/react' anywhere in ui's source. */
function chakraImports(): Set<string> {
  const names = new Set<string>();
  for (const file of sources(SRC)) {
    for (const [, list] of readFileSync(file, 'utf8').matchAll(
      /(?:import|export)\s*(?:type\s*)?\{([^}]*)\}\s*from\s*'@chakra-ui\/react'/g,
    ))
      for (const name of list!.split(',').map((part) => part.trim().split(/\s+as\s+/)[0]!))
        if (/^[A-Z]/.test(name)) names.add(name);
  }
  return names;
}

test('every Chakra component ui renders has its recipe in the base theme', () => {
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
  const used = [...chakraImports()].map((name) => name[0]!.toLowerCase() + name.slice(1));
  const needed = used.filter((key) => chakraRecipes.has(key));
  expect(needed).toEqual(expect.arrayContaining(['button', 'dialog', 'skeleton', 'nativeSelect']));
  expect(needed.filter((key) => !have.has(key))).toEqual([]);
});
