// A fresh PGlite cluster takes ~3 s to create (initdb) but ~0.7 s to load from a tarball, so the
// first sandbox to create one saves it, migrated and empty, in a cache folder, and later fresh
// databases (in memory for tests, or a new data folder) start from it. The key covers the
// migrations; a snapshot that fails to load is ignored (see open-database.ts).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { migrationNames } from './migrate';

const FORMAT = 'pglite-0.5-pg_trgm-v1';

function snapshotFile(): string | null {
  const dir = process.env.SANDBOX_CACHE_DIR ?? path.join(os.tmpdir(), 'storefront-sandbox-cache');
  if (dir === 'off') return null;
  const key = crypto
    .createHash('sha256')
    .update([FORMAT, ...migrationNames()].join('\n'))
    .digest('hex')
    .slice(0, 16);
  return path.join(dir, `pglite-${key}.tar.gz`);
}

export function readSnapshot(): Blob | null {
  const file = snapshotFile();
  if (!file) return null;
  try {
    return new Blob([fs.readFileSync(file)]);
  } catch {
    return null;
  }
}

export async function writeSnapshot(dump: Blob): Promise<void> {
  const file = snapshotFile();
  if (!file) return;
  try {
    fs.mkdirSync(path.dirname(file), { recursive: true });
    // Write beside it and rename: a concurrent reader sees the whole file or none.
    const partial = `${file}.${process.pid}.${Date.now()}.tmp`;
    fs.writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    fs.renameSync(partial, file);
  } catch {
    // A cache only: without it the next start is just slower.
  }
}
