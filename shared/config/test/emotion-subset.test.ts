// The shared @emotion/react is a subset (runtime/emotion-react.mjs, issue 41). A name imported from
// '@emotion/react' that the subset does not export would be undefined at run time (a consumed
// shared module has no export check), so Chakra's own modules and every source file are checked.
import fs from 'node:fs';
import path from 'node:path';
import * as emotion from '@emotion/react';
import { EMOTION_SUBSET, sharedAliases } from '../shared-deps.cjs';
import { ROOT, SOURCE_ROOTS, sourceFiles } from './support/source-files';

const CHAKRA_ESM = path.join(
  path.dirname(require.resolve('@chakra-ui/react/package.json', { paths: [ROOT] })),
  'dist',
  'esm',
);

const subset = new Set(
  [...fs.readFileSync(EMOTION_SUBSET, 'utf8').matchAll(/export\s*\{([^}]*)\}/g)].flatMap((m) =>
    m[1]!
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  ),
);

test('every export of the subset exists in @emotion/react, and the aliases point at its builds', () => {
  expect([...subset].filter((name) => !(name in emotion))).toEqual([]);
  expect(sharedAliases()['@emotion/react$']).toBe(EMOTION_SUBSET);
  const browser = sharedAliases()['@storefront/config/emotion-react-esm$'];
  const node = sharedAliases({ browser: false })['@storefront/config/emotion-react-esm$'];
  expect(browser).toMatch(/emotion-react\.browser\.esm\.js$/);
  expect(node).toMatch(/emotion-react\.esm\.js$/);
  for (const file of [browser, node]) expect(fs.existsSync(file)).toBe(true);
});

test("Chakra's modules and the sources import from @emotion/react only what the subset exports", () => {
  const sources = [
    ...sourceFiles(CHAKRA_ESM, /\.js$/),
    ...SOURCE_ROOTS.flatMap((root) => sourceFiles(path.join(ROOT, root))),
  ];
  const missing: string[] = [];
  let importers = 0;
  for (const file of sources) {
    if (/\.test\.tsx?$/.test(file)) continue;
    const text = fs.readFileSync(file, 'utf8');
    if (!text.includes('@emotion/react')) continue;
    if (/import\s+\*\s+as\s+\w+\s+from\s+['"]@emotion\/react['"]/.test(text))
      missing.push(`${file}: namespace import`);
    for (const match of text.matchAll(
      /import\s+(type\s+)?\{([^}]*)\}\s+from\s+['"]@emotion\/react['"]/g,
    )) {
      importers += 1;
      if (match[1]) continue;
      for (const part of match[2]!.split(',').map((p) => p.trim())) {
        if (!part || part.startsWith('type ')) continue;
        const imported = part.split(/\s+as\s+/)[0]!;
        if (!subset.has(imported)) missing.push(`${file}: ${imported}`);
      }
    }
  }
  expect(importers).toBeGreaterThanOrEqual(4);
  expect(missing).toEqual([]);
});
