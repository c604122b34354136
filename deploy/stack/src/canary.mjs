// @ts-check
// Canary releases (issue 16). `deploy promote <remote> <version> --canary N` keeps the live version
// and makes <version> live for N % of browsers (registry.mjs: the remote's `canary`).
//   Sticky per browser: the shell server gives a browser the cookie storefront_canary (a random
//   id, signed with the stack's secret so a made-up id counts for nothing) while a canary runs;
//   the id's hash picks its cohort 0–99, and cohorts below N get the
//   canary in their boot data and /remotes.json, with the live version as their last-known-good
//   (the shell falls back to it if the canary fails to load). A canary page is not
//   server-rendered (the stack's render worker keeps one set of versions).
//   The watch: the shell reports a remote's failure on a page (its fallback shown, a load that only
//   the last-known-good saved) to POST /telemetry with the version it booted. The watch counts, per
//   canary version, the browsers it served and those that reported a failure; once at least
//   `minBrowsers` were served and more than `maxErrorRate` of them failed, it ends the canary
//   (an automatic rollback, in the deploy history with its figures). Its counts are kept beside
//   the registry (canaryCountsPath), so a restarted shell server goes on where it stopped, and
//   `deploy status` shows them.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import { REMOTES } from './ports.mjs';
import { canaryCountsPath, readCounts } from './canary-counts.mjs';
import { VERSION_PATTERN, endCanary, readRegistry } from './registry.mjs';

export const CANARY_COOKIE = 'storefront_canary';
/** The cookie's value: `<id>.<signature>`. */
const COOKIE_VALUE = /^([A-Za-z0-9_-]{16,64})\.([A-Za-z0-9_-]{22})$/;
/** A browser's cookie lasts this long (a canary rarely runs longer). */
const COOKIE_MAX_AGE_S = 30 * 24 * 3600;

/** The raw value of a request's canary cookie, or null. */
export function canaryCookieValue(req) {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CANARY_COOKIE) return value ?? null;
  }
  return null;
}

export const newBrowserId = () => randomBytes(16).toString('base64url');

/** The cookie value of browser `id`: the id and its HMAC under the stack's secret. */
export function signedBrowserId(secret, id) {
  return `${id}.${createHmac('sha256', secret).update(id).digest('base64url').slice(0, 22)}`;
}

/** The browser id of a cookie value whose signature is the stack's own; null otherwise. */
export function verifiedBrowserId(secret, value) {
  const match = COOKIE_VALUE.exec(value ?? '');
  if (!match) return null;
  const expected = Buffer.from(signedBrowserId(secret, match[1]));
  const given = Buffer.from(value);
  return expected.length === given.length && timingSafeEqual(expected, given) ? match[1] : null;
}

/** The Set-Cookie value that keeps a browser's signed id (sticky cohort). */
export const canaryCookie = (value) =>
  `${CANARY_COOKIE}=${value}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax; HttpOnly`;

/**
 * The stack's secret for browser ids: CANARY_SECRET when given, else 32 random bytes kept in
 * `<cdn>/.canary/secret` (made once, never served), so ids stay valid across restarts and for
 * every shell server of one CDN folder.
 */
export async function canarySecret(cdnDir, env = process.env) {
  if (env.CANARY_SECRET) return env.CANARY_SECRET;
  const file = path.join(cdnDir, '.canary', 'secret');
  await fs.mkdir(path.dirname(file), { recursive: true });
  try {
    await fs.writeFile(file, randomBytes(32).toString('base64url'), { flag: 'wx', mode: 0o600 });
  } catch (caught) {
    const error = /** @type {NodeJS.ErrnoException} */ (caught);
    if (error.code !== 'EEXIST') throw error;
  }
  return (await fs.readFile(file, 'utf8')).trim();
}

/** The browser's cohort, 0–99, from its id (the same id always lands in the same cohort). */
export function cohortOf(id) {
  return createHash('sha256').update(id).digest().readUInt32BE(0) % 100;
}

/** The remotes of an environment with a canary running: [{ package, version, percent }]. */
export function runningCanaries(registry, environment) {
  return Object.entries(registry.environments?.[environment] ?? {})
    .filter(([, entry]) => entry?.canary?.version)
    .map(([pkg, entry]) => ({ package: pkg, ...entry.canary, live: entry.version }));
}

/**
 * The /remotes.json document a browser of `cohort` gets: each running canary whose share covers
 * the cohort replaces its remote's live version, with the live one as the last-known-good.
 * @returns {{ remotes: object, canaries: Array<{ package: string, version: string, since: string }> }}
 *   canaries: those served as canary
 */
export function withCanaries(live, registry, environment, cohort, cdnUrl) {
  const base = cdnUrl.replace(/\/+$/, '');
  const picked = new Map(
    runningCanaries(registry, environment)
      .filter((canary) => cohort < canary.percent)
      .map((canary) => [canary.package, canary]),
  );
  const canaries = [];
  if (picked.size === 0) return { remotes: live, canaries };
  const remotes = live.remotes.map((remote) => {
    const canary = picked.get(remote.package);
    const routes = canary && registry.published?.[remote.package]?.[canary.version]?.routes;
    if (!canary || !routes) return remote;
    canaries.push({ package: remote.package, version: canary.version, since: canary.since });
    return {
      ...remote,
      version: canary.version,
      manifestUrl: `${base}/${remote.package}/${canary.version}/mf-manifest.json`,
      lastKnownGood: { version: remote.version, manifestUrl: remote.manifestUrl },
      routes,
    };
  });
  return { remotes: { remotes }, canaries };
}

const KINDS = new Set(['failed', 'recovered']);
const MAX_BROWSERS_TRACKED = 100_000;
/** Counts are written at most this often per canary (a busy page must not write on every view). */
const SAVE_DELAY_MS = 250;

/**
 * A failure report's body: { remote: <container>, version, kind: 'failed' | 'recovered' }.
 * @returns {{ package: string, version: string, kind: string } | null} null when malformed
 */
export function parseReport(text) {
  let body;
  try {
    body = JSON.parse(text);
  } catch {
    return null;
  }
  const known = REMOTES.find((r) => r.name === body?.remote);
  if (!known || typeof body.version !== 'string' || !VERSION_PATTERN.test(body.version))
    return null;
  if (!KINDS.has(body.kind)) return null;
  return { package: known.package, version: body.version, kind: body.kind };
}

/**
 * @param {{ cdnDir: string, environment?: string, minBrowsers?: number, maxErrorRate?: number,
 *   log?: (line: string) => void }} options
 */
export function createCanaryWatch({
  cdnDir,
  environment = 'local',
  minBrowsers = 5,
  maxErrorRate = 0.25,
  log = console.log,
}) {
  let secret = null;
  // Read once; a failed read is not kept, so the next request tries again.
  const secretNow = () =>
    (secret ??= canarySecret(cdnDir).catch((error) => {
      secret = null;
      throw error;
    }));
  /** `${package}@${version}` → { since, entry: Promise<{ served: Set<id>, failed: Set<id>,
   *  ended: boolean, timer }> } for the run of the canary that started at `since`. */
  const counts = new Map();
  /** The counts of one run of a canary (a new run of it starts from zero), loaded once from what
   *  an earlier process of the watch saved. */
  const countsOf = (pkg, version, since) => {
    const key = `${pkg}@${version}`;
    const known = counts.get(key);
    if (known?.since === since) return known.entry;
    const entry = readCounts(cdnDir, pkg, version, since).then((saved) => ({
      pkg,
      version,
      since,
      served: new Set(saved?.served),
      failed: new Set(saved?.failed),
      ended: false,
      timer: null,
      writing: null,
    }));
    counts.set(key, { since, entry });
    return entry;
  };
  let temps = 0;
  /** Writes an entry's counts (atomically; one write at a time per entry, in order). */
  const write = (entry) => {
    const file = canaryCountsPath(cdnDir, entry.pkg, entry.version);
    // After the previous write, whether or not it failed (a failed write must not stop the next).
    entry.writing = (entry.writing ?? Promise.resolve())
      .catch(() => undefined)
      .then(async () => {
        await fs.mkdir(path.dirname(file), { recursive: true });
        const temp = `${file}.${process.pid}.${(temps += 1)}.tmp`;
        const { since, served, failed } = entry;
        await fs.writeFile(
          temp,
          JSON.stringify({ since, served: [...served], failed: [...failed] }),
        );
        await fs.rename(temp, file);
      });
    return entry.writing;
  };
  /** Saves an entry's counts soon (one write for a burst of page views). */
  const saveSoon = (entry) => {
    if (entry.timer) return;
    entry.timer = setTimeout(() => {
      entry.timer = null;
      write(entry).catch((error) => log(`[canary] counts not saved: ${error.message}`));
    }, SAVE_DELAY_MS);
    entry.timer.unref?.();
  };
  const add = (entry, set, id) => {
    if (set.size >= MAX_BROWSERS_TRACKED || set.has(id)) return;
    set.add(id);
    saveSoon(entry);
  };

  return {
    /** The verified browser id of a request's cookie; null without one the stack signed. */
    async browserIdOf(req) {
      const value = canaryCookieValue(req);
      return value ? verifiedBrowserId(await secretNow(), value) : null;
    },
    /** A new browser: its id, and the Set-Cookie value that gives it the signed id. */
    async newBrowser() {
      const id = newBrowserId();
      return { id, cookie: canaryCookie(signedBrowserId(await secretNow(), id)) };
    },
    /** A page served `pkg`'s canary `version` (started at `since`) to browser `id`. */
    async served(pkg, version, since, id) {
      const entry = await countsOf(pkg, version, since);
      add(entry, entry.served, id);
    },
    /**
     * A browser reported a failure of `pkg@version`: counted when that version is the running
     * canary and the browser's cohort is one it is served to (a report from outside its share
     * is not about it); ends the canary when the error rate passes the threshold. Resolves true
     * then.
     */
    async failed(pkg, version, id) {
      const registry = await readRegistry(cdnDir);
      const canary = registry.environments?.[environment]?.[pkg]?.canary;
      if (canary?.version !== version || cohortOf(id) >= canary.percent) return false;
      const entry = await countsOf(pkg, version, canary.since);
      add(entry, entry.served, id); // a failure report is a browser the canary reached
      add(entry, entry.failed, id);
      const served = entry.served.size;
      const failed = entry.failed.size;
      if (entry.ended || served < minBrowsers || failed / served <= maxErrorRate) return false;
      entry.ended = true;
      const why = `${failed} of ${served} browsers failed to load it (${Math.round((100 * failed) / served)} % > ${Math.round(100 * maxErrorRate)} %)`;
      const ended = await endCanary({
        cdnDir,
        remote: pkg,
        version,
        environment,
        who: 'canary-watch',
        why,
      });
      if (ended) log(`[canary] ${pkg}@${version} rolled back: ${why}`);
      return ended;
    },
    /** For tests: the counts per canary version. */
    async stats() {
      const entries = await Promise.all([...counts.values()].map((known) => known.entry));
      return Object.fromEntries(
        entries.map((e) => [
          `${e.pkg}@${e.version}`,
          { served: e.served.size, failed: e.failed.size },
        ]),
      );
    },
    /** Writes every count not saved yet (the stack stopping, tests). */
    async flush() {
      const entries = await Promise.all([...counts.values()].map((known) => known.entry));
      for (const entry of entries.filter((e) => e.timer)) {
        clearTimeout(entry.timer);
        entry.timer = null;
        write(entry).catch((error) => log(`[canary] counts not saved: ${error.message}`));
      }
      await Promise.allSettled(entries.map((entry) => entry.writing));
    },
  };
}
