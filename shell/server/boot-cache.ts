// What a store page's boot data holds (issue 15 "No waterfall"), kept in the shell server so the
// HTML carries it and the browser fetches none of it:
//   remotes    the /remotes.json document, rebuilt when the registry's revision moves (every promote,
//              rollback or canary change adds one, whichever server or CLI made it)
//   manifests  each version's mf-manifest.json, read from the CDN folder once (versions are immutable)
//   tenant     store, template and policy from the sandbox, fresh for `tenantTtlMs`, then served stale
//              while one refresh runs (a store edit reaches pages within seconds, no page waits for it)
// The tenant is loaded by the one tenant loader (@storefront/state/tenant-loader: the rules of
// @storefront/domain's storeLookup and servableStore, the calls through @storefront/sdk, whose schemas
// parse the answer as the browser does).
import fs from 'node:fs/promises';
import path from 'node:path';
import { resolvePathPrefix, type PathPrefix } from '@storefront/domain';
import { createApi, createMemoryTokenStore } from '@storefront/sdk';
import { loadAnyTenant, loadTenant, type TenantResult } from '@storefront/state/tenant-loader';
import { registryRevision } from '../../deploy/stack/src/registry.mjs';
import type { FederationManifest, PageChunks } from './documents';
import type { RemotesDocument } from './remotes';

/** @storefront/domain resolvePathPrefix: the shell server reads a request's store with it. */
export { resolvePathPrefix };

/** Where a page's store is looked up; `{ mode: 'any' }`: the first store that can be served. */
export type TenantLocation = PathPrefix | { mode: 'any' };
export type TenantLoader = (location: TenantLocation) => Promise<TenantResult>;
export type { TenantResult };

/** The tenant of a location (resolvePathPrefix), through the SDK against the sandbox. apiUrl: the sandbox's internal /v1 base. */
export function createTenantLoader({
  apiUrl,
  fetch: fetchImpl = fetch,
  timeoutMs = 5000,
}: {
  apiUrl: string;
  fetch?: typeof fetch;
  timeoutMs?: number;
}): TenantLoader {
  const api = createApi({
    baseUrl: apiUrl.replace(/\/+$/, ''),
    tokens: createMemoryTokenStore(),
    fetch: (input, init) =>
      fetchImpl(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(timeoutMs) }),
  });
  /**
   * location { mode: 'any' }: the first store that can be served, as its marketplace page (the
   * server render's warm-up needs a whole boot document, whichever store it is).
   */
  return function loadTenantAt(location) {
    return location.mode === 'any' ? loadAnyTenant(api) : loadTenant(api, location);
  };
}

/** The boot cache's answers (createBootCache). */
export interface BootCache {
  getRemotes(): Promise<RemotesDocument>;
  getManifest(url: string): Promise<FederationManifest | null>;
  /** The remote's page-chunks.json beside a manifest (its pages' code, issue 41); null if none. */
  getPageChunks(manifestUrl: string): Promise<PageChunks | null>;
  hasServerBuild(manifestUrl: string): Promise<boolean>;
  getTenant(location: PathPrefix): Promise<TenantResult>;
}

interface TenantEntry {
  value: TenantResult | null;
  at: number;
  pending: Promise<TenantResult> | null;
}

export function createBootCache({
  cdnDir,
  cdnUrl,
  loadRemotes,
  loadTenant,
  tenantTtlMs = 10_000,
  now = Date.now,
}: {
  cdnDir: string;
  cdnUrl: string;
  loadRemotes: () => Promise<RemotesDocument>;
  loadTenant: (location: PathPrefix) => Promise<TenantResult>;
  tenantTtlMs?: number;
  now?: () => number;
}): BootCache {
  const cdnBase = `${cdnUrl.replace(/\/+$/, '')}/`;
  let remotes: { key: string | null; value: RemotesDocument | null } = { key: null, value: null };
  const manifests = new Map<string, FederationManifest>();
  const tenants = new Map<string, TenantEntry>();

  /** The registry's revision: every promote, rollback or canary change adds one, on whichever
   *  server or CLI made it, so the next page of every shell server sees it. */
  async function registryKey(): Promise<string> {
    return String(await registryRevision(cdnDir));
  }

  async function getRemotes(): Promise<RemotesDocument> {
    let key: string;
    try {
      key = await registryKey();
    } catch (error) {
      // The registry's database out of reach (a restart, a network cut): pages go on with what
      // was live when it was last read, rather than fail; the next page asks again.
      if (remotes.value) return remotes.value;
      throw error;
    }
    if (remotes.key !== key || !remotes.value) remotes = { key, value: await loadRemotes() };
    return remotes.value as RemotesDocument;
  }

  /** The CDN folder's file for one of its URLs; null outside it. */
  function cdnFile(url: string): string | null {
    if (!url.startsWith(cdnBase)) return null;
    const relative = decodeURIComponent(url.slice(cdnBase.length).replace(/\?.*$/, ''));
    const file = path.resolve(cdnDir, relative);
    return file.startsWith(path.resolve(cdnDir) + path.sep) ? file : null;
  }

  /** A manifest of the CDN folder by its URL; null when it cannot be read (not cached then). */
  async function getManifest(url: string): Promise<FederationManifest | null> {
    const known = manifests.get(url);
    if (known) return known;
    const file = cdnFile(url);
    if (!file) return null;
    try {
      const json = JSON.parse(await fs.readFile(file, 'utf8')) as FederationManifest;
      manifests.set(url, json);
      return json;
    } catch {
      return null;
    }
  }

  const pageChunks = new Map<string, PageChunks | null>();
  /** A version folder never changes: its answer is kept, a missing file too (an older build). */
  async function getPageChunks(manifestUrl: string): Promise<PageChunks | null> {
    if (pageChunks.has(manifestUrl)) return pageChunks.get(manifestUrl) ?? null;
    const file = cdnFile(manifestUrl.replace(/mf-manifest\.json(\?.*)?$/, 'page-chunks.json'));
    const found = file
      ? await fs.readFile(file, 'utf8').then(
          (text) => JSON.parse(text) as PageChunks,
          () => null,
        )
      : null;
    pageChunks.set(manifestUrl, found);
    return found;
  }

  const serverBuilds = new Map<string, boolean>();
  /**
   * Whether the version folder of a remote's manifest URL holds a server build
   * (`server/remoteEntry.js`, issue 15). A published version folder never changes: kept.
   */
  async function hasServerBuild(manifestUrl: string): Promise<boolean> {
    const known = serverBuilds.get(manifestUrl);
    if (known !== undefined) return known;
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

  function getTenant(location: PathPrefix): Promise<TenantResult> {
    const key =
      location.mode === 'marketplace'
        ? `marketplace:${location.storeName ?? ''}:${location.prefix}`
        : `own-host:${location.domain}`;
    const entry = tenants.get(key);
    const refresh = (): Promise<TenantResult> => {
      const pending = loadTenant(location).then(
        (value) => {
          tenants.set(key, { value, at: now(), pending: null });
          return value;
        },
        (error: unknown) => {
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
    if (!entry.value) return entry.pending as Promise<TenantResult>;
    if (now() - entry.at >= tenantTtlMs && !entry.pending) refresh().catch(() => {});
    return Promise.resolve(entry.value);
  }

  return { getRemotes, getManifest, getPageChunks, hasServerBuild, getTenant };
}
