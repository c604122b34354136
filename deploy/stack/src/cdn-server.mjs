// @ts-check
// The remote CDN: static files of the CDN folder, as an object store behind a CDN would serve them.
// Version folders (<remote>/<version>/…) never change, so their files are cached for a year,
// except manifests: those are what a flip or a rollback is about, so they are always revalidated.
// CORS is open: the shell (another origin, or a store's own host) fetches manifests with fetch().
import http from 'node:http';
import path from 'node:path';
import { createFaultScenes } from './cdn-faults.mjs';
import { fileStats, listen, resolveInside, sendFile, sendText } from './static-files.mjs';

export const IMMUTABLE = 'public, max-age=31536000, immutable';
export const NO_CACHE = 'no-cache';
const MANIFESTS = new Set(['mf-manifest.json', 'mf-stats.json']);
const VERSION_FOLDER = /^[^/]+\/[0-9A-Za-z.+-]+-[0-9a-f]{8}\/.+/;

/** Cache-Control for a path relative to the CDN root, e.g. "mfe-account/0.1.0-3f2a9c1b/main.js". */
export function cacheControlFor(relativePath) {
  if (MANIFESTS.has(path.posix.basename(relativePath))) return NO_CACHE;
  return VERSION_FOLDER.test(relativePath) ? IMMUTABLE : NO_CACHE;
}

/**
 * @param {{ cdnDir: string, faultScenes?: boolean }} options faultScenes: the test stack's fault
 *   scenes (cdn-faults.mjs), off unless asked for
 */
export function createCdnServer({ cdnDir, faultScenes = false }) {
  const root = path.resolve(cdnDir);
  const faults = faultScenes ? createFaultScenes() : null;
  return http.createServer(async (req, res) => {
    const cors = {
      'Access-Control-Allow-Origin': '*',
      'Access-Control-Allow-Methods': 'GET, HEAD, OPTIONS',
      'Access-Control-Allow-Headers': '*',
    };
    try {
      const urlPath = new URL(req.url ?? '/', 'http://cdn').pathname;
      if (faults && (await faults.handle(req, res, urlPath))) return;
      if (req.method === 'OPTIONS') {
        res.writeHead(204, { ...cors, 'Access-Control-Max-Age': '86400' });
        res.end();
        return;
      }
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        sendText(res, 405, 'Method not allowed', { ...cors, Allow: 'GET, HEAD, OPTIONS' });
        return;
      }
      const file = resolveInside(root, urlPath);
      // Dot-files are publish temp folders and never public.
      const relative = file ? path.relative(root, file).split(path.sep).join('/') : '';
      const stats =
        file && !relative.split('/').some((part) => part.startsWith('.'))
          ? await fileStats(file)
          : null;
      if (faults?.fail(req, res, relative, cors)) return;
      if (!file || !stats) {
        sendText(res, 404, 'Not found', cors);
        return;
      }
      await sendFile(req, res, file, stats, {
        ...cors,
        'Cache-Control': cacheControlFor(relative),
      });
    } catch (caught) {
      const error = /** @type {Error} */ (caught);
      if (!res.headersSent) sendText(res, 500, `CDN error: ${error.message}`, cors);
      else res.destroy();
    }
  });
}

/** @param {{ cdnDir: string, port: number, faultScenes?: boolean }} options */
export async function startCdnServer({ cdnDir, port, faultScenes }) {
  return listen(createCdnServer({ cdnDir, faultScenes }), port);
}
