// The two small JSON documents the shell reads at boot (when its HTML carries no boot data), and
// which remotes a request's page loads:
//   /remotes.json  what is live, built from the CDN registry on every request (no-cache), so a
//                  promote or rollback reaches the next page load without a shell rebuild
//   /config.json   runtime URLs from the environment (nothing about hosts is baked into the build)
// A preview (deploy/stack/src/preview.mjs) or a running canary (canary.mjs) changes what one
// browser's page loads.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { cohortOf, runningCanaries, withCanaries, type CanaryWatch, type ServedCanary } from '../../deploy/stack/src/canary.mjs';
import { REMOTES, type StackConfig } from '../../deploy/stack/src/ports.mjs';
import { previewOf, withPreview } from '../../deploy/stack/src/preview.mjs';
import {
  readRegistry,
  registryRevision,
  type Registry,
  type RouteEntry,
} from '../../deploy/stack/src/registry.mjs';

/** One remote of /remotes.json (shell/src/federation/remotes-manifest.ts parses it). */
export interface RemoteEntry {
  name: string;
  package: string;
  version: string;
  manifestUrl: string;
  lastKnownGood: { version: string; manifestUrl: string } | null;
  routes: RouteEntry[];
}

/** The /remotes.json document. */
export interface RemotesDocument {
  remotes: RemoteEntry[];
}

/** The /config.json document (and the boot data's config). */
export interface ConfigDocument {
  apiBaseUrl: string;
  sandboxUrl: string;
  providerHomeUrl: string;
  marketplaceHosts: string[];
  thirdParties: StackConfig['thirdParties'];
  /** The payments host: integrator origins that may embed its page. */
  embedOrigins?: string[];
}

const routesCache = new Map<string, RouteEntry[]>();

async function readRoutesFile(cdnDir: string, pkg: string, version: string): Promise<RouteEntry[] | null> {
  const key = `${cdnDir}:${pkg}:${version}`;
  const known = routesCache.get(key);
  if (known) return known;
  try {
    const routes = JSON.parse(
      await fs.readFile(path.join(cdnDir, pkg, version, 'routes.json'), 'utf8'),
    ) as RouteEntry[];
    routesCache.set(key, routes); // version folders are immutable
    return routes;
  } catch {
    return null;
  }
}

/**
 * The /remotes.json document (deploy/README.md) for one environment of the registry.
 * Routes come from the registry (recorded at publish), else from the version folder's routes.json,
 * else from the last-known-good version, so a remote whose folder is unreachable still claims its
 * routes and the shell shows its fallback there.
 */
export async function remotesDocument({
  registry,
  cdnDir,
  cdnUrl,
  environment = 'local',
}: {
  registry: Pick<Registry, 'environments' | 'published'>;
  cdnDir: string;
  cdnUrl: string;
  environment?: string;
}): Promise<RemotesDocument> {
  const live = registry.environments?.[environment] ?? {};
  const base = cdnUrl.replace(/\/+$/, '');
  const manifestUrl = (pkg: string, version: string): string => `${base}/${pkg}/${version}/mf-manifest.json`;
  const routesOf = async (pkg: string, version: string): Promise<RouteEntry[] | null> =>
    registry.published?.[pkg]?.[version]?.routes ?? (await readRoutesFile(cdnDir, pkg, version));
  const remotes: RemoteEntry[] = [];
  for (const { package: pkg, name } of REMOTES) {
    const entry = live[pkg];
    if (!entry?.version) continue;
    const lkgVersion = entry.previous?.[0] ?? null;
    const routes =
      (await routesOf(pkg, entry.version)) ??
      (lkgVersion ? await routesOf(pkg, lkgVersion) : null) ??
      [];
    remotes.push({
      name,
      package: pkg,
      version: entry.version,
      manifestUrl: manifestUrl(pkg, entry.version),
      lastKnownGood: lkgVersion
        ? { version: lkgVersion, manifestUrl: manifestUrl(pkg, lkgVersion) }
        : null,
      routes,
    });
  }
  return { remotes };
}

/** The /config.json document. */
export function configDocument(
  config: Pick<StackConfig, 'apiBaseUrl' | 'sandboxUrl' | 'providerHomeUrl' | 'thirdParties'>,
): ConfigDocument {
  return {
    apiBaseUrl: config.apiBaseUrl,
    sandboxUrl: config.sandboxUrl,
    providerHomeUrl: config.providerHomeUrl,
    marketplaceHosts: ['localhost', '127.0.0.1'],
    thirdParties: config.thirdParties,
  };
}

/**
 * What a request's page loads: the live remotes, a preview's, or the live ones with the canaries
 * that cover this browser's cohort. `canaries`: the remotes served as canary, with their versions;
 * `browserId`: the browser's canary id, when a canary runs.
 */
export interface PageRemotes {
  remotes: RemotesDocument;
  preview: boolean;
  canaries: ServedCanary[];
  browserId?: string;
}

/**
 * The remotes of each request's page. `getLive`: the live document (the boot cache's, or read now);
 * a browser without a canary id gets one (on `res`) when a canary runs.
 */
export function createPageRemotes({
  cdnDir,
  cdnUrl,
  environment,
  canaryWatch,
  getLive,
}: {
  cdnDir: string;
  cdnUrl: string;
  environment: string;
  canaryWatch: CanaryWatch;
  getLive: () => Promise<RemotesDocument>;
}): (req: IncomingMessage, res: ServerResponse) => Promise<PageRemotes> {
  // The registry, read again only when its revision moved (a promote, a rollback, the canary
  // watch, on any server).
  let registryCache: { key: number | null; value: Registry | null } = { key: null, value: null };
  const registryNow = async (): Promise<Registry> => {
    let key: number;
    try {
      key = await registryRevision(cdnDir);
    } catch (error) {
      // The registry's database out of reach: the registry last read, as the boot cache does.
      if (registryCache.value) return registryCache.value;
      throw error;
    }
    if (registryCache.key !== key || !registryCache.value)
      registryCache = { key, value: await readRegistry(cdnDir) };
    return registryCache.value as Registry;
  };
  return async (req, res) => {
    const live = await getLive();
    const preview = previewOf(req);
    if (preview) {
      const previewed = withPreview(live, await readRegistry(cdnDir), preview, cdnUrl);
      if (previewed) return { remotes: previewed, preview: true, canaries: [] };
    }
    const registry = await registryNow();
    if (runningCanaries(registry, environment).length === 0)
      return { remotes: live, preview: false, canaries: [] };
    let browserId = await canaryWatch.browserIdOf(req);
    if (!browserId) {
      const browser = await canaryWatch.newBrowser();
      browserId = browser.id;
      res.setHeader('Set-Cookie', browser.cookie);
    }
    const picked = withCanaries(live, registry, environment, cohortOf(browserId), cdnUrl);
    return { remotes: picked.remotes, preview: false, canaries: picked.canaries, browserId };
  };
}
