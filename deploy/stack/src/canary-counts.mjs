// @ts-check
// The browsers a running canary was served to and failed for, as the canary watch (canary.mjs)
// keeps them on disk and `deploy status` (registry.mjs) reads them: apart from both, so neither
// imports the other.
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * Where the watch keeps the counts of `pkg`'s canary `version`: a dot-folder of the CDN folder
 * (never served), one file per canary version, { since, served: [ids], failed: [ids] }.
 */
export function canaryCountsPath(cdnDir, pkg, version) {
  return path.join(cdnDir, '.canary', `${pkg}@${version}.json`);
}

/** The browser ids counted for one run of a canary (`since`), or null when none were kept. */
export async function readCounts(cdnDir, pkg, version, since) {
  try {
    const saved = JSON.parse(await fs.readFile(canaryCountsPath(cdnDir, pkg, version), 'utf8'));
    if (saved?.since !== since || !Array.isArray(saved.served) || !Array.isArray(saved.failed))
      return null;
    return { served: saved.served, failed: saved.failed };
  } catch {
    return null; // none yet, or unreadable: count from zero
  }
}

/** { served, failed } browsers of a running canary, as the watch last saved them (deploy status). */
export async function canaryCounts(cdnDir, pkg, canary) {
  const saved = await readCounts(cdnDir, pkg, canary.version, canary.since);
  return { served: saved?.served.length ?? 0, failed: saved?.failed.length ?? 0 };
}
