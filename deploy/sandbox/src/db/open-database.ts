// One code path for both databases: Kysely's PostgresDialect over a pg.Pool, which talks either to
// a PostgreSQL server (DATABASE_URL) or to embedded PGlite (a data folder, or memory for tests).
import fs from 'node:fs';
import path from 'node:path';
import { Kysely, PostgresDialect, sql } from 'kysely';
import pg from 'pg';
import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { createPgConfig } from '@electric-sql/pglite/node-postgres';
import type { Database, Db } from './schema/index';
import { lockFolder, type FolderLock } from './folder-lock';
import { copySnapshot, findSnapshot, temporaryCopy, writeSnapshot } from './pglite-snapshot';

export interface OpenDatabaseOptions {
  dataDir?: string;
  databaseUrl?: string;
  /** What a snapshot holds beyond the migrations (its key): a fresh PGlite loads the matching one. */
  snapshotKey: string;
}

export interface OpenedDatabase {
  db: Db;
  /** For the log line: where the data lives. */
  where: string;
  /** A fresh PGlite loaded from the snapshot: it holds what snapshotKey names. */
  fromSnapshot: boolean;
  /** How many times a connection was taken from the pool: every query outside a transaction and
   * every transaction takes one, so a count that did not move means nothing reached the database. */
  checkouts(): number;
  /** On a fresh PGlite that had no snapshot: saves its present state as the snapshot. */
  saveSnapshot(): Promise<void>;
  close(): Promise<void>;
}

// node-postgres returns bigint (count(*), bigserial) as strings; these fit in a JS number.
pg.types.setTypeParser(pg.types.builtins.INT8, (value: string) => Number(value));

export async function openDatabase(options: OpenDatabaseOptions): Promise<OpenedDatabase> {
  if (options.databaseUrl) {
    const pool = new pg.Pool({
      connectionString: options.databaseUrl,
      // While the server is down a request waits at most this long for a connection, then
      // answers 503 (http/envelope.ts) instead of hanging.
      connectionTimeoutMillis: 5_000,
    });
    // A connection the server drops (a restart, pg_terminate_backend) emits `error` on its client,
    // and an `error` nobody listens to ends the process: every client gets a listener for its
    // whole life, idle in the pool or lent to a transaction. The query that was running fails
    // (answered 503, http/envelope.ts); the pool discards the client and connects anew later.
    pool.on('connect', (connection) => {
      connection.on('error', (error) => {
        console.warn(`Sandbox: a database connection was lost (${error.message})`);
      });
    });
    // The pool re-emits an idle client's error, already logged by the client's listener.
    pool.on('error', () => {});
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      where: 'PostgreSQL (DATABASE_URL)',
      fromSnapshot: false,
      checkouts: countCheckouts(pool),
      saveSnapshot: async () => {},
      close: () => db.destroy(),
    };
  }

  let lock: FolderLock | undefined;
  let dataDir: string | undefined;
  if (options.dataDir) {
    dataDir = path.resolve(options.dataDir);
    lock = lockFolder(dataDir); // throws FolderLockedError for a second opener
  }
  try {
    // PGlite keeps its cluster in a sub-folder so the lock file sits beside it, not inside it.
    const pgdata = dataDir ? path.join(dataDir, 'pgdata') : undefined;
    const fresh = !pgdata || !fs.existsSync(path.join(pgdata, 'PG_VERSION'));
    const snapshot = fresh ? findSnapshot(options.snapshotKey) : null;
    const { pglite, loaded, copy } = await createPglite(pgdata, snapshot);
    const pool = new pg.Pool(createPgConfig(pglite));
    const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
    return {
      db,
      checkouts: countCheckouts(pool),
      where: pgdata
        ? `PGlite in ${dataDir}`
        : copy
          ? 'PGlite in a throwaway copy'
          : 'PGlite in memory',
      fromSnapshot: loaded,
      saveSnapshot: async () => {
        if (!fresh || loaded) return;
        // Written to the data files first, so a load replays no WAL.
        await sql`checkpoint`.execute(db);
        await writeSnapshot(options.snapshotKey, await pglite.dumpDataDir('none'), EXTENSIONS);
      },
      close: async () => {
        try {
          await db.destroy();
          await pglite.close();
        } finally {
          if (copy) fs.rmSync(copy, { recursive: true, force: true });
          lock?.release();
        }
      },
    };
  } catch (error) {
    lock?.release();
    throw error;
  }
}

const EXTENSIONS = { pg_trgm };

function countCheckouts(pool: pg.Pool): () => number {
  let count = 0;
  pool.on('acquire', () => {
    count += 1;
  });
  return () => count;
}

/**
 * A new cluster: a copy of the snapshot when there is one (in the data folder, or for a database
 * "in memory" a temporary copy removed at close), otherwise initdb (in memory, or the data folder).
 */
async function createPglite(
  pgdata: string | undefined,
  snapshot: string | null,
): Promise<{ pglite: PGlite; loaded: boolean; copy?: string }> {
  if (snapshot) {
    let folder: string | undefined;
    try {
      folder = pgdata ?? temporaryCopy(snapshot);
      if (pgdata) {
        fs.rmSync(pgdata, { recursive: true, force: true }); // a folder without PG_VERSION is no cluster
        copySnapshot(snapshot, pgdata);
      }
      const pglite = await PGlite.create({ dataDir: folder, extensions: EXTENSIONS });
      return { pglite, loaded: true, copy: pgdata ? undefined : folder };
    } catch {
      // A snapshot from another PGlite build (or no room to copy it): start from scratch, and
      // leave a clean folder.
      if (folder) fs.rmSync(folder, { recursive: true, force: true });
    }
  }
  return {
    pglite: await PGlite.create({ dataDir: pgdata, extensions: EXTENSIONS }),
    loaded: false,
  };
}
