// Who may call /sandbox/* (issue 36; API.md "Sandbox-only", "Who may call /sandbox"). Three kinds:
// - public files any page may load and read: images (a receipt draws the store logo on a canvas,
//   a CORS load) and the sandbox Google's discovery and public keys;
// - pages of the simulated third parties (the card inscription, Webpay Plus, Khipu and Mercado
//   Pago checkouts, the Google account chooser) and the pages a store links to (the provider's
//   home, the terms, the merchant's site): a store's page sends the shopper's browser there (a
//   link, a redirect, an iframe, a form) from its own origin, as it would to the real provider;
//   the id in the path or the query is the capability;
// - tools: every other /sandbox path (scenes, the mailbox, reset, the clock…). Tests, scripts and
//   curl call them without an Origin; a page of another origin must not: a form post to
//   /sandbox/session minted a shopper's tokens for it. A tool refuses (403) a request that carries
//   an Origin other than the sandbox's own public origin, or a Sec-Fetch-Site of `cross-site` or
//   `same-site` (a browser request some other page started, even a GET without Origin: a link, an
//   image, a no-cors fetch). Only /v1 and the public files send CORS headers (cors.ts), so no
//   other origin can read a /sandbox answer.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AppContext } from '../context';
import { HttpError } from './errors';

export type SandboxAccess = 'public file' | 'third-party page' | 'tool';

/** Every /sandbox route that is not a tool, as "METHOD /url" of its registration. */
export const SANDBOX_ROUTE_ACCESS: Readonly<Record<string, Exclude<SandboxAccess, 'tool'>>> = {
  'GET /sandbox/images/:file': 'public file',
  'GET /sandbox/images/held/:file': 'public file',
  'GET /sandbox/google/.well-known/openid-configuration': 'public file',
  'GET /sandbox/google/jwks.json': 'public file',
  // The public-holidays service's stand-in: store pages read it from script (001 §7).
  'GET /sandbox/holidays/api/v3/PublicHolidays/:year/:countryCode': 'public file',
  // The analytics service's stand-in: every store page posts its events there (001 §7).
  'POST /sandbox/segment/v1/:call': 'public file',
  'GET /sandbox/card-inscription': 'third-party page',
  'POST /sandbox/card-inscription': 'third-party page',
  'GET /sandbox/webpayplus/:token': 'third-party page',
  'POST /sandbox/webpayplus/:token': 'third-party page',
  'GET /sandbox/khipu/:paymentId': 'third-party page',
  'POST /sandbox/khipu/:paymentId': 'third-party page',
  'GET /sandbox/mercadopago/:preferenceId': 'third-party page',
  'POST /sandbox/mercadopago/:preferenceId': 'third-party page',
  'GET /sandbox/google/authorize': 'third-party page',
  'POST /sandbox/google/authorize': 'third-party page',
  'GET /sandbox/home': 'third-party page',
  // The provider API's reference for integrators, linked from anywhere.
  'GET /sandbox/api': 'third-party page',
  'GET /sandbox/terms': 'third-party page',
  'GET /sandbox/merchant/return': 'third-party page',
};

export const SANDBOX_TOOL_REFUSED = 'Sandbox tools refuse requests from other web pages';

const pathOf = (url: string) => url.split('?')[0] ?? url;
const isSandboxPath = (path: string) => path === '/sandbox' || path.startsWith('/sandbox/');

/**
 * The one /sandbox path other pages post to with a preflight: the tracking API's stand-in
 * (Segment's browser client sends its JSON with a preflight). Its OPTIONS is a public file's.
 */
const PREFLIGHTED = /^\/sandbox\/segment\/v1\/[a-z]{1,10}$/;

/** Whether a request is the preflight of a /sandbox path that takes one (cors.ts answers it). */
export function isSandboxPreflight(request: FastifyRequest): boolean {
  return request.method === 'OPTIONS' && PREFLIGHTED.test(pathOf(request.url));
}

/** The route's kind; a path outside /sandbox is null. HEAD is its GET; unknown paths are tools. */
export function sandboxAccessOf(request: FastifyRequest): SandboxAccess | null {
  const path = request.routeOptions.url ?? pathOf(request.url);
  if (!isSandboxPath(path)) return null;
  if (isSandboxPreflight(request)) return 'public file';
  const method = request.method === 'HEAD' ? 'GET' : request.method;
  return SANDBOX_ROUTE_ACCESS[`${method} ${path}`] ?? 'tool';
}

/** Why a tool must refuse the request (another page started it), or null. */
export function foreignPage(
  headers: FastifyRequest['headers'],
  ownOrigin: string | null,
): Record<string, string> | null {
  const origin = headers.origin;
  if (origin !== undefined && origin !== ownOrigin)
    return {
      origin: `${String(origin)} is not the sandbox's own origin (${ownOrigin ?? 'unknown'})`,
    };
  const site = headers['sec-fetch-site'];
  if (site === 'cross-site' || site === 'same-site')
    return { 'sec-fetch-site': `${site}: another page started this request` };
  return null;
}

function ownOriginOf(ctx: AppContext): string | null {
  try {
    return new URL(ctx.urls().sandbox).origin;
  } catch {
    return null; // not listening yet
  }
}

/** Refuses a tool's request that another web page started (403), before anything else runs. */
export function installSandboxAccess(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRequest', async (request, reply) => {
    if (sandboxAccessOf(request) !== 'tool') return;
    // Older browsers send no Sec-Fetch-Site: they still may not embed a tool's answer.
    reply.header('cross-origin-resource-policy', 'same-origin');
    const why = foreignPage(request.headers, ownOriginOf(ctx));
    if (why) throw new HttpError(403, SANDBOX_TOOL_REFUSED, why);
  });
}
