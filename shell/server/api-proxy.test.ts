import http, { type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApiProxy, endToEndHeaders, upstreamPath } from './api-proxy';
import { close, listen } from '../../deploy/stack/src/static-files.mjs';

type Listening = { address(): AddressInfo } & Server;
let upstream: Listening;
let proxyServer: Listening;
let proxyUrl: string;
let seen: Array<{ method?: string; url?: string; headers: IncomingHttpHeaders; body: string }>;

async function startProxy(sandboxUrl: string): Promise<void> {
  const proxy = createApiProxy({ sandboxUrl });
  proxyServer = await listen(
    http.createServer((req, res) => {
      if (!proxy(req, res)) {
        res.writeHead(404);
        res.end('not the api');
      }
    }),
    0,
  );
  proxyUrl = `http://localhost:${proxyServer.address().port}`;
}

beforeEach(async () => {
  seen = [];
  upstream = await listen(
    http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        seen.push({ method: req.method, url: req.url, headers: req.headers, body });
        if (req.url?.startsWith('/v1/limited')) {
          res.writeHead(429, { 'content-type': 'application/json', 'retry-after': '30' });
          res.end(JSON.stringify({ code: 429, message: 'Demasiadas solicitudes' }));
          return;
        }
        res.writeHead(201, {
          'content-type': 'application/json',
          'x-upstream': 'yes',
          'keep-alive': 'timeout=99, max=7',
        });
        res.end(JSON.stringify({ code: 201, data: { url: req.url, body } }));
      });
    }),
    0,
  );
  await startProxy(`http://127.0.0.1:${upstream.address().port}`);
});
afterEach(async () => {
  await close(proxyServer);
  await close(upstream);
});

test('only /api/v1 paths are the API; they map onto /v1 with the query kept', () => {
  expect(upstreamPath('/api/v1/stores/?name=x')).toBe('/v1/stores/?name=x');
  expect(upstreamPath('/api/v1')).toBe('/v1');
  expect(upstreamPath('/api/v10/x')).toBeNull();
  expect(upstreamPath('/tienda-demo/api/v1/x')).toBeNull();
});

test('hop-by-hop headers, also those Connection names, are dropped', () => {
  expect(
    endToEndHeaders({
      connection: 'keep-alive, x-private',
      'keep-alive': 'timeout=5',
      'x-private': '1',
      'transfer-encoding': 'chunked',
      authorization: 'Bearer t',
    }),
  ).toEqual({ authorization: 'Bearer t' });
});

test('method, body, auth headers reach the sandbox; status, headers and body come back unchanged', async () => {
  const response = await fetch(`${proxyUrl}/api/v1/carts/process?x=1`, {
    method: 'POST',
    headers: {
      authorization: 'Bearer token',
      'content-type': 'application/json',
      'idempotency-key': 'k-1',
      'x-origin-type': 'shopper',
    },
    body: JSON.stringify({ a: 1 }),
  });
  expect(response.status).toBe(201);
  expect(response.headers.get('x-upstream')).toBe('yes');
  // The proxy's own connection may say keep-alive; the sandbox's hop-by-hop value is not passed on.
  expect(response.headers.get('keep-alive')).not.toBe('timeout=99, max=7');
  expect(await response.json()).toEqual({
    code: 201,
    data: { url: '/v1/carts/process?x=1', body: '{"a":1}' },
  });
  const request = seen[0]!;
  expect(request.method).toBe('POST');
  expect(request.headers).toMatchObject({
    authorization: 'Bearer token',
    'idempotency-key': 'k-1',
    'x-origin-type': 'shopper',
    'x-forwarded-proto': 'http',
    'x-forwarded-host': new URL(proxyUrl).host,
    host: `127.0.0.1:${upstream.address().port}`,
  });
  expect(request.headers['x-forwarded-for']).toMatch(/^(::1|127\.0\.0\.1|::ffff:127\.0\.0\.1)$/);
});

test('a forwarded chain is extended, not replaced (the sandbox trusts loopback only)', async () => {
  await fetch(`${proxyUrl}/api/v1/stores`, { headers: { 'x-forwarded-for': '203.0.113.7' } });
  expect(seen[0]?.headers['x-forwarded-for']).toMatch(/^203\.0\.113\.7, /);
});

test('errors and 429s pass through as the sandbox wrote them', async () => {
  const response = await fetch(`${proxyUrl}/api/v1/limited`);
  expect(response.status).toBe(429);
  expect(response.headers.get('retry-after')).toBe('30');
  expect(await response.json()).toEqual({ code: 429, message: 'Demasiadas solicitudes' });
});

test('a sandbox that is down answers 502 in the sandbox envelope', async () => {
  await close(proxyServer);
  const port = upstream.address().port;
  await close(upstream);
  upstream = await listen(http.createServer(), 0); // for afterEach
  await startProxy(`http://127.0.0.1:${port}`);
  const response = await fetch(`${proxyUrl}/api/v1/stores`);
  expect(response.status).toBe(502);
  expect(await response.json()).toEqual({
    code: 502,
    message: expect.stringContaining('API unavailable'),
  });
});

test('a path outside /api/v1 is left to the server', async () => {
  const response = await fetch(`${proxyUrl}/config.json`);
  expect(response.status).toBe(404);
  expect(seen).toHaveLength(0);
});
