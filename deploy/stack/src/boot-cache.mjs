// What a store page's boot data holds (issue 15 "No waterfall"), kept in the shell server so the
// HTML carries it and the browser fetches none of it:
//   remotes    the /remotes.json document, rebuilt when registry.json changes (promote and rollback
//              replace the file by a rename: the next request sees a new inode and mtime)
//   manifests  each version's mf-manifest.json, read from the CDN folder once (versions are immutable)
//   tenant     store, template and policy from the sandbox, fresh for `tenantTtlMs`, then served stale
//              while one refresh runs (a store edit reaches pages within seconds, no page waits for it)
// Tenant resolution follows shell/src/tenant/load-tenant.ts and @storefront/domain's path prefix
// rules exactly; the browser re-parses the raw JSON with the SDK's schemas.
import fs from 'node:fs/promises';
import path from 'node:path';
import { registryPath } from './registry.mjs';

const ALWAYS_MARKETPLACE = ['localhost', '127.0.0.1'];

/** @storefront/domain resolvePathPrefix (shared/domain/src/routing/path-prefix.ts), in plain JS. */
export function resolvePathPrefix({ hostname, pathname, marketplaceHosts = [] }) {
  const host = hostname.toLowerCase();
  const marketplace =
    ALWAYS_MARKETPLACE.includes(host) || marketplaceHosts.some((h) => h.toLowerCase() === host);
  if (!marketplace) return { mode: 'own-host', prefix: '', domain: host };
  const first = pathname.split('/').find((segment) => segment !== '');
  if (!first) return { mode: 'marketplace', prefix: '' };
  let storeName = first;
  try {
    storeName = decodeURIComponent(first);
  } catch {
    // keep the raw segment
  }
  return { mode: 'marketplace', prefix: `/${first}`, storeName };
}

class ApiStatusError extends Error {
  constructor(status, url) {
    super(`HTTP ${status} from ${url}`);
    this.status = status;
  }
}

/**
 * @param {{ apiUrl: string, fetch?: typeof fetch, timeoutMs?: number }} options apiUrl: the
 *   sandbox's internal /v1 base
 */
export function createTenantLoader({ apiUrl, fetch: fetchImpl = fetch, timeoutMs = 5000 }) {
  const base = apiUrl.replace(/\/+$/, '');
  const get = async (pathAndQuery) => {
    const url = `${base}/${pathAndQuery}`;
    const response = await fetchImpl(url, {
      headers: { Accept: 'application/json', 'X-Origin-Type': 'shopper' },
      signal: AbortSignal.timeout(timeoutMs),
    });
    const body = await response.json().catch(() => null);
    if (
      !response.ok ||
      !body ||
      typeof body.code !== 'number' ||
      body.code < 200 ||
      body.code > 300
    )
      throw new ApiStatusError(response.status, url);
    return body.data;
  };
  const notFoundAsNull = (promise) =>
    promise.catch((error) => {
      if (error instanceof ApiStatusError && error.status === 404) return null;
      throw error;
    });
  const findStore = async (query, matches) => {
    const params = new URLSearchParams({ page: '1', limit: '100', ...query });
    const page = await get(`stores/?${params}`);
    return (page?.docs ?? []).find(matches) ?? null;
  };

  /**
   * location { mode: 'any' }: the first active store with a template, as its marketplace page
   * (the server render's warm-up needs a whole boot document, whichever store it is).
   * @returns {Promise<{ kind: 'ok', tenant: object } | { kind: 'provider-home', reason: string }>}
   */
  return async function loadTenant(location) {
    if (location.mode === 'any') {
      const store = await findStore({}, (s) => s.active && s.templateId);
      if (!store) return { kind: 'provider-home', reason: 'no store' };
      location = {
        mode: 'marketplace',
        prefix: `/${encodeURIComponent(store.name)}`,
        storeName: store.name,
      };
    }
    if (location.mode === 'marketplace' && !location.storeName)
      return { kind: 'provider-home', reason: 'no store in the path' };
    const store =
      location.mode === 'marketplace'
        ? await findStore({ name: location.storeName }, (s) => s.name === location.storeName)
        : await findStore({ domain: location.domain }, (s) => s.domain === location.domain);
    if (!store || !store.active) return { kind: 'provider-home', reason: 'store not found' };
    if (!store.templateId) return { kind: 'provider-home', reason: 'store without template' };
    const [template, policy] = await Promise.all([
      notFoundAsNull(get(`templates/${encodeURIComponent(store.templateId)}`)),
      get(`policies/${encodeURIComponent(store._id)}`),
    ]);
    if (!template) return { kind: 'provider-home', reason: 'template not found' };
    return {
      kind: 'ok',
      tenant: { store, template, policy, prefix: location.prefix, mode: location.mode },
    };
  };
}

/**
 * @param {{
 *   cdnDir: string, cdnUrl: string,
 *   loadRemotes: () => Promise<{ remotes: Array<{ manifestUrl: string }> }>,
 *   loadTenant: (location: ReturnType<typeof resolvePathPrefix>) => Promise<object>,
 *   tenantTtlMs?: number, now?: () => number,
 * }} options
 */
export function createBootCache({
  cdnDir,
  cdnUrl,
  loadRemotes,
  loadTenant,
  tenantTtlMs = 10_000,
  now = Date.now,
}) {
  const cdnBase = `${cdnUrl.replace(/\/+$/, '')}/`;
  let remotes = { key: null, value: null };
  const manifests = new Map();
  const tenants = new Map();

  async function registryKey() {
    try {
      const stats = await fs.stat(registryPath(cdnDir));
      return `${stats.ino}:${stats.mtimeMs}:${stats.size}`;
    } catch {
      return 'none';
    }
  }

  async function getRemotes() {
    const key = await registryKey();
    if (remotes.key !== key) remotes = { key, value: await loadRemotes() };
    return remotes.value;
  }

  /** The CDN folder's file for one of its URLs; null outside it. */
  function cdnFile(url) {
    if (!url.startsWith(cdnBase)) return null;
    const relative = decodeURIComponent(url.slice(cdnBase.length).replace(/\?.*$/, ''));
    const file = path.resolve(cdnDir, relative);
    return file.startsWith(path.resolve(cdnDir) + path.sep) ? file : null;
  }

  /** A manifest of the CDN folder by its URL; null when it cannot be read (not cached then). */
  async function getManifest(url) {
    if (manifests.has(url)) return manifests.get(url);
    const file = cdnFile(url);
    if (!file) return null;
    try {
      const json = JSON.parse(await fs.readFile(file, 'utf8'));
      manifests.set(url, json);
      return json;
    } catch {
      return null;
    }
  }

  const serverBuilds = new Map();
  /**
   * Whether the version folder of a remote's manifest URL holds a server build
   * (`server/remoteEntry.js`, issue 15). A published version folder never changes: kept.
   */
  async function hasServerBuild(manifestUrl) {
    if (serverBuilds.has(manifestUrl)) return serverBuilds.get(manifestUrl);
    const file = cdnFile(manifestUrl.replace(/mf-manifest\.json(\?.*)?$/, 'server/remoteEntry.js'));
    const found = file
      ? await fs.access(file).then(
          () => true,
          () => false,
        )
      : false;
    serverBuilds.set(manifestUrl, found);
    return found;
  }

  function getTenant(location) {
    const key =
      location.mode === 'marketplace'
        ? `marketplace:${location.storeName ?? ''}:${location.prefix}`
        : `own-host:${location.domain}`;
    const entry = tenants.get(key);
    const refresh = () => {
      const pending = loadTenant(location).then(
        (value) => {
          tenants.set(key, { value, at: now(), pending: null });
          return value;
        },
        (error) => {
          // A failed refresh keeps the stale value; with none, the caller gets the error.
          const current = tenants.get(key);
          if (current?.value) tenants.set(key, { ...current, pending: null });
          else tenants.delete(key);
          throw error;
        },
      );
      tenants.set(key, { value: entry?.value ?? null, at: entry?.at ?? 0, pending });
      return pending;
    };
    if (!entry) return refresh();
    if (!entry.value) return entry.pending;
    if (now() - entry.at >= tenantTtlMs && !entry.pending) refresh().catch(() => {});
    return Promise.resolve(entry.value);
  }

  return { getRemotes, getManifest, hasServerBuild, getTenant };
}
