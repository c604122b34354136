// Same-origin API (issue 15): the shell server answers /api/v1/* by streaming it to the sandbox's
// /v1/*. A store page then calls its own origin, so no API request waits for a CORS preflight
// (a preflight is cached per origin *and* URL, so Access-Control-Max-Age cannot remove them for
// queries that change on every search). Status, headers and body pass through unchanged, errors
// and 429s included; only a sandbox that cannot be reached becomes a 502 in its own envelope.
import http, { type IncomingHttpHeaders, type IncomingMessage, type OutgoingHttpHeaders, type ServerResponse } from 'node:http';

export const API_PREFIX = '/api/v1';

// RFC 9110 §7.6.1: meaningful for one connection only, never forwarded.
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-authenticate',
  'proxy-authorization',
  'proxy-connection',
  'te',
  'trailer',
  'transfer-encoding',
  'upgrade',
]);

/** Headers without the hop-by-hop ones, including those the Connection header names. */
export function endToEndHeaders(headers: IncomingHttpHeaders): OutgoingHttpHeaders {
  const named = String(headers.connection ?? '')
    .split(',')
    .map((item) => item.trim().toLowerCase())
    .filter(Boolean);
  const out: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    const lower = name.toLowerCase();
    if (value === undefined || HOP_BY_HOP.has(lower) || named.includes(lower)) continue;
    out[lower] = value;
  }
  return out;
}

/** `/api/v1/stores/?name=x` → `/v1/stores/?name=x`; null when the path is not under the prefix. */
export function upstreamPath(url: string): string | null {
  if (url !== API_PREFIX && !url.startsWith(`${API_PREFIX}/`) && !url.startsWith(`${API_PREFIX}?`))
    return null;
  return `/v1${url.slice(API_PREFIX.length)}`;
}

/** Handles the request and returns true when its path is under /api/v1, else returns false. */
export type ApiProxy = (req: IncomingMessage, res: ServerResponse) => boolean;

/**
 * sandboxUrl: where the proxy connects (the internal address, e.g. http://localhost:4000).
 */
export function createApiProxy({ sandboxUrl, timeoutMs = 120_000 }: { sandboxUrl: string; timeoutMs?: number }): ApiProxy {
  const target = new URL(sandboxUrl);
  const agent = new http.Agent({ keepAlive: true });
  return (req, res) => {
    const pathAndQuery = upstreamPath(req.url ?? '/');
    if (pathAndQuery === null) return false;
    const headers = endToEndHeaders(req.headers);
    const clientIp = req.socket.remoteAddress ?? '';
    headers['x-forwarded-for'] = headers['x-forwarded-for']
      ? `${String(headers['x-forwarded-for'])}, ${clientIp}`
      : clientIp;
    headers['x-forwarded-proto'] = req.headers['x-forwarded-proto'] ?? 'http';
    headers['x-forwarded-host'] = req.headers['x-forwarded-host'] ?? req.headers.host ?? '';
    headers.host = target.host;

    const upstream = http.request(
      {
        protocol: target.protocol,
        hostname: target.hostname,
        port: target.port,
        method: req.method,
        path: pathAndQuery,
        headers,
        agent,
        timeout: timeoutMs,
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, endToEndHeaders(answer.headers));
        answer.pipe(res);
        answer.on('error', () => res.destroy());
      },
    );
    upstream.on('timeout', () => upstream.destroy(new Error('upstream timeout')));
    upstream.on('error', (error) => {
      if (res.headersSent) {
        res.destroy();
        return;
      }
      const body = JSON.stringify({ code: 502, message: `API unavailable: ${error.message}` });
      res.writeHead(502, {
        'Content-Type': 'application/json; charset=utf-8',
        'Content-Length': Buffer.byteLength(body),
        'Cache-Control': 'no-store',
      });
      res.end(body);
    });
    // The shopper went away: stop the upstream call too.
    res.on('close', () => {
      if (!res.writableFinished) upstream.destroy();
    });
    req.pipe(upstream);
    return true;
  };
}
