/** @jest-environment node */
// A remote built with externalRuntime reads these names from globalThis._FEDERATION_RUNTIME_CORE:
// if an @module-federation upgrade makes its runtime import another name, this test says which.
import fs from 'node:fs';
import path from 'node:path';
import { provideRuntimeCore, RUNTIME_CORE_FOR_REMOTES } from './provide-runtime-core';

const MF = path.resolve(__dirname, '..', '..', '..', 'node_modules', '@module-federation');

test('every name a remote runtime imports from runtime-core is provided', () => {
  const needed = new Set<string>();
  for (const pkg of ['runtime', 'webpack-bundler-runtime']) {
    const dist = path.join(MF, pkg, 'dist');
    for (const file of fs.readdirSync(dist).filter((f) => f.endsWith('.js'))) {
      const text = fs.readFileSync(path.join(dist, file), 'utf8');
      for (const match of text.matchAll(
        /import\s*\{([^}]*)\}\s*from\s*"@module-federation\/runtime-core"/g,
      )) {
        for (const name of (match[1] ?? '').split(','))
          if (name.trim()) needed.add(name.trim().split(/\s+as\s+/)[0]!);
      }
    }
  }
  expect(needed.size).toBeGreaterThan(5);
  const missing = [...needed].filter(
    (name) =>
      !(name in RUNTIME_CORE_FOR_REMOTES) ||
      RUNTIME_CORE_FOR_REMOTES[name as keyof typeof RUNTIME_CORE_FOR_REMOTES] === undefined,
  );
  expect(missing).toEqual([]);
});

test('the runtime core is put on the page once', () => {
  const page: Record<string, unknown> = {};
  provideRuntimeCore(page as never);
  const first = page._FEDERATION_RUNTIME_CORE;
  provideRuntimeCore(page as never);
  expect(page._FEDERATION_RUNTIME_CORE).toBe(first);
  expect(first).toBe(RUNTIME_CORE_FOR_REMOTES);
});
