import type { RemotesManifest } from './remotes-manifest';
import { SKEW_RELOAD_KEY, reloadIfRemoteMoved, type SkewReloadDeps } from './skew-reload';

const V1 = 'http://cdn.test/mfe-catalog/0.1.0-aaaaaaaa/mf-manifest.json';
const V2 = 'http://cdn.test/mfe-catalog/0.1.0-bbbbbbbb/mf-manifest.json';
/** The page the shopper was going to when its code failed. */
const PAGE = '/tienda-demo/products/td-p-0001';

const manifest = (url: string): RemotesManifest => ({
  remotes: [{ name: 'mfe_catalog', manifestUrl: url, lastKnownGood: null, routes: [] }],
});

function memoryStorage() {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
  };
}

function deps(live: string, overrides: Partial<SkewReloadDeps> = {}) {
  const reloads: string[] = [];
  const storage = memoryStorage();
  const all: SkewReloadDeps = {
    booted: new Map([['mfe_catalog', V1]]),
    currentManifest: async () => manifest(live),
    storage,
    reload: (href) => reloads.push(href),
    ...overrides,
  };
  return { all, reloads, storage };
}

test('a remote promoted since the page booted: the page it was going to loads anew, once for that live version', async () => {
  const { all, reloads, storage } = deps(V2);
  expect(await reloadIfRemoteMoved('mfe_catalog', PAGE, all)).toBe('reloaded');
  expect(reloads).toEqual([PAGE]);
  expect([...storage.items.keys()]).toEqual([`${SKEW_RELOAD_KEY}:mfe_catalog:${V2}`]);
  // the reloaded page fails again (same storage, a new boot on V2 that still fails): no loop
  expect(await reloadIfRemoteMoved('mfe_catalog', PAGE, all)).toBe('already-reloaded');
  expect(reloads).toHaveLength(1);
});

test('the same live version as at boot: a real failure, no reload (the fallback shows)', async () => {
  const { all, reloads } = deps(V1);
  expect(await reloadIfRemoteMoved('mfe_catalog', PAGE, all)).toBe('same-version');
  expect(reloads).toHaveLength(0);
});

test('nothing to compare, or no way to count the reload: no reload', async () => {
  const unknownRemote = deps(V2);
  expect(await reloadIfRemoteMoved('mfe_account', PAGE, unknownRemote.all)).toBe('not-checked');
  const noStorage = deps(V2, { storage: null });
  expect(await reloadIfRemoteMoved('mfe_catalog', PAGE, noStorage.all)).toBe('not-checked');
  const offline = deps(V2, { currentManifest: () => Promise.reject(new Error('offline')) });
  expect(await reloadIfRemoteMoved('mfe_catalog', PAGE, offline.all)).toBe('not-checked');
  const refusing = deps(V2, {
    storage: {
      getItem: () => null,
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    },
  });
  expect(await reloadIfRemoteMoved('mfe_catalog', PAGE, refusing.all)).toBe('not-checked');
  for (const { reloads } of [unknownRemote, noStorage, offline, refusing])
    expect(reloads).toHaveLength(0);
});

test('a later promote (another live version) may reload once more', async () => {
  const first = deps(V2);
  await reloadIfRemoteMoved('mfe_catalog', PAGE, first.all);
  const V3 = V2.replace('bbbbbbbb', 'cccccccc');
  const later = { ...first.all, currentManifest: async () => manifest(V3) };
  expect(await reloadIfRemoteMoved('mfe_catalog', PAGE, later)).toBe('reloaded');
  expect(first.reloads).toHaveLength(2);
});
