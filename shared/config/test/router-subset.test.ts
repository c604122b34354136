// The shared router is a subset of react-router (runtime/react-router-dom.mjs). A name imported
// from 'react-router-dom' that the subset does not export would be undefined at run time (a
// consumed shared module has no export check), so every source file's imports are checked here.
import fs from 'node:fs';
import path from 'node:path';
import * as reactRouter from 'react-router';
import { ROOT, SOURCE_ROOTS, sourceFiles } from './support/source-files';

function exportedNames(file: string): Set<string> {
  const text = fs.readFileSync(file, 'utf8');
  const names = new Set<string>();
  for (const block of text.matchAll(/export\s+(?:type\s+)?\{([^}]*)\}/g)) {
    for (const name of (block[1] ?? '').split(',')) if (name.trim()) names.add(name.trim());
  }
  return names;
}

const runtime = exportedNames(path.join(__dirname, '..', 'runtime', 'react-router-dom.mjs'));
const typed = exportedNames(path.join(__dirname, '..', 'runtime', 'react-router-dom.d.ts'));

test('every runtime export of the subset exists in react-router and has its type', () => {
  for (const name of runtime) {
    expect([name, name in reactRouter]).toEqual([name, true]);
    expect([name, typed.has(name)]).toEqual([name, true]);
  }
});

test('source files import from react-router(-dom) only what the shared subset exports', () => {
  const missing: string[] = [];
  for (const root of SOURCE_ROOTS) {
    for (const file of sourceFiles(path.join(ROOT, root))) {
      const text = fs.readFileSync(file, 'utf8');
      if (/import\s+\*\s+as\s+\w+\s+from\s+'react-router(-dom)?'/.test(text))
        missing.push(`${file}: namespace import`);
      for (const match of text.matchAll(
        /import\s+(type\s+)?\{([^}]*)\}\s+from\s+'react-router(?:-dom)?'/g,
      )) {
        const typeOnly = Boolean(match[1]);
        for (const raw of (match[2] ?? '').split(',')) {
          const spec = raw.trim();
          if (!spec) continue;
          const isType = typeOnly || spec.startsWith('type ');
          const name = spec
            .replace(/^type\s+/, '')
            .split(/\s+as\s+/)[0]!
            .trim();
          if (!(isType ? typed.has(name) : runtime.has(name)))
            missing.push(`${path.relative(ROOT, file)}: ${name}`);
        }
      }
    }
  }
  expect(missing).toEqual([]);
});
