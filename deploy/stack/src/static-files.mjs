// @ts-check
// Serving files from disk with node:http, shared by the CDN and the shell server.
// Why node:http and not sirv: both folders change while the servers run (publish adds version
// folders, tests rename a remote's folder aside, a rebuild replaces shell/dist). sirv's production
// mode snapshots the tree at start-up and its dev mode forces no-store caching; here every request
// looks at the disk, and cache headers are ours to choose. Text files are gzipped once per
// (path, size, mtime) and kept in memory, as a CDN edge would.
import { createReadStream } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.gif': 'image/gif',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.ttf': 'font/ttf',
  '.txt': 'text/plain; charset=utf-8',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);
const GZIP_CACHE_LIMIT = 400;
const gzipCache = new Map();

/** @param {string} file */
export function contentType(file) {
  return TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
}

/**
 * Resolve a URL path inside root, refusing anything that escapes it (.., encoded slashes).
 * @returns {string | null} absolute file path, or null when the path is not acceptable
 */
export function resolveInside(root, urlPath) {
  let decoded;
  try {
    decoded = decodeURIComponent(urlPath);
  } catch {
    return null;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return null;
  const full = path.resolve(root, `.${path.posix.normalize(`/${decoded}`)}`);
  if (full !== root && !full.startsWith(root + path.sep)) return null;
  return full;
}

/** @returns {Promise<import('node:fs').Stats | null>} stats when `file` is a regular file */
export async function fileStats(file) {
  try {
    const stats = await fs.stat(file);
    return stats.isFile() ? stats : null;
  } catch {
    return null;
  }
}

/**
 * Send one file with the given headers; gzip when the client accepts it and the type compresses.
 * @param {import('node:http').IncomingMessage} req
 * @param {import('node:http').ServerResponse} res
 * @param {string} file
 * @param {import('node:fs').Stats} stats
 * @param {Record<string, string>} headers
 */
export async function sendFile(req, res, file, stats, headers) {
  const ext = path.extname(file).toLowerCase();
  const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
  const base = {
    'Content-Type': contentType(file),
    ETag: etag,
    Vary: 'Accept-Encoding',
    ...headers,
  };
  if (req.headers['if-none-match'] === etag) {
    res.writeHead(304, base);
    res.end();
    return;
  }
  const gzip =
    COMPRESSIBLE.has(ext) && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
  if (gzip) {
    const key = `${file}:${stats.size}:${stats.mtimeMs}`;
    let body = gzipCache.get(key);
    if (!body) {
      body = gzipSync(await fs.readFile(file));
      if (gzipCache.size >= GZIP_CACHE_LIMIT) gzipCache.delete(gzipCache.keys().next().value);
      gzipCache.set(key, body);
    }
    res.writeHead(200, { ...base, 'Content-Encoding': 'gzip', 'Content-Length': body.length });
    res.end(req.method === 'HEAD' ? undefined : body);
    return;
  }
  res.writeHead(200, { ...base, 'Content-Length': stats.size });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  createReadStream(file)
    .on('error', () => res.destroy())
    .pipe(res);
}

/** @param {import('node:http').ServerResponse} res */
export function sendText(res, status, text, headers = {}) {
  res.writeHead(status, {
    'Content-Type': 'text/plain; charset=utf-8',
    'Cache-Control': 'no-store',
    ...headers,
  });
  res.end(text);
}

/** @param {import('node:http').ServerResponse} res */
export function sendJson(res, status, value, headers = {}) {
  const body = JSON.stringify(value);
  res.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Content-Length': Buffer.byteLength(body),
    ...headers,
  });
  res.end(body);
}

/**
 * Start an http server on a port; resolves once it listens.
 * @param {import('node:http').Server} server
 * @param {number} port
 */
export function listen(server, port) {
  return new Promise((resolve, reject) => {
    server.once('error', (error) => {
      if (error.code === 'EADDRINUSE')
        reject(new Error(`Port ${port} is already in use (set another with the env variable)`));
      else reject(error);
    });
    server.listen(port, () => resolve(server));
  });
}

/** Close a server and any keep-alive connections it holds. */
export function close(server) {
  return new Promise((resolve) => {
    server.close(() => resolve());
    server.closeAllConnections?.();
  });
}
