// PGlite has no lock on its data folder: two processes opening it would corrupt it silently.
// This lock file (created exclusively, holding the owner's pid) refuses a second opener; a lock
// left by a process that no longer runs (kill -9) is taken over.
import fs from 'node:fs';
import path from 'node:path';

export const LOCK_FILE_NAME = 'sandbox.lock';

export class FolderLockedError extends Error {
  constructor(
    readonly folder: string,
    readonly ownerPid: number,
  ) {
    super(
      `The sandbox data folder ${folder} is already in use by process ${ownerPid} ` +
        `(lock file ${path.join(folder, LOCK_FILE_NAME)}). Stop that sandbox first, or set ` +
        `SANDBOX_DATA_DIR to another folder.`,
    );
    this.name = 'FolderLockedError';
  }
}

export interface FolderLock {
  release(): void;
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

function readOwner(file: string): number | null {
  try {
    const pid = Number.parseInt(fs.readFileSync(file, 'utf8').trim(), 10);
    return Number.isFinite(pid) ? pid : null;
  } catch {
    return null;
  }
}

export function lockFolder(folder: string): FolderLock {
  fs.mkdirSync(folder, { recursive: true });
  const file = path.join(folder, LOCK_FILE_NAME);
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(file, `${process.pid}\n`, { flag: 'wx' });
      let released = false;
      const release = () => {
        if (released) return;
        released = true;
        process.off('exit', release);
        if (readOwner(file) === process.pid) fs.rmSync(file, { force: true });
      };
      // Last resort when the process ends without close(): the folder stays usable.
      process.on('exit', release);
      return { release };
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const owner = readOwner(file);
      // Our own pid counts as running: a second in-process opener is refused too.
      if (owner !== null && isRunning(owner)) throw new FolderLockedError(folder, owner);
      fs.rmSync(file, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not lock the sandbox data folder ${folder}`);
}
