// @ts-check
// The default registry database (no REGISTRY_DATABASE_URL): PGlite, PostgreSQL compiled to
// WebAssembly, in <cdn>/.registry/data (a dot-folder: the CDN never serves it). PGlite is one
// process's, yet the stack (shell server, canary watch, operators' page) and the deploy CLI are
// two: the first process to open it serves it on 127.0.0.1 with @electric-sql/pglite-socket
// (a Postgres wire-protocol server whose queue runs one transaction at a time, so every process
// gets real transactions), and writes the port to <cdn>/.registry/server.json; the others
// connect there with `pg`, as they would to a PostgreSQL server. The owner holds a lock on the
// data folder (proper-lockfile: refreshed while held, taken over 10 s after an owner that died).
import fs from 'node:fs/promises';
import net from 'node:net';
import path from 'node:path';
import lockfile from 'proper-lockfile';

/** How long a process waits for an owner to appear or for the data folder's lock. */
const OPEN_DEADLINE_MS = 30_000;

const urlOf = (port) => `postgres://postgres@127.0.0.1:${port}/postgres`;

/** Whether something answers on 127.0.0.1:port. */
function answers(port) {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port, timeout: 1000 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
    socket.once('timeout', () => done(false));
  });
}

/** The URL of a running owner's server, or null (none, or the one written down is gone). */
async function runningOwner(serverFile) {
  let saved;
  try {
    saved = JSON.parse(await fs.readFile(serverFile, 'utf8'));
  } catch {
    return null;
  }
  if (!Number.isInteger(saved?.port) || !Number.isInteger(saved?.pid)) return null;
  try {
    process.kill(saved.pid, 0); // alive? (throws when not)
  } catch (error) {
    if (/** @type {NodeJS.ErrnoException} */ (error).code === 'ESRCH') return null;
  }
  return (await answers(saved.port)) ? urlOf(saved.port) : null;
}

/**
 * Serves a PGlite on 127.0.0.1 (a free port) to `pg` clients: { url, stop }.
 * @param {import('@electric-sql/pglite').PGlite} db
 */
export async function servePGlite(db) {
  const { PGLiteSocketServer } = await import('@electric-sql/pglite-socket');
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 64 });
  await server.start();
  const port = Number(server.getServerConn().split(':').pop());
  return { port, url: urlOf(port), stop: () => server.stop() };
}

/** Opens the PGlite of `dataDir` and serves it; this process is the owner until close(). */
async function serve(dataDir, serverFile, release) {
  // Loaded only by an owner: other processes never pay for the WebAssembly.
  const { PGlite } = await import('@electric-sql/pglite');
  const db = await PGlite.create(dataDir);
  const server = await servePGlite(db);
  const { port } = server;
  const temp = `${serverFile}.${process.pid}.tmp`;
  await fs.writeFile(temp, JSON.stringify({ port, pid: process.pid }));
  await fs.rename(temp, serverFile);
  return {
    url: server.url,
    owner: true,
    async close() {
      await server.stop();
      await db.close();
      await fs.rm(serverFile, { force: true });
      await release();
    },
  };
}

/**
 * The URL of `cdnDir`'s embedded registry: the running owner's, or this process's after it
 * becomes the owner. close() ends an owner's server (other processes then find none and one of
 * them takes over); for a client it does nothing.
 * @param {string} cdnDir
 * @returns {Promise<{ url: string, owner: boolean, close: () => Promise<void> }>}
 */
export async function openEmbeddedRegistry(cdnDir) {
  const dir = path.join(cdnDir, '.registry');
  const dataDir = path.join(dir, 'data');
  const serverFile = path.join(dir, 'server.json');
  await fs.mkdir(dir, { recursive: true });
  const deadline = Date.now() + OPEN_DEADLINE_MS;
  for (;;) {
    const url = await runningOwner(serverFile);
    if (url) return { url, owner: false, close: async () => {} };
    let release = null;
    try {
      release = await lockfile.lock(dataDir, {
        realpath: false,
        stale: 10_000,
        onCompromised: (error) =>
          console.warn(`[registry] data folder lock lost: ${error.message}`),
      });
    } catch (error) {
      if (/** @type {NodeJS.ErrnoException} */ (error).code !== 'ELOCKED') throw error;
    }
    if (release) {
      try {
        return await serve(dataDir, serverFile, release);
      } catch (error) {
        await release().catch(() => {});
        throw error;
      }
    }
    // Another process holds the folder: it is starting its server (or died; its lock goes stale).
    if (Date.now() > deadline)
      throw new Error(
        `The registry in ${dataDir} is held by another process that does not serve it`,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
