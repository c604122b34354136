// @ts-check
// What npm test's runs leave on disk, read back: turbo's run summaries and the jest results that
// jest-results-processor.cjs saves (one file per package).
import fs from 'node:fs';
import path from 'node:path';

/** A JSON file, or null when it is missing or unreadable. */
export function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

/**
 * turbo's run summaries written after `since` (exit code of each task).
 * @param {string} rootDir
 * @param {number} since
 */
export function turboSummariesSince(rootDir, since) {
  const dir = path.join(rootDir, '.turbo/runs');
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .map((name) => path.join(dir, name))
    .filter((file) => fs.statSync(file).mtimeMs >= since)
    .map(readJson)
    .filter(Boolean);
}

/**
 * What jest-results-processor.cjs saved, one entry per package.
 * @param {string} resultsDir
 */
export function jestResults(resultsDir) {
  return fs
    .readdirSync(resultsDir)
    .filter((name) => name.startsWith('jest-'))
    .map((name) => readJson(path.join(resultsDir, name)))
    .filter(Boolean);
}
