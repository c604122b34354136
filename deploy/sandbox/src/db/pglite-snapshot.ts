// A fresh PGlite cluster takes ~2.5 s to create (initdb), migrate and seed, so the first sandbox to
// create one saves it, migrated and holding the seed's catalogue (not Ana's rows, which are dated
// from the day they are written), in a cache folder, and later fresh databases start from it. The
// key covers the migrations and what the snapshot holds (the catalogue's digest); a snapshot that
// fails to open is ignored (see open-database.ts).
// The snapshot is a cluster folder (~62 MB, cleanly shut down), not a tarball: a new database is a
// copy of it (native, ~60 ms) that PGlite opens from disk, reading only the pages it needs. Loading
// the tarball into PGlite's in-memory file system cost ~1.3 s of CPU per start in plain node and
// ~3.5 s under jest (issue 37: every sandbox test file starts one).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite, type Extensions } from '@electric-sql/pglite';
import { migrationNames } from './migrate';

const FORMAT = 'pglite-0.5-pg_trgm-catalogue-v3-folder';
const PREFIX = 'pglite-';
/** Snapshots of other keys (other branches, older seeds) untouched this long are removed. */
const STALE_MS = 7 * 24 * 3600 * 1000;

const cacheDir = () =>
  process.env.SANDBOX_CACHE_DIR ?? path.join(os.tmpdir(), 'storefront-sandbox-cache');

function snapshotFolder(contentKey: string): string | null {
  const dir = cacheDir();
  if (dir === 'off') return null;
  const key = crypto
    .createHash('sha256')
    .update([FORMAT, contentKey, ...migrationNames()].join('\n'))
    .digest('hex')
    .slice(0, 16);
  return path.join(dir, `${PREFIX}${key}`);
}

/** The snapshot's folder for this key, or null when none was saved (or the cache is off). */
export function findSnapshot(contentKey: string): string | null {
  const folder = snapshotFolder(contentKey);
  return folder && fs.existsSync(path.join(folder, 'PG_VERSION')) ? folder : null;
}

/** Copies the snapshot into `pgdata` (a new cluster folder). */
export function copySnapshot(snapshot: string, pgdata: string): void {
  fs.cpSync(snapshot, pgdata, { recursive: true });
}

/**
 * Where the throwaway copies live while their database is open: in memory (tmpfs) where the system
 * has it, as an in-memory PGlite did (writing 62 MB there takes ~0.08 s of CPU, on ext4 ~0.4 s and
 * as much again to delete), otherwise in the cache folder. One folder per cache folder.
 */
export function copiesFolder(): string {
  const dir = cacheDir();
  try {
    fs.accessSync('/dev/shm', fs.constants.W_OK);
    const tag = crypto.createHash('sha256').update(path.resolve(dir)).digest('hex').slice(0, 8);
    return path.join('/dev/shm', `storefront-sandbox-copies-${tag}`);
  } catch {
    return path.join(dir, 'copies');
  }
}

/**
 * A copy of the snapshot for a database that lives as long as its process, named after the
 * process so that copies left by a process that died are swept.
 */
export function temporaryCopy(snapshot: string): string {
  const copies = copiesFolder();
  fs.mkdirSync(copies, { recursive: true });
  sweepOrphanCopies(copies);
  const folder = fs.mkdtempSync(path.join(copies, `${process.pid}-`));
  copySnapshot(snapshot, folder);
  return folder;
}

function sweepOrphanCopies(copies: string): void {
  for (const name of fs.readdirSync(copies)) {
    const pid = Number(name.split('-')[0]);
    if (Number.isInteger(pid) && pid > 0 && !isAlive(pid))
      fs.rmSync(path.join(copies, name), { recursive: true, force: true });
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Saves a fresh cluster's dump as the snapshot folder: unpacked by PGlite beside it and closed
 * (a clean shutdown, so a copy replays no WAL), then renamed into place, so a concurrent reader
 * sees the whole folder or none.
 */
export async function writeSnapshot(
  contentKey: string,
  dump: Blob,
  extensions: Extensions,
): Promise<void> {
  const folder = snapshotFolder(contentKey);
  if (!folder) return;
  const partial = `${folder}.${process.pid}.${Date.now()}.tmp`;
  try {
    fs.mkdirSync(path.dirname(folder), { recursive: true });
    const unpacked = await PGlite.create({ dataDir: partial, extensions, loadDataDir: dump });
    await unpacked.close();
    fs.renameSync(partial, folder);
    removeStale(path.dirname(folder), folder);
  } catch {
    // A cache only (another process may have saved it first): without it the next start is slower.
  } finally {
    fs.rmSync(partial, { recursive: true, force: true });
  }
}

function removeStale(dir: string, kept: string): void {
  for (const name of fs.readdirSync(dir)) {
    const entry = path.join(dir, name);
    if (!name.startsWith(PREFIX) || entry === kept) continue;
    if (Date.now() - fs.statSync(entry).mtimeMs > STALE_MS)
      fs.rmSync(entry, { recursive: true, force: true });
  }
}
