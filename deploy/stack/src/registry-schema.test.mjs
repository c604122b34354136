// @ts-check
// A stack from before the registry's database (issue 42) kept registry.json and .canary/secret in
// its CDN folder: the first open of an empty registry imports them, once.
import fs from 'node:fs/promises';
import path from 'node:path';
import { canarySecret } from './canary.mjs';
import {
  closeRegistryDatabase,
  readRegistry,
  registryRevision,
  rollback,
  useRegistryDatabase,
} from './registry.mjs';
import { createWorld } from './testing/fixtures.mjs';

let world;
beforeEach(async () => {
  world = await createWorld();
});
afterEach(async () => {
  await world.cleanup();
});

const LEGACY = {
  environments: {
    local: {
      'mfe-catalog': {
        version: '0.1.0-bbbbbbbb',
        previous: ['0.1.0-aaaaaaaa'],
        canary: { version: '0.1.0-cccccccc', percent: 10, since: '2026-12-01T10:00:00.000Z' },
      },
    },
  },
  published: {
    'mfe-catalog': {
      '0.1.0-aaaaaaaa': { publishedAt: '2026-11-30T10:00:00.000Z', routes: [{ path: '' }] },
      '0.1.0-bbbbbbbb': { publishedAt: '2026-12-01T09:00:00.000Z', routes: [{ path: 'catalog' }] },
    },
  },
  history: [
    {
      at: '2026-11-30T10:01:00.000Z',
      environment: 'local',
      remote: 'mfe-catalog',
      action: 'promote',
      version: '0.1.0-aaaaaaaa',
      who: 'ana',
    },
    {
      at: '2026-12-01T09:01:00.000Z',
      environment: 'local',
      remote: 'mfe-catalog',
      action: 'promote',
      version: '0.1.0-bbbbbbbb',
      from: '0.1.0-aaaaaaaa',
      who: 'ana',
      why: 'nueva',
    },
  ],
};

test('registry.json and the canary secret of an older stack are imported once into the empty registry', async () => {
  await fs.writeFile(path.join(world.cdnDir, 'registry.json'), JSON.stringify(LEGACY));
  await fs.mkdir(path.join(world.cdnDir, '.canary'));
  await fs.writeFile(path.join(world.cdnDir, '.canary', 'secret'), 'the-old-secret\n');

  expect(await readRegistry(world.cdnDir)).toEqual(LEGACY);
  expect(await canarySecret(world.cdnDir, {})).toBe('the-old-secret');
  expect(await registryRevision(world.cdnDir)).toBe(1);

  // From then on the database is the registry: a change (the rollback ends the canary) and a
  // reopen import nothing again.
  await rollback({ cdnDir: world.cdnDir, remote: 'mfe-catalog', who: 'luis', why: 'x' });
  await closeRegistryDatabase(world.cdnDir);
  useRegistryDatabase(world.cdnDir, world.registry);
  const registry = await readRegistry(world.cdnDir);
  expect(registry.environments.local?.['mfe-catalog']).toEqual({
    version: '0.1.0-bbbbbbbb',
    previous: ['0.1.0-aaaaaaaa'],
  });
  expect(registry.history).toHaveLength(3);
});

test('an empty CDN folder gives an empty registry', async () => {
  expect(await readRegistry(world.cdnDir)).toEqual({
    environments: {},
    published: {},
    history: [],
  });
  expect(await registryRevision(world.cdnDir)).toBe(0);
});
