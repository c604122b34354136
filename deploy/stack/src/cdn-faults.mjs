// @ts-check
// Fault scenes of the CDN, for the resilience journeys (issue 16): a remote's files, every version
// of them, can be made to fail the way a real CDN fails a browser: the connection dropped
// ("abort"), "404", or a "hang" that answers 504 Gateway Timeout only after hangMs (10 s by
// default, as an edge gives up on its origin). Tests set and clear a scene over HTTP, like the
// sandbox's own scene endpoints:
//   PUT    /.scenes/faults/<remote>   {"mode": "abort" | "404" | "hang", "hangMs"?: number}
//   DELETE /.scenes/faults/<remote>
//   GET    /.scenes/faults            the scenes in force, {"<remote>": {mode, hangMs}}
//   GET    /.scenes/faults/<remote>   {"scene": {mode, hangMs} | null, "held": n}: n requests of
//                                      that remote parked by a hang right now (a test waits for
//                                      this, not for the request's arrival, before it clears)
// Only a CDN started with CDN_FAULT_SCENES=1 (npm test's stack) has these endpoints; any other
// answers 404 to them, so a production CDN can never be told to fail.
import { REMOTES } from './ports.mjs';
import { sendText } from './static-files.mjs';

export const FAULT_MODES = ['abort', '404', 'hang'];
export const DEFAULT_HANG_MS = 10_000;
const MAX_HANG_MS = 60_000;
const SCENES_PATH = /^\/\.scenes\/faults(?:\/([^/]+))?$/;
const MAX_BODY = 1024;

/**
 * Parse a scene body. @returns {{ mode: string, hangMs: number } | string} the scene, or why not.
 */
export function parseFaultScene(text) {
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    return 'the body is not JSON';
  }
  if (!body || typeof body !== 'object' || !FAULT_MODES.includes(body.mode))
    return `mode must be one of ${FAULT_MODES.join(', ')}`;
  const hangMs = body.hangMs ?? DEFAULT_HANG_MS;
  if (!Number.isInteger(hangMs) || hangMs < 1 || hangMs > MAX_HANG_MS)
    return `hangMs must be a whole number of ms from 1 to ${MAX_HANG_MS}`;
  return { mode: body.mode, hangMs };
}

/** The scenes of one CDN server (in memory: a restarted CDN serves every file again). */
export function createFaultScenes() {
  /** @type {Map<string, { mode: string, hangMs: number }>} */
  const scenes = new Map();
  /** Hung responses, answered at once when their scene is cleared. */
  const hung = new Set();

  /**
   * The /.scenes/faults endpoints. @returns {Promise<boolean>} whether the request was one of them
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} urlPath
   */
  async function handle(req, res, urlPath) {
    const match = SCENES_PATH.exec(urlPath);
    if (!match) return false;
    const remote = match[1];
    if (!remote) {
      if (req.method !== 'GET') sendText(res, 405, 'Method not allowed', { Allow: 'GET' });
      else sendJson(res, 200, Object.fromEntries(scenes));
      return true;
    }
    if (!REMOTES.some((r) => r.package === remote)) {
      sendText(res, 404, `Unknown remote "${remote}"`);
      return true;
    }
    if (req.method === 'GET') {
      const held = [...hung].filter((pending) => pending.remote === remote).length;
      sendJson(res, 200, { scene: scenes.get(remote) ?? null, held });
      return true;
    }
    if (req.method === 'DELETE') {
      scenes.delete(remote);
      for (const pending of [...hung]) if (pending.remote === remote) pending.release();
      res.writeHead(204);
      res.end();
      return true;
    }
    if (req.method !== 'PUT') {
      sendText(res, 405, 'Method not allowed', { Allow: 'GET, PUT, DELETE' });
      return true;
    }
    const scene = parseFaultScene(await readBody(req));
    if (typeof scene === 'string') sendText(res, 400, scene);
    else {
      scenes.set(remote, scene);
      sendJson(res, 200, { [remote]: scene });
    }
    return true;
  }

  /**
   * Fail a request for a file of a remote under a scene. @returns {boolean} whether it was failed
   * @param {import('node:http').IncomingMessage} req
   * @param {import('node:http').ServerResponse} res
   * @param {string} relative the file's path from the CDN root ("<remote>/<version>/…")
   * @param {Record<string, string>} headers CORS headers, so the browser sees the status
   */
  function fail(req, res, relative, headers) {
    const [remote = ''] = relative.split('/');
    const scene = scenes.get(remote);
    if (!scene) return false;
    if (scene.mode === 'abort') {
      req.socket.destroy();
    } else if (scene.mode === '404') {
      sendText(res, 404, 'Not found', headers);
    } else {
      const pending = {
        remote,
        release: () => {
          clearTimeout(timer);
          hung.delete(pending);
          if (!res.writableEnded) sendText(res, 504, 'Gateway Timeout', headers);
        },
      };
      const timer = setTimeout(pending.release, scene.hangMs);
      hung.add(pending);
      res.on('close', () => {
        clearTimeout(timer);
        hung.delete(pending);
      });
    }
    return true;
  }

  return { handle, fail };
}

function sendJson(res, status, value) {
  res.writeHead(status, { 'Content-Type': 'application/json; charset=utf-8' });
  res.end(JSON.stringify(value));
}

async function readBody(req) {
  let text = '';
  for await (const chunk of req) {
    text += chunk;
    if (text.length > MAX_BODY) return '';
  }
  return text;
}
