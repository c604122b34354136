// A fresh PGlite cluster takes ~2.5 s to create (initdb), migrate and seed, but ~0.5 s to load
// from a tarball, so the first sandbox to create one saves it, migrated and holding the seed's
// catalogue (not Ana's rows, which are dated from the day they are written), in a cache folder,
// and later fresh databases (in memory for tests, or a new data folder) start from it. The key
// covers the migrations and what the snapshot holds (the catalogue's digest); a snapshot that
// fails to load is ignored (see open-database.ts). The tarball is kept uncompressed (~65 MB,
// mostly WAL): PGlite takes ~0.3 s longer to load it gzipped (7 MB).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationNames } from './migrate';

const FORMAT = 'pglite-0.5-pg_trgm-catalogue-v2';
const PREFIX = 'pglite-';
/** Snapshots of other keys (other branches, older seeds) untouched this long are removed. */
const STALE_MS = 7 * 24 * 3600 * 1000;

const cacheDir = () =>
  process.env.SANDBOX_CACHE_DIR ?? path.join(os.tmpdir(), 'storefront-sandbox-cache');

function snapshotFile(contentKey: string): string | null {
  const dir = cacheDir();
  if (dir === 'off') return null;
  const key = crypto
    .createHash('sha256')
    .update([FORMAT, contentKey, ...migrationNames()].join('\n'))
    .digest('hex')
    .slice(0, 16);
  return path.join(dir, `${PREFIX}${key}.tar`);
}

export function readSnapshot(contentKey: string): Blob | null {
  const file = snapshotFile(contentKey);
  if (!file) return null;
  try {
    return new Blob([fs.readFileSync(file)]);
  } catch {
    return null;
  }
}

export async function writeSnapshot(contentKey: string, dump: Blob): Promise<void> {
  const file = snapshotFile(contentKey);
  if (!file) return;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Write beside it and rename: a concurrent reader sees the whole file or none.
    const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
    removeStale(path.dirname(file), file);
  } catch {
    // A cache only: without it the next start is just slower.
  }
}

function removeStale(dir: string, kept: string): void {
  for (const name of fs.readdirSync(dir)) {
    const file = path.join(dir, name);
    if (!name.startsWith(PREFIX) || file === kept) continue;
    if (Date.now() - fs.statSync(file).mtimeMs > STALE_MS) fs.rmSync(file, { force: true });
  }
}
