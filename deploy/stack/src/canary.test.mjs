// @ts-check
import pg from 'pg';
import { canaryCounts } from './canary-counts.mjs';
import {
  canaryCookie,
  canaryCookieValue,
  canarySecret,
  cohortOf,
  createCanaryWatch,
  newBrowserId,
  parseReport,
  signedBrowserId,
  verifiedBrowserId,
  withCanaries,
} from './canary.mjs';
import {
  closeRegistryDatabase,
  promote,
  readRegistry,
  status,
  useRegistryDatabase,
} from './registry.mjs';
import { createWorld, LIVE_CATALOG, publishAndPromote, publishOnly } from './testing/fixtures.mjs';

const req = (cookie) => ({ headers: cookie === undefined ? {} : { cookie } });

describe('the browser id and its cohort', () => {
  const SECRET = 'the stack secret';

  test('a new id is signed, read back from its cookie, and lands in one cohort 0–99 for good', () => {
    const id = newBrowserId();
    const value = signedBrowserId(SECRET, id);
    expect(canaryCookieValue(req(`a=1; ${canaryCookie(value).split(';')[0]}`))).toBe(value);
    expect(verifiedBrowserId(SECRET, value)).toBe(id);
    expect(cohortOf(id)).toBe(cohortOf(id));
    expect(cohortOf(id)).toBeGreaterThanOrEqual(0);
    expect(cohortOf(id)).toBeLessThan(100);
  });

  test('the cookie is sticky, whole-site and out of reach of scripts', () => {
    expect(canaryCookie('x'.repeat(22))).toBe(
      `storefront_canary=${'x'.repeat(22)}; Path=/; Max-Age=2592000; SameSite=Lax; HttpOnly`,
    );
  });

  test('an id the stack did not sign is no id: made up, signed with another secret, or altered', () => {
    const id = newBrowserId();
    const signed = signedBrowserId(SECRET, id);
    for (const value of [
      undefined,
      '',
      id, // unsigned (an id from before signing, or made up)
      'short.xxxxxxxxxxxxxxxxxxxxxx',
      'bad id with spaces!',
      signedBrowserId('another secret', id),
      `${newBrowserId()}.${signed.split('.')[1]}`, // another id with this one's signature
      `${signed}x`,
    ])
      expect(verifiedBrowserId(SECRET, value)).toBeNull();
  });

  test('the secret is CANARY_SECRET, else made once in the registry and kept for every server', async () => {
    const world = await createWorld();
    try {
      expect(await canarySecret(world.cdnDir, { CANARY_SECRET: 'given' })).toBe('given');
      const made = await Promise.all([
        canarySecret(world.cdnDir, {}),
        canarySecret(world.cdnDir, {}),
      ]);
      expect(made[0]).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(made[1]).toBe(made[0]);
      // Another server of the same registry (here: the database opened again) reads the same one.
      await closeRegistryDatabase(world.cdnDir);
      useRegistryDatabase(world.cdnDir, world.registry);
      expect(await canarySecret(world.cdnDir, {})).toBe(made[0]);
    } finally {
      await world.cleanup();
    }
  });

  test('cohorts spread: 2000 ids fill every tenth of 0–99 (a 10 % canary reaches about 10 %)', () => {
    const tenths = new Array(10).fill(0);
    for (let i = 0; i < 2000; i += 1) tenths[Math.floor(cohortOf(newBrowserId()) / 10)] += 1;
    for (const count of tenths) expect(count).toBeGreaterThan(120); // 200 expected in each
  });
});

describe('withCanaries', () => {
  const live = { remotes: [LIVE_CATALOG] };
  const registry = {
    environments: {
      local: {
        'mfe-catalog': {
          version: '0.1.0-aaaaaaaa',
          previous: [],
          canary: { version: '0.1.0-bbbbbbbb', percent: 10, since: 't0' },
        },
      },
    },
    published: { 'mfe-catalog': { '0.1.0-bbbbbbbb': { routes: [{ path: 'x' }] } } },
  };

  test('a cohort under the share gets the canary, with the live version as last-known-good', () => {
    const { remotes, canaries } = withCanaries(live, registry, 'local', 9, 'http://cdn/');
    expect(remotes.remotes[0]).toEqual({
      ...live.remotes[0],
      version: '0.1.0-bbbbbbbb',
      manifestUrl: 'http://cdn/mfe-catalog/0.1.0-bbbbbbbb/mf-manifest.json',
      lastKnownGood: {
        version: '0.1.0-aaaaaaaa',
        manifestUrl: 'http://cdn/mfe-catalog/0.1.0-aaaaaaaa/mf-manifest.json',
      },
      routes: [{ path: 'x' }],
    });
    expect(canaries).toEqual([{ package: 'mfe-catalog', version: '0.1.0-bbbbbbbb', since: 't0' }]);
  });

  test('a cohort at or over the share, or another environment, gets the live document', () => {
    expect(withCanaries(live, registry, 'local', 10, 'http://cdn')).toEqual({
      remotes: live,
      canaries: [],
    });
    expect(withCanaries(live, registry, 'prod', 0, 'http://cdn').remotes).toBe(live);
  });
});

test('parseReport: a known container, a version and a kind; anything else is dropped', () => {
  expect(
    parseReport(
      JSON.stringify({ remote: 'mfe_catalog', version: '0.1.0-1234abcd', kind: 'failed' }),
    ),
  ).toEqual({ package: 'mfe-catalog', version: '0.1.0-1234abcd', kind: 'failed' });
  for (const body of [
    'not json',
    JSON.stringify({ remote: 'mfe_nope', version: '0.1.0-1234abcd', kind: 'failed' }),
    JSON.stringify({ remote: 'mfe_catalog', version: 'latest', kind: 'failed' }),
    JSON.stringify({ remote: 'mfe_catalog', version: '0.1.0-1234abcd', kind: 'boom' }),
    'null',
  ])
    expect(parseReport(body)).toBeNull();
});

describe('the canary watch', () => {
  let world;
  beforeEach(async () => {
    world = await createWorld();
  });
  afterEach(async () => {
    await world.cleanup();
  });

  async function canaryOf(percent = 100) {
    const live = await publishAndPromote(world, 'a');
    const canary = await publishOnly(world, 'b');
    await promote({
      cdnDir: world.cdnDir,
      cdnUrl: world.cdnUrl,
      remote: 'mfe-catalog',
      version: canary,
      canary: percent,
    });
    const entry = /** @type {{ canary: { since: string } }} */ (
      (await readRegistry(world.cdnDir)).environments.local?.['mfe-catalog']
    );
    const { since } = entry.canary;
    return { live, canary, since };
  }

  test('rolls the canary back once enough browsers got it and too many of them failed', async () => {
    const { live, canary, since } = await canaryOf();
    const lines = [];
    const watch = createCanaryWatch({
      cdnDir: world.cdnDir,
      minBrowsers: 4,
      maxErrorRate: 0.25,
      log: (line) => lines.push(line),
    });
    await Promise.all(
      ['b1', 'b2', 'b3', 'b4'].map((id) => watch.served('mfe-catalog', canary, since, id)),
    );
    await expect(watch.failed('mfe-catalog', canary, 'b1')).resolves.toBe(false); // 1 of 4: 25 %
    await expect(watch.failed('mfe-catalog', canary, 'b1')).resolves.toBe(false); // the same browser
    await expect(watch.failed('mfe-catalog', canary, 'b2')).resolves.toBe(true); // 2 of 4: 50 %
    expect(await watch.stats()).toEqual({ [`mfe-catalog@${canary}`]: { served: 4, failed: 2 } });
    const { remotes, history } = await status({ cdnDir: world.cdnDir });
    expect(remotes[0]).toMatchObject({ live, canary: null });
    expect(history.at(-1)).toMatchObject({
      action: 'auto-rollback',
      who: 'canary-watch',
      version: live,
      from: canary,
      why: '2 of 4 browsers failed to load it (50 % > 25 %)',
    });
    expect(lines).toEqual([`[canary] mfe-catalog@${canary} rolled back: ${history.at(-1)?.why}`]);
  });

  test('not before `minBrowsers` got it; reports of the live version or a stale one do not count', async () => {
    const { live, canary } = await canaryOf();
    const watch = createCanaryWatch({ cdnDir: world.cdnDir, minBrowsers: 3, log: () => {} });
    await expect(watch.failed('mfe-catalog', live, 'b1')).resolves.toBe(false);
    await expect(watch.failed('mfe-catalog', '0.1.0-00000000', 'b1')).resolves.toBe(false);
    await expect(watch.failed('mfe-catalog', canary, 'b1')).resolves.toBe(false); // 1 of 1, < 3
    await expect(watch.failed('mfe-catalog', canary, 'b2')).resolves.toBe(false); // 2 of 2, < 3
    await expect(watch.failed('mfe-catalog', canary, 'b3')).resolves.toBe(true); // 3 of 3
  });

  test('its counts survive a restart of the shell server: a new watch goes on where the last stopped', async () => {
    const { live, canary, since } = await canaryOf();
    const before = createCanaryWatch({ cdnDir: world.cdnDir, minBrowsers: 4, log: () => {} });
    for (const id of ['b1', 'b2', 'b3']) await before.served('mfe-catalog', canary, since, id);
    await expect(before.failed('mfe-catalog', canary, 'b1')).resolves.toBe(false); // 1 of 3, < 4
    await before.flush();
    expect(await canaryCounts(world.cdnDir, 'mfe-catalog', { version: canary, since })).toEqual({
      served: 3,
      failed: 1,
    });

    // The server restarts: its new watch knows b1 failed and b1–b3 were served.
    const after = createCanaryWatch({ cdnDir: world.cdnDir, minBrowsers: 4, log: () => {} });
    await after.served('mfe-catalog', canary, since, 'b4');
    await expect(after.failed('mfe-catalog', canary, 'b2')).resolves.toBe(true); // 2 of 4
    expect(await after.stats()).toEqual({ [`mfe-catalog@${canary}`]: { served: 4, failed: 2 } });
    expect((await status({ cdnDir: world.cdnDir })).remotes[0]).toMatchObject({ live });
  });

  test("a new run of the same canary counts from zero, and `status` shows a running canary's counts", async () => {
    const { canary, since } = await canaryOf(50);
    const watch = createCanaryWatch({ cdnDir: world.cdnDir, log: () => {} });
    await watch.served('mfe-catalog', canary, since, 'b1');
    await watch.flush();
    expect((await status({ cdnDir: world.cdnDir })).remotes[0]?.canary).toMatchObject({
      version: canary,
      served: 1,
      failed: 0,
    });
    const later = '2099-01-01T00:00:00.000Z';
    await watch.served('mfe-catalog', canary, later, 'b2');
    await watch.served('mfe-catalog', canary, later, 'b3');
    expect(await watch.stats()).toEqual({ [`mfe-catalog@${canary}`]: { served: 2, failed: 0 } });
    expect(await canaryCounts(world.cdnDir, 'mfe-catalog', { version: canary, since })).toEqual({
      served: 1,
      failed: 0,
    });
  });

  test("a failure reported by a browser outside the canary's share does not count", async () => {
    const { canary } = await canaryOf(50);
    const watch = createCanaryWatch({ cdnDir: world.cdnDir, minBrowsers: 1, log: () => {} });
    let outside = newBrowserId();
    while (cohortOf(outside) < 50) outside = newBrowserId();
    let inside = newBrowserId();
    while (cohortOf(inside) >= 50) inside = newBrowserId();
    await expect(watch.failed('mfe-catalog', canary, outside)).resolves.toBe(false);
    expect(await watch.stats()).toEqual({});
    await expect(watch.failed('mfe-catalog', canary, inside)).resolves.toBe(true); // 1 of 1
  });

  test('a count that cannot be written is logged, the page goes on, and the next one is written', async () => {
    const { canary, since } = await canaryOf();
    const lines = [];
    const watch = createCanaryWatch({ cdnDir: world.cdnDir, log: (line) => lines.push(line) });
    // The counts' table out of reach for a moment (a failing database).
    const client = new pg.Client({ connectionString: world.registry.url });
    await client.connect();
    const table = `"${world.registry.schema}".registry_browsers`;
    try {
      await client.query(`alter table ${table} rename to registry_browsers_away`);
      await expect(watch.served('mfe-catalog', canary, since, 'b1')).resolves.toBeUndefined();
      expect(lines).toEqual([expect.stringMatching(/^\[canary\] counts not saved: /)]);
      await client.query(
        `alter table "${world.registry.schema}".registry_browsers_away rename to registry_browsers`,
      );
    } finally {
      await client.end();
    }
    await watch.served('mfe-catalog', canary, since, 'b1'); // not counted the first time
    await watch.served('mfe-catalog', canary, since, 'b2');
    expect(await canaryCounts(world.cdnDir, 'mfe-catalog', { version: canary, since })).toEqual({
      served: 2,
      failed: 0,
    });
  });
});
