// CORS for any origin on /v1 (API.md "Headers"): the storefront, the CDN pages and integrators'
// pages all call the API from the browser with a bearer header, never with cookies. Store pages
// call it through their shell's same-origin /api/v1 path (no preflight); integrators (the payments
// standalone host, the embed) still call across origins, so a preflight is cached as long as
// Chromium allows (7200 s; Firefox caps it at 86400). Under /sandbox only the public files (images,
// the sandbox Google's keys, the third parties' stand-ins) are readable across origins (issue 36,
// sandbox-access.ts): no other page may read a tool's answer (the mailbox's codes, a scene's
// tokens), and only the tracking API's stand-in answers a preflight (Segment's client sends one).
import type { FastifyInstance } from 'fastify';
import { isSandboxPreflight, sandboxAccessOf } from './sandbox-access';

// x-retry-count: Segment's client marks a retried message (the tracking API's stand-in).
const ALLOWED_HEADERS =
  'authorization, content-type, x-origin-type, idempotency-key, x-retry-count';
const ALLOWED_METHODS = 'GET, POST, PUT, PATCH, DELETE, OPTIONS';
export const PREFLIGHT_MAX_AGE_SECONDS = 7200;

export function installCors(app: FastifyInstance): void {
  app.addHook('onRequest', async (request, reply) => {
    const access = sandboxAccessOf(request);
    const preflight = request.method === 'OPTIONS';
    if (
      access !== null &&
      (access !== 'public file' || (preflight && !isSandboxPreflight(request)))
    )
      return;
    reply.header('access-control-allow-origin', request.headers.origin ?? '*');
    reply.header('vary', 'origin');
    if (preflight) {
      reply.header('access-control-allow-methods', ALLOWED_METHODS);
      reply.header('access-control-allow-headers', ALLOWED_HEADERS);
      reply.header('access-control-max-age', String(PREFLIGHT_MAX_AGE_SECONDS));
      return reply.code(204).send();
    }
  });
}
