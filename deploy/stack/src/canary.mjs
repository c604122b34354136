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
//   (an automatic rollback, in the deploy history with its figures). Its counts are rows of the
//   registry's database (canary-counts.mjs), shared by every shell server of a fleet, so a
//   restarted server goes on where it stopped and `deploy status` shows them; the decision is
//   taken in the registry's own transaction, so however many servers report, one ends it.
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { REMOTES } from './ports.mjs';
import { countBrowser, countBrowsers } from './canary-counts.mjs';
import { inTransaction, registryDatabase } from './registry-database.mjs';
import { VERSION_PATTERN, endCanaryIn, updateRegistry } from './registry.mjs';

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
 * The stack's secret for browser ids: CANARY_SECRET when given, else 32 random bytes made once in
 * the registry's database (never served), so ids stay valid across restarts and for every shell
 * server of the registry.
 */
export async function canarySecret(cdnDir, env = process.env) {
  if (env.CANARY_SECRET) return env.CANARY_SECRET;
  const database = await registryDatabase(cdnDir);
  return inTransaction(database, async (query) => {
    await query(
      `insert into ${database.table('settings')} (name, value) values ('canary-secret', $1)
       on conflict do nothing`,
      [randomBytes(32).toString('base64url')],
    );
    const { rows } = await query(
      `select value from ${database.table('settings')} where name = 'canary-secret'`,
    );
    return rows[0].value;
  });
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
/** A process writes at most this many browsers per canary run (a flood adds no rows past it). */
const MAX_BROWSERS_TRACKED = 100_000;

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
  /** `${package}@${version}` → the run (`since`) this process counted last, and the browsers it
   *  wrote for it (each browser is written once per process). */
  const runs = new Map();
  const runOf = (pkg, version, since) => {
    const key = `${pkg}@${version}`;
    let run = runs.get(key);
    if (run?.since !== since) {
      run = { pkg, version, since, written: new Set() };
      runs.set(key, run);
    }
    return run;
  };
  /** Writes in flight (flush waits for them). */
  const writing = new Set();

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
    /** A page served `pkg`'s canary `version` (started at `since`) to browser `id`. A count
     *  that cannot be written is logged: the page is served all the same. */
    async served(pkg, version, since, id) {
      const run = runOf(pkg, version, since);
      if (!id || run.written.has(id) || run.written.size >= MAX_BROWSERS_TRACKED) return;
      run.written.add(id);
      const write = (async () => {
        const database = await registryDatabase(cdnDir);
        await countBrowser(database, (text, values) => database.pool.query(text, values), {
          pkg,
          version,
          since,
          id,
        });
      })().catch((error) => {
        run.written.delete(id);
        log(`[canary] counts not saved: ${error.message}`);
      });
      writing.add(write);
      await write;
      writing.delete(write);
    },
    /**
     * A browser reported a failure of `pkg@version`: counted when that version is the running
     * canary and the browser's cohort is one it is served to (a report from outside its share
     * is not about it); ends the canary when the error rate passes the threshold, in the same
     * transaction as the count, so of all the shell servers reporting, one ends it. Resolves true
     * then.
     */
    async failed(pkg, version, id) {
      const database = await registryDatabase(cdnDir);
      const decision = await updateRegistry(cdnDir, async (registry, query) => {
        const canary = registry.environments?.[environment]?.[pkg]?.canary;
        if (canary?.version !== version || cohortOf(id) >= canary.percent) return null;
        runOf(pkg, version, canary.since).written.add(id);
        await countBrowser(database, query, {
          pkg,
          version,
          since: canary.since,
          id,
          failed: true,
        });
        const { served, failed } = await countBrowsers(database, query, pkg, version, canary.since);
        if (served < minBrowsers || failed / served <= maxErrorRate) return null;
        const why = `${failed} of ${served} browsers failed to load it (${Math.round((100 * failed) / served)} % > ${Math.round(100 * maxErrorRate)} %)`;
        endCanaryIn(registry, {
          pkg,
          version,
          environment,
          who: 'canary-watch',
          why,
          action: 'auto-rollback',
        });
        return why;
      });
      if (decision) log(`[canary] ${pkg}@${version} rolled back: ${decision}`);
      return decision !== null;
    },
    /** For tests: the counts of each canary run this watch counted. */
    async stats() {
      const database = await registryDatabase(cdnDir);
      const query = (text, values) => database.pool.query(text, values);
      const entries = await Promise.all(
        [...runs.values()].map(async (run) => [
          `${run.pkg}@${run.version}`,
          await countBrowsers(database, query, run.pkg, run.version, run.since),
        ]),
      );
      return Object.fromEntries(entries.filter(([, counts]) => counts.served > 0));
    },
    /** Waits for the counts being written (the stack stopping, tests). */
    async flush() {
      await Promise.allSettled([...writing]);
    },
  };
}
