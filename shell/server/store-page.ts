// A store page's pieces (issue 15 "No waterfall"): the tenant the request's host and path name, the
// route its path lands on, the boot data and the preload hints its HTML carries (documents.ts), so
// the browser fetches neither JSON document, nor the store, template, policy or remote manifests.
// The store of a request, the path after its prefix and the route that path lands on are the rules
// of @storefront/domain, as the shell reads them.
import fs from 'node:fs/promises';
import path from 'node:path';
import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  documentTitle,
  resolvePathPrefix,
  routeForPath,
  storeDisplayName,
  stripPrefix,
} from '@storefront/domain';
import { routeDataChunks } from '@storefront/state/route-data/chunks';
import type { CanaryWatch } from '../../deploy/stack/src/canary.mjs';
import type { RouteEntry } from '../../deploy/stack/src/registry.mjs';
import { fileStats } from '../../deploy/stack/src/static-files.mjs';
import type { BootCache, TenantResult } from './boot-cache';
import {
  afterPaintChunkScripts,
  contentPreloadLinks,
  landingBannerImages,
  pageScripts,
  preloadLinks,
  remoteScripts,
  scriptPreloadLinks,
  templateFontFiles,
  withTabIcon,
  withTitle,
  type BootParts,
  type FederationManifest,
  type PageHints,
} from './documents';
import type { ConfigDocument, PageRemotes, RemoteEntry, RemotesDocument } from './remotes';
import { countServed, messageOf, warn } from './telemetry';

export type Tenant = Extract<TenantResult, { kind: 'ok' }>['tenant'];

/** A store page the server can fill: its HTML, hints, boot parts and the route it lands on. */
export interface StorePage {
  html: string;
  /** Every hint of a client-rendered page. */
  links: string;
  /** The content's hints (a server-rendered page streams them in its head). */
  contentLinks: string;
  scriptLinks: string;
  afterPaintLinks: string;
  lowScriptLinks: string;
  bootParts: BootParts & { tenant: Tenant };
  route: RouteEntry | null;
  remote: RemoteEntry | null;
  hostname: string;
  /** A preview's or a canary's versions are not what the render worker holds: client render. */
  preview: boolean;
}

// A Host header as browsers send it: name or IPv4 (or [IPv6]) and an optional port.
const HOST_HEADER = /^(?:[a-z0-9.-]+|\[[0-9a-f:.]+\])(?::\d{1,5})?$/i;

/**
 * The origin the browser used (own-host stores are {store}.localhost:port, the marketplace
 * localhost:port), from the Host header; the configured shell URL when it is missing or odd.
 */
export function requestOrigin(req: IncomingMessage, fallback: string): string {
  const host = req.headers.host ?? '';
  if (!HOST_HEADER.test(host)) return new URL(fallback).origin;
  const proto = req.headers['x-forwarded-proto'] === 'https' ? 'https' : 'http';
  return `${proto}://${host.toLowerCase()}`;
}

/** A small file of the dist read again only when it changes (index.html, preload.json). */
export function fileCache(): <T = string>(
  file: string,
  parse?: (text: string) => T,
) => Promise<T | null> {
  const entries = new Map<string, { key: string; value: unknown }>();
  return async <T = string>(
    file: string,
    parse: (text: string) => T = (text) => text as T,
  ): Promise<T | null> => {
    const stats = await fileStats(file);
    if (!stats) return null;
    const key = `${stats.mtimeMs}:${stats.size}`;
    const hit = entries.get(file);
    if (hit?.key === key) return hit.value as T;
    const value = parse(await fs.readFile(file, 'utf8'));
    entries.set(file, { key, value });
    return value;
  };
}

/**
 * The shell build's preload.json: its critical chunks, each named group's own files, and the
 * files that provide each shared package.
 */
interface PreloadManifest {
  js: string[];
  groups: Record<string, string[]>;
  provides: Record<string, string[]>;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

const stringLists = (value: unknown): Record<string, string[]> =>
  value && typeof value === 'object'
    ? Object.fromEntries(
        Object.entries(value as Record<string, unknown>).map(([name, files]) => [
          name,
          strings(files),
        ]),
      )
    : {};

/** preload.json as the shell's build wrote it (an older build's has no `groups` or `provides`). */
export function parsePreload(text: string): PreloadManifest {
  const raw = JSON.parse(text) as { js?: unknown; groups?: unknown; provides?: unknown };
  return {
    js: strings(raw.js),
    groups: stringLists(raw.groups),
    provides: stringLists(raw.provides),
  };
}

/** The boot config of a page: the API on the page's own origin when the server proxies it. */
export type PageConfig = (req: IncomingMessage) => ConfigDocument;

/**
 * The store pages of one server. `storePage` gives a page's pieces when the tenant resolves, null
 * when the browser must do it all (no boot data here, no store, the API down); `lastBootParts`: the
 * last store page's (a recycled render worker warms up with a real page's document).
 */
export function createStorePages({
  root,
  cdnUrl,
  publicUrl,
  config,
  boot,
  pageConfig,
  remotesFor,
  canaryWatch,
}: {
  root: string;
  cdnUrl: string;
  publicUrl: string;
  config: ConfigDocument;
  boot: BootCache | null;
  pageConfig: PageConfig;
  remotesFor: (req: IncomingMessage, res: ServerResponse) => Promise<PageRemotes>;
  canaryWatch: CanaryWatch;
}) {
  let lastBootParts: { config: ConfigDocument; tenant: Tenant } | null = null;
  const distFile = fileCache();
  // The shell's /assets file names (fonts), listed again when a new build replaced index.html.
  let assets: { html: string | null; files: string[] } = { html: null, files: [] };
  const assetFiles = async (indexHtml: string): Promise<string[]> => {
    if (assets.html !== indexHtml) {
      const files = await fs.readdir(path.join(root, 'assets')).catch(() => []);
      assets = { html: indexHtml, files };
    }
    return assets.files;
  };

  /** Each live remote's manifest, by its URL (those the CDN folder has). */
  async function manifestsOf(
    remotes: RemotesDocument,
  ): Promise<Record<string, FederationManifest>> {
    const manifests: Record<string, FederationManifest> = {};
    if (!boot) return manifests;
    for (const remote of remotes.remotes) {
      const manifest = await boot.getManifest(remote.manifestUrl);
      if (manifest) manifests[remote.manifestUrl] = manifest;
    }
    return manifests;
  }

  async function storePage(
    req: IncomingMessage,
    res: ServerResponse,
    urlPath: string,
    indexHtml: string,
  ): Promise<StorePage | null> {
    if (!boot) return null;
    const hostname = requestOrigin(req, publicUrl)
      .replace(/^https?:\/\//, '')
      .replace(/:\d+$/, '')
      .replace(/^\[|\]$/g, '');
    const location = resolvePathPrefix({
      hostname,
      pathname: urlPath,
      marketplaceHosts: config.marketplaceHosts ?? [],
    });
    let page: PageRemotes;
    let result: TenantResult;
    try {
      [page, result] = await Promise.all([remotesFor(req, res), boot.getTenant(location)]);
    } catch (error) {
      // The browser's own fetches take over (and show their error page if the API is down).
      warn(`no boot data for ${urlPath}: ${messageOf(error)}`);
      return null;
    }
    const { remotes, preview, canaries, browserId } = page;
    // No store here: the shell sends the browser to the provider's home, as without boot data.
    if (result.kind !== 'ok') return null;
    const { tenant } = result;
    const manifests = await manifestsOf(remotes);
    const relativePath = stripPrefix(urlPath, tenant.prefix);
    const match = routeForPath(remotes, relativePath, tenant.mode);
    const remote = match?.remote;
    const canary = canaries.find((c) => c.package === remote?.package);
    if (canary) countServed(canaryWatch, [canary], browserId);
    const preload = await distFile(path.join(root, 'preload.json'), parsePreload).catch(() => null);
    // The shell's critical chunks, then the code of the route's declared data (issue 41: the head
    // start finds it downloaded, so the data's request does not wait for one more round trip).
    const shellScripts = [
      ...new Set([
        ...(preload?.js ?? []),
        ...routeDataChunks(match?.route.data).flatMap((group) => preload?.groups[group] ?? []),
      ]),
    ];
    const hints: Required<PageHints> = {
      cdnUrl,
      shellScripts,
      // The remote's entry and routes module, then the route's page and the shared packages it
      // takes that are not loaded yet (one round trip less each).
      remoteScripts: remote
        ? [
            ...remoteScripts(remote.manifestUrl, manifests[remote.manifestUrl]),
            ...pageScripts(
              remote.manifestUrl,
              await boot.getPageChunks(remote.manifestUrl),
              match?.route.name,
              preload?.provides,
            ).filter((file) => !shellScripts.includes(file)),
          ]
        : [],
      fonts: templateFontFiles(tenant.template, await assetFiles(indexHtml)),
      images: landingBannerImages(tenant.store, relativePath),
    };
    const tabIcon = tenant.store?.content?.navigation?.tabLogoUrl;
    lastBootParts = { config: pageConfig(req), tenant };
    // The title the browser sets after this navigation (000 §2), in the first bytes already. The
    // iframe route is titled by its option's text in the browser: the store's name until then.
    const routeTitle = match?.route.name === 'Iframe' ? null : match?.route.title;
    const title = documentTitle(routeTitle, storeDisplayName(tenant.store));
    return {
      html: withTitle(withTabIcon(indexHtml, tabIcon), title),
      // A client-rendered page fetches everything at once; a server-rendered one streams the
      // content's hints in its head and leaves the scripts' for after its first paint.
      links: preloadLinks(hints),
      contentLinks: contentPreloadLinks(hints),
      scriptLinks: scriptPreloadLinks([...hints.shellScripts, ...hints.remoteScripts]),
      // After a server render's first paint: the route's remote is hinted, and the shell's own
      // chunks are started by main.js in a task before the boot's (shell/src/boot/after-paint.ts).
      afterPaintLinks:
        scriptPreloadLinks(hints.remoteScripts) + afterPaintChunkScripts(hints.shellScripts),
      // A placeholder page: the scripts that render it start at once, after what it paints.
      lowScriptLinks: scriptPreloadLinks([...hints.shellScripts, ...hints.remoteScripts], {
        low: true,
      }),
      bootParts: { config: pageConfig(req), remotes, tenant, manifests },
      route: match?.route ?? null,
      remote: remote ?? null,
      hostname,
      // A preview's or a canary's versions are not what the render worker holds: client render.
      preview: preview || canaries.length > 0,
    };
  }

  /** The warm-up's document parts: the last page's store, else any store of the sandbox. */
  const warmUpParts = (): { config: ConfigDocument; tenant: Tenant } | null => lastBootParts;

  return { storePage, manifestsOf, distFile, warmUpParts };
}

export type StorePages = ReturnType<typeof createStorePages>;
