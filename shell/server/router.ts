// The shell server: shell/dist with an SPA fallback, plus two small JSON documents the shell reads
// at boot (remotes.ts). It answers on any Host header, so http://{store}.localhost:{port}/ (own-host
// mode) gets the same shell as http://localhost:{port}/{store}/ (marketplace mode); the shell tells
// them apart. This file routes each request:
//   /api/v1/*      the sandbox's /v1/*, proxied (api-proxy.ts): store pages call their own origin,
//                  so no API request waits for a CORS preflight
//   /telemetry     a page's failure report (telemetry.ts)
//   /_operadores/  the operators' page, behind OPERATOR_TOKEN (operators/operators-routes.ts)
//   /remotes.json, /config.json  (remotes.ts)
//   a file of shell/dist, else a route of the SPA: a store page whose HTML carries its boot data
//                  and preload hints (store-page.ts, documents.ts, boot-cache.ts), server-rendered
//                  or with the server's placeholder when it can be (ssr.ts).
// Every answer carries the security headers (security-headers.ts). See
// deploy/stack/src/static-files.mjs for why node:http.
import http, { type Server } from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createCanaryWatch, type CanaryWatch } from '../../deploy/stack/src/canary.mjs';
import { readRegistry } from '../../deploy/stack/src/registry.mjs';
import {
  fileStats,
  listen,
  resolveInside,
  sendFile,
  sendJson,
  sendText,
} from '../../deploy/stack/src/static-files.mjs';
import { API_PREFIX, createApiProxy } from './api-proxy';
import { createBootCache, createTenantLoader } from './boot-cache';
import { bootDocument, storePageHtml } from './documents';
import {
  createMarketplaceListing,
  isMarketplaceRoot,
  marketplaceRootHtml,
} from './marketplace-root';
import { createPageRemotes, remotesDocument, type ConfigDocument } from './remotes';
import { createOperatorsPage, type OperatorsOptions } from './operators/operators-routes';
import { securityHeaders } from './security-headers';
import { acceptsGzip, createSsr, htmlHeaders, type SsrRenderer } from './ssr';
import { createStorePages, requestOrigin } from './store-page';
import { countServed, messageOf, receiveReport, TELEMETRY_PATH } from './telemetry';

export { configDocument, remotesDocument } from './remotes';
export { requestOrigin } from './store-page';
export { sameSitePath, statusWaitsForRender, type SsrRenderer } from './ssr';

const IMMUTABLE = 'public, max-age=31536000, immutable';
// A path whose last segment has one of these extensions is a missing asset (404), not a route.
const ASSET_EXTENSION =
  /\.(?:js|mjs|css|map|json|png|jpe?g|gif|svg|webp|ico|woff2?|ttf|txt|webmanifest)$/i;
// Files named with a content hash (main.3f2a9c1b.js, 123.abcdef12.chunk.js) never change.
const HASHED_NAME = /[.-][0-9a-f]{8,}\./i;

export interface ShellServerOptions {
  shellDist: string;
  cdnDir: string;
  cdnUrl: string;
  environment?: string;
  config: ConfigDocument;
  frameAncestors?: string[];
  opener?: string;
  /**
   * Where /api/v1 is proxied (and the tenant read); without it, no proxy and config.apiBaseUrl as
   * given (the payments standalone host keeps calling the sandbox directly).
   */
  sandboxInternalUrl?: string;
  /** Store pages carry boot data and preload hints (the shell; not the payments host). */
  bootData?: boolean;
  tenantTtlMs?: number;
  publicUrl?: string;
  /**
   * Server rendering of public store routes (needs bootData and sandboxInternalUrl); the stack
   * passes its ssr-pool.ts pool unless SSR=0. The payments host never gets one.
   */
  ssr?: SsrRenderer | null;
  /**
   * Counts canary browsers and failure reports (deploy/stack/src/canary.mjs); the stack passes one
   * for both hosts, else the server keeps its own.
   */
  canaryWatch?: CanaryWatch;
  /** The operators' page (the stack passes it when OPERATOR_TOKEN is set); without it, 404. */
  operators?: OperatorsOptions | null;
}

/** The shell server; `warmUpSsr` loads the live remotes' server entries in the render worker. */
export type ShellServer = Server & { warmUpSsr: () => Promise<void> };

export function createShellServer({
  shellDist,
  cdnDir,
  cdnUrl,
  environment = 'local',
  config,
  frameAncestors = [],
  opener,
  sandboxInternalUrl,
  bootData = false,
  tenantTtlMs,
  publicUrl = 'http://localhost',
  ssr = null,
  canaryWatch = createCanaryWatch({ cdnDir, environment }),
  operators = null,
}: ShellServerOptions): ShellServer {
  const root = path.resolve(shellDist);
  const json = { 'Cache-Control': 'no-cache', 'Access-Control-Allow-Origin': '*' };
  const security = Object.entries(securityHeaders({ cdnUrl, config, frameAncestors, opener }));
  const proxy = sandboxInternalUrl ? createApiProxy({ sandboxUrl: sandboxInternalUrl }) : null;
  const pageConfig = (req: http.IncomingMessage): ConfigDocument =>
    proxy ? { ...config, apiBaseUrl: `${requestOrigin(req, publicUrl)}${API_PREFIX}` } : config;
  const liveRemotes = async () =>
    remotesDocument({ registry: await readRegistry(cdnDir), cdnDir, cdnUrl, environment });
  const loadTenant = sandboxInternalUrl
    ? createTenantLoader({ apiUrl: `${sandboxInternalUrl}/v1` })
    : null;
  const boot =
    bootData && loadTenant
      ? createBootCache({ cdnDir, cdnUrl, loadRemotes: liveRemotes, loadTenant, tenantTtlMs })
      : null;
  // The bare marketplace host's store list (002 §2), on the shell (not the payments host).
  const marketplaceListing =
    bootData && sandboxInternalUrl
      ? createMarketplaceListing({ apiUrl: `${sandboxInternalUrl}/v1` })
      : null;
  const remotesFor = createPageRemotes({
    cdnDir,
    cdnUrl,
    environment,
    canaryWatch,
    getLive: () => (boot ? boot.getRemotes() : liveRemotes()),
  });
  const pages = createStorePages({
    root,
    cdnUrl,
    publicUrl,
    config,
    boot,
    pageConfig,
    remotesFor,
    canaryWatch,
  });
  const rendering = createSsr({
    ssr,
    boot,
    loadTenant,
    pages,
    sandboxInternalUrl,
    warmUpConfig: proxy ? { ...config, apiBaseUrl: `${publicUrl}${API_PREFIX}` } : config,
  });

  const operatorsPage = createOperatorsPage(operators, cdnDir);

  const server = http.createServer(async (req, res) => {
    for (const [name, value] of security) res.setHeader(name, value);
    try {
      if (proxy?.(req, res)) return;
      if (await operatorsPage(req, res)) return;
      if (req.method === 'POST' && req.url === TELEMETRY_PATH) {
        await receiveReport(req, res, canaryWatch);
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        sendText(res, 405, 'Method not allowed', { Allow: 'GET, HEAD' });
        return;
      }
      const urlPath = new URL(req.url ?? '/', 'http://shell').pathname;
      if (urlPath === '/remotes.json') {
        const { remotes, canaries, browserId } = await remotesFor(req, res);
        // The payments host has no boot data: its page reads this document at boot.
        if (!boot) countServed(canaryWatch, canaries, browserId);
        sendJson(res, 200, remotes, { ...json, Vary: 'Cookie' });
        return;
      }
      if (urlPath === '/config.json') {
        sendJson(res, 200, pageConfig(req), json);
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
      if (marketplaceListing && isMarketplaceRoot(req, urlPath, config.marketplaceHosts)) {
        const stores = await marketplaceListing();
        if (stores) {
          sendHtml(req, res, marketplaceRootHtml(stores, config.providerHomeUrl));
          return;
        }
      }
      // Any other path is a route of the SPA: the shell's router decides (store root, redirects).
      const index = path.join(root, 'index.html');
      const indexHtml = await pages.distFile(index);
      if (indexHtml === null) {
        sendText(
          res,
          503,
          `The shell is not built: ${index} is missing (run npx turbo run build).`,
        );
        return;
      }
      const page = await pages.storePage(req, res, urlPath, indexHtml);
      if (page && (await rendering.rendersOnServer(req, page))) {
        await rendering.sendRendered(req, res, page);
        return;
      }
      if (page && (await rendering.rendersPlaceholder(req, page))) {
        await rendering.sendPlaceholder(req, res, page);
        return;
      }
      sendHtml(
        req,
        res,
        page
          ? storePageHtml(page.html, { boot: bootDocument(page.bootParts), links: page.links })
          : indexHtml,
      );
    } catch (error) {
      if (!res.headersSent) sendText(res, 500, `Shell server error: ${messageOf(error)}`);
      else res.destroy();
    }
  });
  return Object.assign(server, { warmUpSsr: rendering.warmUp });
}

export async function startShellServer({
  port,
  ...options
}: ShellServerOptions & { port: number }) {
  return listen(createShellServer(options), port);
}

/** A page written by the server (gzipped when the browser takes it), not rendered. */
function sendHtml(req: http.IncomingMessage, res: http.ServerResponse, text: string): void {
  const html = Buffer.from(text);
  const gzip = acceptsGzip(req);
  const body = gzip ? gzipSync(html) : html;
  res.writeHead(200, {
    ...htmlHeaders(gzip, { 'X-SSR': 'off' }),
    'Content-Length': String(body.length),
  });
  res.end(req.method === 'HEAD' ? undefined : body);
}
