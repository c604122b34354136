import fs from 'node:fs';
import { ROUTER_SUBSET, SINGLETON_PACKAGES, sharedAliases, sharedDeps } from '../shared-deps.cjs';

test('every shared module is a singleton of the installed version, with no range to parse at runtime', () => {
  const shared = sharedDeps();
  expect(Object.keys(shared).sort()).toEqual([...SINGLETON_PACKAGES].sort());
  expect(shared.react).toEqual({
    singleton: true,
    requiredVersion: false,
    version: expect.stringMatching(/^19\./),
  });
  for (const [name, entry] of Object.entries(shared)) {
    expect([name, entry.singleton, entry.requiredVersion, entry.version]).toEqual([
      name,
      true,
      false,
      expect.stringMatching(/^\d+\.\d+\.\d+/),
    ]);
  }
});

test('the list holds the state owners and the platform packages, never Chakra nor the stateless domain', () => {
  for (const name of [
    'react',
    'react-dom',
    'react-router-dom',
    'jotai',
    '@emotion/react',
    '@storefront/ui',
    '@storefront/sdk',
    '@storefront/bus',
    '@storefront/state',
  ]) {
    expect(SINGLETON_PACKAGES).toContain(name);
  }
  expect(SINGLETON_PACKAGES.some((name: string) => name.startsWith('@chakra-ui'))).toBe(false);
  // Pure functions, no state: bundled and tree-shaken per container (see shared-deps.cjs).
  expect(SINGLETON_PACKAGES).not.toContain('@storefront/domain');
});

test('react-router and react-router-dom both resolve to the one router subset', () => {
  const aliases = sharedAliases();
  expect(aliases['react-router-dom$']).toBe(ROUTER_SUBSET);
  expect(aliases['react-router$']).toBe(ROUTER_SUBSET);
  expect(fs.existsSync(aliases['@storefront/config/react-router-esm$'])).toBe(true);
});
