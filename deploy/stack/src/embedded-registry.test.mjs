// @ts-check
// The default registry (no REGISTRY_DATABASE_URL): one PGlite in <cdn>/.registry, served by the
// first process that opens it to the others (the stack and the deploy CLI). This test process
// plays the stack; the CLI runs as itself, bin/deploy.mjs, in child processes.
import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import {
  closeRegistryDatabase,
  publish,
  readRegistry,
  registryRevision,
  rollback,
} from './registry.mjs';
import { createWorld, publishAndPromote, writeFakeBuild } from './testing/fixtures.mjs';

const run = promisify(execFile);
const DEPLOY = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../bin/deploy.mjs');

let world;
beforeEach(async () => {
  world = await createWorld();
  // Not the test's own schema: the CDN folder's embedded registry, as `npm start` has it.
  await closeRegistryDatabase(world.cdnDir);
});
afterEach(async () => {
  await closeRegistryDatabase(world.cdnDir);
  await world.cleanup();
});

/** The deploy CLI on the world's CDN folder, as an operator runs it. */
async function deploy(...args) {
  /** @type {NodeJS.ProcessEnv} */
  const env = { ...process.env, CDN_DIR: world.cdnDir, DEPLOY_USER: 'ana' };
  delete env.REGISTRY_DATABASE_URL;
  const { stdout } = await run(process.execPath, [DEPLOY, ...args], { env });
  return stdout;
}

/** A new data folder makes its cluster (seconds), and each CLI run is a node process. */
const SLOW = 60_000;

const serverFile = () => path.join(world.cdnDir, '.registry', 'server.json');

test(
  'the first process serves it; the CLI in another process reads and changes the same registry',
  async () => {
    const a = await publishAndPromote(world, 'a');
    const b = await publishAndPromote(world, 'b');
    expect(JSON.parse(await fs.readFile(serverFile(), 'utf8'))).toMatchObject({ pid: process.pid });
    // A dot-folder of the CDN folder: never served.
    for (const file of ['.registry/server.json', '.registry/data/PG_VERSION'])
      expect((await fetch(`${world.cdnUrl}/${file}`)).status).toBe(404);
    const status = JSON.parse(await deploy('status', '--json'));
    expect(status.remotes[0]).toMatchObject({ remote: 'mfe-catalog', live: b, previous: [a] });

    const before = await registryRevision(world.cdnDir);
    await deploy('rollback', 'mfe-catalog', '--why', 'b rompe el carro');
    expect(await registryRevision(world.cdnDir)).toBeGreaterThan(before);
    expect((await readRegistry(world.cdnDir)).environments.local?.['mfe-catalog']).toEqual({
      version: a,
      previous: [],
    });
    expect((await readRegistry(world.cdnDir)).history.at(-1)).toMatchObject({
      action: 'rollback',
      version: a,
      from: b,
      who: 'ana',
      why: 'b rompe el carro',
    });
  },
  SLOW,
);

test(
  'with no process serving it, the CLI opens it itself; the next process takes over, nothing lost',
  async () => {
    const a = await publishAndPromote(world, 'a');
    await closeRegistryDatabase(world.cdnDir); // the stack stops: its server and lock go
    await expect(fs.access(serverFile())).rejects.toThrow();
    expect(JSON.parse(await deploy('status', '--json')).remotes[0]).toMatchObject({ live: a });
    await expect(fs.access(serverFile())).rejects.toThrow(); // the CLI closed it when done
    expect((await readRegistry(world.cdnDir)).environments.local?.['mfe-catalog']?.version).toBe(a);
  },
  SLOW,
);

test(
  'writers in two processes at once: every publish and the rollback land',
  async () => {
    await publishAndPromote(world, 'a');
    await publishAndPromote(world, 'b');
    const builds = await Promise.all(
      ['c1', 'c2', 'c3', 'c4', 'p1', 'p2', 'p3', 'p4'].map(async (marker) => {
        const from = path.join(world.root, `build-${marker}`);
        await writeFakeBuild(from, { marker });
        return { marker, from };
      }),
    );
    const child = (async () => {
      for (const { from } of builds.filter((b) => b.marker.startsWith('c')))
        await deploy('publish', 'mfe-catalog', '--from', from);
    })();
    const here = Promise.all(
      builds
        .filter((b) => b.marker.startsWith('p'))
        .map(({ from }) =>
          publish({ rootDir: world.rootDir, cdnDir: world.cdnDir, remote: 'mfe-catalog', from }),
        ),
    );
    await Promise.all([child, here, rollback({ cdnDir: world.cdnDir, remote: 'mfe-catalog' })]);
    const registry = await readRegistry(world.cdnDir);
    expect(Object.keys(registry.published['mfe-catalog'] ?? {})).toHaveLength(2 + 8);
    expect(registry.history.map((entry) => entry.action)).toEqual([
      'promote',
      'promote',
      'rollback',
    ]);
  },
  SLOW,
);
