// The store page's HTML (issue 15 "No waterfall"): shell/dist/index.html plus, in <head>,
//   - preload hints: the shell's critical chunks (its build's preload.json), the route's remote
//     entry and exposed ./routes chunk, a preconnect to the CDN, the template's fonts and the
//     landing's first banner; scripts WITHOUT crossorigin (webpack and Module Federation insert
//     plain <script> tags: a mismatched mode would download them twice), fonts WITH it (font
//     loads are CORS requests);
//   - the boot data: <script type="application/json" id="__STOREFRONT_BOOT__">, a data block the
//     CSP does not execute, parsed by shell/src/boot/boot-data.ts.
// Server rendering (issue 15) streams the same document in two parts (storePageParts): the head
// with its hints at once, then, after the render or its fallback, the `storefront-render`
// marker, the boot data (with `ssr` only when rendered), the render's styles and the body. A
// rendered page's script hints wait in a <template> for its first paint, with the shell's chunks
// there as async scripts (afterPaintScripts, afterPaintChunkScripts).

export const BOOT_ELEMENT_ID = '__STOREFRONT_BOOT__';
export const BOOT_VERSION = 1;

/**
 * JSON safe inside a <script> element: `</script>`, `<!--` and friends cannot close or change it,
 * and U+2028/U+2029 (valid JSON, line breaks in old JS parsers) are escaped too.
 */
export function escapeJsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

const escapeAttribute = (text: unknown): string =>
  String(text)
    .replace(/&/g, '&amp;')
    .replace(/"/g, '&quot;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;');

/** What a store page's boot data is made of (shell/src/boot/boot-data.ts reads it). */
export interface BootParts {
  config: object;
  remotes: object;
  tenant: object;
  manifests: Record<string, object>;
  /** Only for a server-rendered page (the browser hydrates with it); otherwise left out. */
  ssr?: { data: Record<string, unknown>; remote: string | null };
}

/** The boot document: its version and parts. */
export type BootDocument = { v: number } & BootParts;

export function bootDocument({ config, remotes, tenant, manifests, ssr }: BootParts): BootDocument {
  const doc = { v: BOOT_VERSION, config, remotes, tenant, manifests };
  return ssr ? { ...doc, ssr } : doc;
}

/** What the hints read of a federation manifest (mf-manifest.json). */
export interface FederationManifest {
  metaData?: { publicPath?: string; remoteEntry?: { name?: string; path?: string } };
  exposes?: Array<{ path?: string; name?: string; assets?: { js?: { sync?: string[] } } }>;
}

/** The remote entry and the exposed ./routes chunks a federation manifest names, as URLs. */
export function remoteScripts(manifestUrl: string, manifest: FederationManifest | null | undefined): string[] {
  const meta = manifest?.metaData;
  if (!meta?.remoteEntry?.name) return [];
  const base =
    !meta.publicPath || meta.publicPath === 'auto'
      ? manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1)
      : meta.publicPath;
  const join = (...parts: Array<string | undefined>): string => new URL(parts.filter(Boolean).join('/'), base).href;
  const entry = join(meta.remoteEntry.path, meta.remoteEntry.name);
  const routes = (manifest?.exposes ?? []).find((e) => e.path === './routes' || e.name === 'routes');
  return [entry, ...(routes?.assets?.js?.sync ?? []).map((file) => join(file))];
}

/**
 * A remote's page-chunks.json (shared/config's PreloadManifestPlugin, issue 41): per page, named
 * `page-<route name>` in its routes.tsx, the files of its chunk group (`groups`) and the shared
 * packages it takes (`shared`); the files that provide each package from the remote (`provides`).
 * Files are relative to the remote's folder.
 */
export interface PageChunks {
  groups?: Record<string, string[]>;
  shared?: Record<string, string[]>;
  provides?: Record<string, string[]>;
}

/**
 * The code of the page a route shows: hinted with the HTML, so the page's chunk does not wait for
 * the remote's routes module to run and ask for it, nor its shared packages for the page's chunk.
 * A package the host provides comes from the host (`hostProvides`, the shell's preload.json, paths
 * on the page's origin); any other from the remote's own folder, as federation loads them.
 */
export function pageScripts(
  manifestUrl: string,
  pageChunks: PageChunks | null | undefined,
  routeName: string | undefined,
  hostProvides: Record<string, string[]> = {},
): string[] {
  const group = routeName ? `page-${routeName}` : undefined;
  const files = group ? pageChunks?.groups?.[group] : undefined;
  if (!group || !files) return [];
  const base = manifestUrl.slice(0, manifestUrl.lastIndexOf('/') + 1);
  const ofRemote = (file: string) => new URL(file, base).href;
  const shared = (pageChunks?.shared?.[group] ?? []).flatMap(
    (key) => hostProvides[key] ?? (pageChunks?.provides?.[key] ?? []).map(ofRemote),
  );
  return [...new Set([...files.map(ofRemote), ...shared])];
}

/** @storefront/ui primaryFontFamily: the first family of a CSS list, unquoted, lower case. */
const primaryFamily = (value: unknown): string | null =>
  typeof value === 'string'
    ? value
        .split(',')[0]!
        .trim()
        .replace(/^['"]|['"]$/g, '')
        .toLowerCase() || null
    : null;

/**
 * The regular (400) weight of the template's text and heading families among the shell's
 * self-hosted fonts (shell/src/theme/font-files.ts: assets named {family}-latin-{weight}-normal.*.woff2).
 * Only 400: the browser downloads a weight when text uses it, and a preload nobody uses is waste.
 * assetFiles: the shell's /assets/* file names.
 */
export function templateFontFiles(
  template: { styles?: { texts?: { fontFamily?: string | null; headingFontFamily?: string | null } | null } | null } | null | undefined,
  assetFiles: string[],
): string[] {
  const texts = template?.styles?.texts ?? {};
  const families = new Set(
    [texts.fontFamily, texts.headingFontFamily].map(primaryFamily).filter((family): family is string => Boolean(family)),
  );
  const files: string[] = [];
  for (const family of families) {
    const file = assetFiles.find((name) =>
      new RegExp(
        `^${family.replace(/[^a-z0-9]/g, '')}-latin-400-normal\\.[0-9a-f]{8}\\.woff2$`,
      ).test(name),
    );
    if (file) files.push(`/assets/${file}`);
  }
  return files;
}

// mfe-catalog banner-carousel.tsx: the <picture>'s desktop source applies from 48rem.
const DESKTOP_MEDIA = '(min-width: 48rem)';

/** An image hint: one preload, for a media query or for every screen. */
export interface ImageHint {
  href: string;
  media?: string;
}

/** What the hints read of a store (spec 000 §3 content.views.landing). */
export interface StoreForHints {
  content?: {
    views?: {
      landing?: {
        active?: boolean | null;
        banners?: Array<{ imageUrlMobile?: string | null; imageUrlDesktop?: string | null }> | null;
      } | null;
    } | null;
  } | null;
}

/**
 * The landing's first banner (its largest paint), as the <picture> picks it: one preload per
 * media query, so a phone never downloads the desktop image.
 */
export function landingBannerImages(store: StoreForHints | null | undefined, relativePath: string): ImageHint[] {
  if (relativePath !== '/') return [];
  const landing = store?.content?.views?.landing;
  const first = landing?.active === false ? null : landing?.banners?.[0];
  if (!first) return [];
  const mobile = first.imageUrlMobile || first.imageUrlDesktop;
  const desktop = first.imageUrlDesktop || first.imageUrlMobile;
  if (!mobile) return [];
  if (!desktop || mobile === desktop) return [{ href: mobile }];
  return [
    { href: desktop, media: DESKTOP_MEDIA },
    { href: mobile, media: `not all and ${DESKTOP_MEDIA}` },
  ];
}

/**
 * `<link rel="preload" as="script">` for each URL (no crossorigin: see the file's header).
 * `low`: fetched at once but after what the page paints (fetchpriority="low").
 */
export function scriptPreloadLinks(urls: string[] = [], { low = false }: { low?: boolean } = {}): string {
  const priority = low ? ' fetchpriority="low"' : '';
  return urls
    .map((href) => `<link rel="preload" as="script" href="${escapeAttribute(href)}"${priority}>`)
    .join('');
}

/** The hints of what the page shows (a preconnect to the CDN, the fonts, the first banner). */
export interface ContentHints {
  cdnUrl: string;
  fonts?: string[];
  images?: ImageHint[];
}

/** Every hint of a page: the content's and the scripts'. */
export interface PageHints extends ContentHints {
  shellScripts?: string[];
  remoteScripts?: string[];
}

/** The <link> tags of the content's hints. */
export function contentPreloadLinks({ cdnUrl, fonts = [], images = [] }: ContentHints): string {
  const links = [`<link rel="preconnect" href="${escapeAttribute(new URL(cdnUrl).origin)}">`];
  for (const href of fonts)
    links.push(
      `<link rel="preload" as="font" type="font/woff2" href="${escapeAttribute(href)}" crossorigin>`,
    );
  for (const { href, media } of images)
    links.push(
      `<link rel="preload" as="image" href="${escapeAttribute(href)}"${
        media ? ` media="${escapeAttribute(media)}"` : ''
      } fetchpriority="high">`,
    );
  return links.join('');
}

/**
 * Every hint of a client-rendered page (the <link> tags): the content's, then the scripts' (the
 * shell's critical chunks, the route's remote entry and exposed chunk), all fetched at once.
 */
export function preloadLinks({ shellScripts = [], remoteScripts = [], ...content }: PageHints): string {
  const [preconnect, ...rest] = contentPreloadLinks(content).split(/(?=<link )/);
  return (preconnect ?? '') + scriptPreloadLinks([...shellScripts, ...remoteScripts]) + rest.join('');
}

export const AFTER_PAINT_ELEMENT_ID = '__STOREFRONT_AFTER_PAINT__';

/**
 * The shell's critical chunks as `<script async>` for the after-paint <template>: main.js adds
 * them to the page (in a task of their own) before the boot asks for them, and webpack's loader
 * then takes over the loads already under way instead of starting a score of them inside the
 * boot's first task (issue 15: Total Blocking Time). Inert while in the template.
 */
export function afterPaintChunkScripts(urls: string[] = []): string {
  return urls.map((src) => `<script async src="${escapeAttribute(src)}"></script>`).join('');
}

/**
 * The script hints of a server-rendered page, inert in a <template> (nothing inside is fetched):
 * the shell's main.js moves them into <head> once the page has painted its content, so on a slow
 * phone the HTML, fonts and banner get the network first (shell/src/boot/after-paint.ts).
 */
export function afterPaintScripts(links: string): string {
  return links ? `<template id="${AFTER_PAINT_ELEMENT_ID}">${links}</template>` : '';
}

/**
 * The store's tab icon (spec 000 §3 content.navigation.tabLogoUrl) in index.html's icon link, so
 * the browser fetches it with the page instead of when boot sets it (and alongside the navbar's
 * copy of the same logo).
 */
export function withTabIcon(indexHtml: string, url: unknown): string {
  if (typeof url !== 'string' || !/^https?:\/\//i.test(url)) return indexHtml;
  return indexHtml.replace(
    /<link rel="icon" href="[^"]*"\s*\/?>/i,
    `<link rel="icon" href="${escapeAttribute(url)}">`,
  );
}

/**
 * index.html with the page's own <title> (000 §2 "{route title} - {store name}"), so the first
 * bytes already carry it (issue 40: every page said "Tienda" until the browser ran).
 */
export function withTitle(indexHtml: string, title: string): string {
  if (!title) return indexHtml;
  return indexHtml.replace(/<title>[^<]*<\/title>/i, () => `<title>${escapeAttribute(title)}</title>`);
}

/**
 * index.html cut where the streamed page is cut: `start` (up to `</head>`, the hints before the
 * first script, so they start before main.js) goes out at once; `end` (from `</head>`) follows the
 * render. Null when index.html has no `</head>`.
 */
export function storePageParts(indexHtml: string, { links = '' }: { links?: string }): { start: string; end: string } | null {
  const headEnd = indexHtml.search(/<\/head>/i);
  if (headEnd < 0) return null;
  const firstScript = indexHtml.slice(0, headEnd).search(/<script\b/i);
  const at = firstScript >= 0 ? firstScript : headEnd;
  return {
    start: indexHtml.slice(0, at) + links + indexHtml.slice(at, headEnd),
    end: indexHtml.slice(headEnd),
  };
}

/** The boot data block: JSON the CSP never executes (shell/src/boot/boot-data.ts parses it). */
export function bootDataScript(boot: object | null | undefined): string {
  return boot
    ? `<script type="application/json" id="${BOOT_ELEMENT_ID}">${escapeJsonForHtml(boot)}</script>`
    : '';
}

/**
 * `<meta name="storefront-render">`: "server" (rendered), "placeholder" (the server's placeholder,
 * rendered over by the browser) or "client" (the render fell back).
 */
export function renderMarker(kind: string): string {
  const content = kind === 'server' || kind === 'placeholder' ? kind : 'client';
  return `<meta name="storefront-render" content="${content}">`;
}

const EMPTY_ROOT = /<div id="root"><\/div>/i;

/** Whether the body has the empty `<div id="root"></div>` a render fills. */
export const hasEmptyRoot = (html: string): boolean => EMPTY_ROOT.test(html);

/**
 * What follows `start` in a page where a render was attempted: the marker, the boot data (its
 * `ssr` set by the caller), the render's styles and `end` (storePageParts().end) with #root
 * holding the render's html.
 * `scriptLinks` (left out of `start`) wait in a <template> for the first paint when rendered, and
 * are plain hints otherwise. Without a render: `end` untouched, so the page is today's document
 * plus the marker and the hints. `kind` 'placeholder': the render is the server's placeholder
 * (marked so; the caller's `start` has every hint).
 */
export function storePageRest(
  end: string,
  {
    boot,
    render,
    scriptLinks = '',
    kind = 'server',
  }: {
    boot?: object | null;
    render?: { head: string; html: string } | null;
    scriptLinks?: string;
    kind?: 'server' | 'placeholder';
  },
): string {
  const body = render ? end.replace(EMPTY_ROOT, () => `<div id="root">${render.html}</div>`) : end;
  // The render's styles close <head>: the browser's Emotion cache appends the tags it adopts to
  // the end of <head>, and a tag already there is not moved (a moved style tag restyles the page).
  return (
    renderMarker(render ? kind : 'client') +
    (render ? afterPaintScripts(scriptLinks) : scriptLinks) +
    bootDataScript(boot) +
    (render?.head ?? '') +
    body
  );
}

/**
 * index.html with the hints before its first script (so they start before main.js) and the boot
 * data at the end of <head> (parsed before the deferred main.js runs).
 */
export function storePageHtml(indexHtml: string, { boot, links = '' }: { boot?: object | null; links?: string }): string {
  const parts = storePageParts(indexHtml, { links });
  if (!parts) return indexHtml;
  return parts.start + bootDataScript(boot) + parts.end;
}
