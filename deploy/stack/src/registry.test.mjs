// @ts-check
// The registry's rollback, status (and the history), the canary and writers at the same time;
// publish and promote are in registry-publish.test.mjs.
import path from 'node:path';
import { endCanary, promote, publish, readRegistry, rollback, status } from './registry.mjs';
import { createWorld, writeFakeBuild } from './testing/fixtures.mjs';

let world;
beforeEach(async () => {
  world = await createWorld();
});
afterEach(async () => {
  await world.cleanup();
});

/** Publish mfe-catalog's own build (its dist/). */
const publishBuild = () =>
  publish({ rootDir: world.rootDir, cdnDir: world.cdnDir, remote: 'mfe-catalog' });

/** Publish a build that differs from the default one by `marker`, from a folder of its own. */
async function publishVariant(marker) {
  const from = path.join(world.root, `build-${marker}`);
  await writeFakeBuild(from, { marker });
  return publish({ rootDir: world.rootDir, cdnDir: world.cdnDir, remote: 'mfe-catalog', from });
}

const promoteArgs = (version) => ({
  cdnDir: world.cdnDir,
  cdnUrl: world.cdnUrl,
  remote: 'mfe-catalog',
  version,
});

describe('rollback', () => {
  async function threeVersions() {
    const a = await publishBuild();
    const b = await publishVariant('b');
    const c = await publishVariant('c');
    for (const v of [a, b, c]) await promote(promoteArgs(v.version));
    return [a.version, b.version, c.version];
  }

  test('points back to the last-known-good; twice goes two steps back', async () => {
    const [a, b, c] = await threeVersions();
    await expect(rollback({ cdnDir: world.cdnDir, remote: 'mfe-catalog' })).resolves.toMatchObject({
      from: c,
      version: b,
      previous: [a],
    });
    await expect(rollback({ cdnDir: world.cdnDir, remote: 'mfe-catalog' })).resolves.toMatchObject({
      from: b,
      version: a,
      previous: [],
    });
    await expect(rollback({ cdnDir: world.cdnDir, remote: 'mfe-catalog' })).rejects.toThrow(
      'mfe-catalog has no previous version to roll back to',
    );
  });

  test('--to a listed version drops the newer ones', async () => {
    const [a, , c] = await threeVersions();
    await expect(
      rollback({ cdnDir: world.cdnDir, remote: 'mfe-catalog', to: a }),
    ).resolves.toMatchObject({ from: c, version: a, previous: [] });
    expect((await readRegistry(world.cdnDir)).environments.local?.['mfe-catalog']).toEqual({
      version: a,
      previous: [],
    });
  });

  test('--to refuses the live version and versions that are not published', async () => {
    const [, , c] = await threeVersions();
    await expect(rollback({ cdnDir: world.cdnDir, remote: 'mfe-catalog', to: c })).rejects.toThrow(
      'is already live',
    );
    await expect(
      rollback({ cdnDir: world.cdnDir, remote: 'mfe-catalog', to: '0.1.0-00000000' }),
    ).rejects.toThrow('is not published');
  });

  test('refuses a remote with nothing live', async () => {
    await expect(rollback({ cdnDir: world.cdnDir, remote: 'mfe-catalog' })).rejects.toThrow(
      'mfe-catalog has nothing live in "local"',
    );
  });
});

describe('status', () => {
  test('lists what is live, the last-known-good chain and every kept version folder', async () => {
    const a = await publishBuild();
    const b = await publishVariant('b');
    await promote(promoteArgs(a.version));
    await promote(promoteArgs(b.version));
    await rollback({ cdnDir: world.cdnDir, remote: 'mfe-catalog' });
    const result = await status({ cdnDir: world.cdnDir });
    expect(result.environment).toBe('local');
    expect(result.remotes).toHaveLength(1);
    expect(result.remotes[0]).toMatchObject({
      remote: 'mfe-catalog',
      live: a.version,
      previous: [],
    });
    expect([...(result.remotes[0]?.kept ?? [])].sort()).toEqual([a.version, b.version].sort());
  });

  test('is empty for a fresh CDN folder', async () => {
    await expect(status({ cdnDir: world.cdnDir })).resolves.toEqual({
      environment: 'local',
      remotes: [],
      history: [],
    });
  });

  test('the history says who promoted or rolled back what, when and why, oldest first', async () => {
    const a = await publishBuild();
    const b = await publishVariant('b');
    await promote({ ...promoteArgs(a.version), who: 'ana' });
    await promote({ ...promoteArgs(b.version), who: 'bruno', why: 'nuevo catálogo' });
    await rollback({ cdnDir: world.cdnDir, remote: 'mfe-catalog', who: 'carla', why: 'errores' });
    const { history } = await status({ cdnDir: world.cdnDir });
    expect(history).toEqual([
      expect.objectContaining({
        remote: 'mfe-catalog',
        action: 'promote',
        version: a.version,
        who: 'ana',
      }),
      expect.objectContaining({
        action: 'promote',
        version: b.version,
        from: a.version,
        who: 'bruno',
        why: 'nuevo catálogo',
      }),
      expect.objectContaining({
        action: 'rollback',
        version: a.version,
        from: b.version,
        who: 'carla',
        why: 'errores',
      }),
    ]);
    for (const entry of history) expect(Date.parse(entry.at)).not.toBeNaN();
    // Another environment's history is its own.
    expect((await status({ cdnDir: world.cdnDir, environment: 'prod' })).history).toEqual([]);
  });
});

describe('canary', () => {
  async function liveAndVariant() {
    const a = await publishBuild();
    const b = await publishVariant('b');
    await promote(promoteArgs(a.version));
    return { a: a.version, b: b.version };
  }
  const entry = async () => (await readRegistry(world.cdnDir)).environments.local?.['mfe-catalog'];

  test('promote --canary keeps the live version and adds the canary; a full promote ends it', async () => {
    const { a, b } = await liveAndVariant();
    await expect(promote({ ...promoteArgs(b), canary: 10, who: 'ana' })).resolves.toMatchObject({
      changed: true,
      canary: 10,
    });
    expect(await entry()).toEqual({
      version: a,
      previous: [],
      canary: { version: b, percent: 10, since: expect.any(String) },
    });
    await promote({ ...promoteArgs(b), who: 'ana' });
    expect(await entry()).toEqual({ version: b, previous: [a] });
    const actions = (await status({ cdnDir: world.cdnDir })).history.map((h) => h.action);
    expect(actions).toEqual(['promote', 'canary', 'promote']);
  });

  test('refuses a share out of 1–100, a canary with nothing live, and the live version itself', async () => {
    const a = await publishBuild();
    await expect(promote({ ...promoteArgs(a.version), canary: 10 })).rejects.toThrow(
      'has nothing live in "local": promote it fully first',
    );
    await promote(promoteArgs(a.version));
    for (const share of [0, 101, 2.5])
      await expect(promote({ ...promoteArgs(a.version), canary: share })).rejects.toThrow(
        '--canary takes a whole percentage from 1 to 100',
      );
    await expect(promote({ ...promoteArgs(a.version), canary: 10 })).rejects.toThrow(
      'is already live',
    );
  });

  test('rollback without --to ends the canary first; the live version stays', async () => {
    const { a, b } = await liveAndVariant();
    await promote({ ...promoteArgs(b), canary: 50 });
    await expect(
      rollback({ cdnDir: world.cdnDir, remote: 'mfe-catalog', who: 'ana' }),
    ).resolves.toMatchObject({
      version: a,
      from: b,
      canary: true,
    });
    expect(await entry()).toEqual({ version: a, previous: [] });
  });

  test('endCanary (the watch) ends only the canary it names, once, with its reason in the history', async () => {
    const { a, b } = await liveAndVariant();
    await promote({ ...promoteArgs(b), canary: 100 });
    const args = {
      cdnDir: world.cdnDir,
      remote: 'mfe-catalog',
      who: 'canary-watch',
      why: '5 of 5 browsers failed',
    };
    await expect(endCanary({ ...args, version: a })).resolves.toBe(false);
    await expect(endCanary({ ...args, version: b })).resolves.toBe(true);
    await expect(endCanary({ ...args, version: b })).resolves.toBe(false);
    expect(await entry()).toEqual({ version: a, previous: [] });
    expect((await status({ cdnDir: world.cdnDir })).history.at(-1)).toMatchObject({
      action: 'auto-rollback',
      version: a,
      from: b,
      percent: 100,
      who: 'canary-watch',
      why: '5 of 5 browsers failed',
    });
  });
});

describe('writers at the same time (one lock around read, change, write)', () => {
  test("a promote and the canary watch's rollback racing both land, in the registry and its history", async () => {
    const a = await publishBuild();
    const b = await publishVariant('b');
    const c = await publishVariant('c');
    await promote(promoteArgs(a.version));
    await promote({ ...promoteArgs(b.version), canary: 100 });
    // Without the lock, each read the same registry and the last write dropped the other's change.
    const [ended] = await Promise.all([
      endCanary({
        cdnDir: world.cdnDir,
        remote: 'mfe-catalog',
        version: b.version,
        who: 'canary-watch',
        why: '5 of 5 browsers failed',
      }),
      publishVariant('d'),
      rollback({ cdnDir: world.cdnDir, remote: 'mfe-catalog', to: c.version, who: 'ana' }),
    ]);
    const registry = await readRegistry(world.cdnDir);
    expect(Object.keys(registry.published['mfe-catalog'] ?? {})).toHaveLength(4);
    const actions = registry.history.map((h) => h.action).sort();
    // The canary ended either by the watch or by the rollback to c (which replaces the entry).
    expect(actions).toEqual(
      ended
        ? ['auto-rollback', 'canary', 'promote', 'rollback']
        : ['canary', 'promote', 'rollback'],
    );
    expect(registry.environments.local?.['mfe-catalog']?.version).toBe(c.version);
  });

  test('many publishes of different builds at once keep every one of them', async () => {
    const versions = await Promise.all(['p', 'q', 'r', 's', 't', 'u'].map(publishVariant));
    const published = (await readRegistry(world.cdnDir)).published['mfe-catalog'];
    expect(Object.keys(published ?? {}).sort()).toEqual(versions.map((v) => v.version).sort());
  });

  test('the lock is released after a change that throws', async () => {
    await expect(
      rollback({ cdnDir: world.cdnDir, remote: 'mfe-catalog', who: 'ana' }),
    ).rejects.toThrow('has nothing live');
    const a = await publishBuild();
    await expect(promote(promoteArgs(a.version))).resolves.toMatchObject({ changed: true });
  });
});
