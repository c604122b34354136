// The bare marketplace host's page (002 §2 "A marketplace root route exists, titled as a
// marketplace"; issue 40): the stores it serves, each linked under its path prefix, written by the
// server as plain HTML (no script: nothing to hydrate, nothing for the budgets). The list comes
// through the SDK from the provider API, kept for a few seconds; when it cannot be read, the
// request goes on as before (the browser is sent to the provider's home, 000 §2).
import type { IncomingMessage } from 'node:http';
import {
  isMarketplaceHost,
  MARKETPLACE_TEXTS as TEXTS,
  marketplaceListing,
  type MarketplaceEntry,
} from '@storefront/domain';
import { createApi, createMemoryTokenStore } from '@storefront/sdk';
import { warn, messageOf } from './telemetry';

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function marketplaceRootHtml(
  stores: readonly MarketplaceEntry[],
  providerHomeUrl: string,
): string {
  const items = stores
    .map((store) => `<li><a href="${escape(store.path)}">${escape(store.displayName)}</a></li>`)
    .join('');
  const list = stores.length
    ? `<ul aria-label="${TEXTS.listLabel}">${items}</ul>`
    : `<p>${escape(TEXTS.empty)}</p>`;
  return `<!doctype html>
<html lang="es">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${TEXTS.title}</title>
<style>
  body { margin: 0; font-family: system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; color: #1a202c; background: #f7fafc; }
  main { max-width: 40rem; margin: 0 auto; padding: 2rem 1.25rem; }
  h1 { font-size: 1.75rem; margin: 0 0 .5rem; }
  ul { list-style: none; padding: 0; margin: 1.5rem 0; }
  li a { display: block; padding: 1rem 1.25rem; margin-bottom: .75rem; background: #fff; border: 1px solid #cbd5e0; border-radius: .5rem; color: #1a365d; font-weight: 600; text-decoration: none; }
  li a:hover, li a:focus-visible { border-color: #1a365d; text-decoration: underline; }
  footer a { color: #2b6cb0; }
</style>
</head>
<body>
<main>
<h1>${TEXTS.title}</h1>
<p>${escape(TEXTS.intro)}</p>
${list}
</main>
<footer><main><a href="${escape(providerHomeUrl)}">${escape(TEXTS.provider)}</a></main></footer>
</body>
</html>
`;
}

/** Whether a request is the bare marketplace host's root. */
export function isMarketplaceRoot(
  req: IncomingMessage,
  urlPath: string,
  marketplaceHosts: readonly string[],
): boolean {
  if (urlPath !== '/') return false;
  const hostname = (req.headers.host ?? '').replace(/:\d+$/, '').replace(/^\[|\]$/g, '');
  return isMarketplaceHost(hostname, marketplaceHosts);
}

/** The listing from the provider API (apiUrl: its internal /v1 base), cached `ttlMs`; null when unreadable. */
export function createMarketplaceListing({
  apiUrl,
  ttlMs = 10_000,
  now = Date.now,
}: {
  apiUrl: string;
  ttlMs?: number;
  now?: () => number;
}) {
  const api = createApi({
    baseUrl: apiUrl.replace(/\/+$/, ''),
    tokens: createMemoryTokenStore(),
    fetch: (input, init) =>
      fetch(input, { ...init, signal: init?.signal ?? AbortSignal.timeout(5000) }),
  });
  let cached: { at: number; stores: MarketplaceEntry[] } | null = null;
  return async function listing(): Promise<MarketplaceEntry[] | null> {
    if (cached && now() - cached.at < ttlMs) return cached.stores;
    try {
      const { docs } = await api.stores.list({ active: true });
      cached = { at: now(), stores: marketplaceListing(docs) };
      return cached.stores;
    } catch (error) {
      warn(`the marketplace root could not list the stores: ${messageOf(error)}`);
      return null;
    }
  };
}
