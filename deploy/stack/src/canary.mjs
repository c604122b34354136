// Canary releases (issue 16). `deploy promote <remote> <version> --canary N` keeps the live version
// and makes <version> live for N % of browsers (registry.mjs: the remote's `canary`).
//   Sticky per browser: the shell server gives a browser the cookie storefront_canary (a random
//   id) while a canary runs; the id's hash picks its cohort 0–99, and cohorts below N get the
//   canary in their boot data and /remotes.json, with the live version as their last-known-good
//   (the shell falls back to it if the canary fails to load). A canary page is not
//   server-rendered (the stack's render worker keeps one set of versions).
//   The watch: the shell reports a remote's failure on a page (its fallback shown, a load that only
//   the last-known-good saved) to POST /telemetry with the version it booted. The watch counts, per
//   canary version, the browsers it served and those that reported a failure; once at least
//   `minBrowsers` were served and more than `maxErrorRate` of them failed, it ends the canary
//   (an automatic rollback, in the deploy history with its figures).
import { createHash, randomBytes } from 'node:crypto';
import { REMOTES } from './ports.mjs';
import { VERSION_PATTERN, endCanary, readRegistry } from './registry.mjs';

export const CANARY_COOKIE = 'storefront_canary';
const BROWSER_ID = /^[A-Za-z0-9_-]{16,64}$/;
/** A browser's cookie lasts this long (a canary rarely runs longer). */
const COOKIE_MAX_AGE_S = 30 * 24 * 3600;

/** The browser id of a request's canary cookie; null without a valid one. */
export function browserIdOf(req) {
  for (const part of String(req.headers.cookie ?? '').split(';')) {
    const [name, value] = part.trim().split('=');
    if (name === CANARY_COOKIE) return BROWSER_ID.test(value ?? '') ? value : null;
  }
  return null;
}

export const newBrowserId = () => randomBytes(16).toString('base64url');

/** The Set-Cookie value that keeps a browser's id (sticky cohort). */
export const canaryCookie = (id) =>
  `${CANARY_COOKIE}=${id}; Path=/; Max-Age=${COOKIE_MAX_AGE_S}; SameSite=Lax; HttpOnly`;

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
  /** `${package}@${version}` → { since, served: Set<id>, failed: Set<id>, ended: boolean } */
  const counts = new Map();
  /** The counts of one run of a canary (`since`: its start; a new run of it starts from zero). */
  const countsOf = (pkg, version, since) => {
    const key = `${pkg}@${version}`;
    let entry = counts.get(key);
    if (!entry || entry.since !== since)
      counts.set(key, (entry = { since, served: new Set(), failed: new Set(), ended: false }));
    return entry;
  };
  const add = (set, id) => {
    if (set.size < MAX_BROWSERS_TRACKED) set.add(id);
  };

  return {
    /** A page served `pkg`'s canary `version` (started at `since`) to browser `id`. */
    served(pkg, version, since, id) {
      add(countsOf(pkg, version, since).served, id);
    },
    /**
     * A browser reported a failure of `pkg@version`: counted when that version is the running
     * canary; ends the canary when the error rate passes the threshold. Resolves true then.
     */
    async failed(pkg, version, id) {
      const registry = await readRegistry(cdnDir);
      const canary = registry.environments?.[environment]?.[pkg]?.canary;
      if (canary?.version !== version) return false;
      const entry = countsOf(pkg, version, canary.since);
      add(entry.served, id); // a failure report is a browser the canary reached
      add(entry.failed, id);
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
    /** For status and tests: the counts per canary version. */
    stats: () =>
      Object.fromEntries(
        [...counts].map(([key, entry]) => [
          key,
          { served: entry.served.size, failed: entry.failed.size },
        ]),
      ),
  };
}
