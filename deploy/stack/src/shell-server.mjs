// The shell server: shell/dist with an SPA fallback, plus two small JSON documents the shell reads
// at boot. It answers on any Host header, so http://{store}.localhost:{port}/ (own-host mode) gets
// the same shell as http://localhost:{port}/{store}/ (marketplace mode); the shell tells them apart.
//   /remotes.json  what is live, built from the CDN registry on every request (no-cache), so a
//                  promote or rollback reaches the next page load without a shell rebuild
//   /config.json   runtime URLs from the environment (nothing about hosts is baked into the build)
// See static-files.mjs for why node:http.
import fs from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { REMOTES } from './ports.mjs';
import { readRegistry } from './registry.mjs';
import { securityHeaders } from './security-headers.mjs';
import { fileStats, listen, resolveInside, sendFile, sendJson, sendText } from './static-files.mjs';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// A path whose last segment has one of these extensions is a missing asset (404), not a route.
const ASSET_EXTENSION =
  /\.(?:js|mjs|css|map|json|png|jpe?g|gif|svg|webp|ico|woff2?|ttf|txt|webmanifest)$/i;
// Files named with a content hash (main.3f2a9c1b.js, 123.abcdef12.chunk.js) never change.
const HASHED_NAME = /[.-][0-9a-f]{8,}\./i;
const routesCache = new Map();

async function readRoutesFile(cdnDir, pkg, version) {
  const key = `${cdnDir}:${pkg}:${version}`;
  if (routesCache.has(key)) return routesCache.get(key);
  try {
    const routes = JSON.parse(
      await fs.readFile(path.join(cdnDir, pkg, version, 'routes.json'), 'utf8'),
    );
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
 * @param {{ registry: { environments: object, published: object }, cdnDir: string, cdnUrl: string, environment?: string }} options
 */
export async function remotesDocument({ registry, cdnDir, cdnUrl, environment = 'local' }) {
  const live = registry.environments?.[environment] ?? {};
  const base = cdnUrl.replace(/\/+$/, '');
  const manifestUrl = (pkg, version) => `${base}/${pkg}/${version}/mf-manifest.json`;
  const routesOf = async (pkg, version) =>
    registry.published?.[pkg]?.[version]?.routes ?? (await readRoutesFile(cdnDir, pkg, version));
  const remotes = [];
  for (const { package: pkg, name } of REMOTES) {
    const entry = live[pkg];
    if (!entry?.version) continue;
    const lkgVersion = entry.previous?.[0] ?? null;
    const routes =
      (await routesOf(pkg, entry.version)) ??
      (lkgVersion && (await routesOf(pkg, lkgVersion))) ??
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

/** The /config.json document. @param {ReturnType<import('./ports.mjs').stackConfig>} config */
export function configDocument(config) {
  return {
    apiBaseUrl: config.apiBaseUrl,
    sandboxUrl: config.sandboxUrl,
    providerHomeUrl: config.providerHomeUrl,
    marketplaceHosts: ['localhost', '127.0.0.1'],
  };
}

/**
 * @param {{ shellDist: string, cdnDir: string, cdnUrl: string, environment?: string,
 *   config: ReturnType<typeof configDocument>, frameAncestors?: string[], opener?: string }} options
 */
export function createShellServer({
  shellDist,
  cdnDir,
  cdnUrl,
  environment = 'local',
  config,
  frameAncestors = [],
  opener,
}) {
  const root = path.resolve(shellDist);
  const json = { 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' };
  const security = Object.entries(securityHeaders({ cdnUrl, config, frameAncestors, opener }));
  return http.createServer(async (req, res) => {
    for (const [name, value] of security) res.setHeader(name, value);
    try {
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
        return;
      }
      const urlPath = new URL(req.url ?? '/', 'http://shell').pathname;
      if (urlPath === '/remotes.json') {
        const registry = await readRegistry(cdnDir);
        sendJson(res, 200, await remotesDocument({ registry, cdnDir, cdnUrl, environment }), json);
        return;
      }
      if (urlPath === '/config.json') {
        sendJson(res, 200, config, json);
        return;
      }
      const file = resolveInside(root, urlPath);
      const stats = file && urlPath !== '/' ? await fileStats(file) : null;
      if (stats && file) {
        const name = path.basename(file);
        const cache = name !== 'index.html' && HASHED_NAME.test(name) ? IMMUTABLE : 'no-cache';
        await sendFile(req, res, file, stats, { 'Cache-Control': cache });
        return;
      }
      if (ASSET_EXTENSION.test(urlPath)) {
        sendText(res, 404, 'Not found');
        return;
      }
      // Any other path is a route of the SPA: the shell's router decides (store root, redirects).
      const index = path.join(root, 'index.html');
      const indexStats = await fileStats(index);
      if (!indexStats) {
        sendText(
          res,
          503,
          `The shell is not built: ${index} is missing (run npx turbo run build).`,
        );
        return;
      }
      await sendFile(req, res, index, indexStats, { 'Cache-Control': 'no-cache' });
    } catch (error) {
      if (!res.headersSent) sendText(res, 500, `Shell server error: ${error.message}`);
      else res.destroy();
    }
  });
}

/** @param {Parameters<typeof createShellServer>[0] & { port: number }} options */
export async function startShellServer({ port, ...options }) {
  return listen(createShellServer(options), port);
}
