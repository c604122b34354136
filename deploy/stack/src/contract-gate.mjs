// @ts-check
/* global document -- in the function page.evaluate runs in the browser */
// The contract gate (issue 16): what `deploy promote` proves about a published version before it
// goes live, against the running stack. Any problem refuses the promote, naming what broke; the
// live version keeps serving.
//   1. loads      the manifest, the remote entry and the routes expose's chunks, over HTTP from the
//                 CDN (registry.mjs checkLoads)
//   2. routes     what it claims (routes.json, recorded at publish) is well formed and takes no
//                 route another live remote owns
//   3. singletons every singleton it shares with the shell is one the shell's version satisfies
//                 (the live shell's own mf-manifest.json), else a page would load a second copy;
//                 mfe-payments, with the payments standalone host's too (integrators load it there)
//   4. server     with a server build: its public routes without parameters render in the shell's
//                 server entry, in a worker of the gate's own, with no boundary left to the browser
//   5. browser    headless Chromium opens the store with the version previewed (preview.mjs): the
//                 shell's federation runtime loads `<remote>/routes`, whose route map must have
//                 exactly the routes of routes.json, and every page's code imports without throwing;
//                 then each public route without parameters is opened, client-rendered, and its
//                 page must render (a page that imports fine but throws when it renders);
//                 mfe-payments again in the payments standalone host's page
import fs from 'node:fs/promises';
import path from 'node:path';
import semver from 'semver';
import { CHROMIUM_OPTIONS } from './chromium.mjs';
import { remoteByPackage } from './ports.mjs';
import { PREVIEW_COOKIE, withPreview } from './preview.mjs';
import { checkLoads, readRegistry } from './registry.mjs';
import { importShellServer } from './typescript.mjs';

export class ContractRefusal extends Error {
  /** @param {string} subject `<remote>@<version>` @param {string[]} found */
  constructor(subject, found) {
    // One line each, once each (a page's code fails once per retry).
    const problems = [...new Set(found.map((p) => p.replace(/\s*\n\s*/g, ' ')))];
    super(
      `${subject} refused by the contract gate; the live version stays:\n${problems.map((p) => `  - ${p}`).join('\n')}`,
    );
    this.problems = problems;
  }
}

const ACCESS = new Set(['public', 'auth', 'guests']);

/**
 * Problems with the routes a version claims (routes.json): each a { path, name, access, title },
 * no path twice, none owned by another live remote.
 * @param {unknown} routes
 * @param {Array<{ package: string, routes: Array<{ path: string }> }>} otherRemotes live, not this one
 */
export function routeClaimProblems(routes, otherRemotes = []) {
  if (!Array.isArray(routes) || routes.length === 0) return ['routes.json claims no route'];
  const problems = [];
  const seen = new Set();
  const owners = new Map(
    otherRemotes.flatMap((remote) => remote.routes.map((route) => [route.path, remote.package])),
  );
  for (const route of routes) {
    const shown = JSON.stringify(route?.path ?? route);
    if (
      typeof route?.path !== 'string' ||
      route.path.startsWith('/') ||
      typeof route.name !== 'string' ||
      route.name === '' ||
      !ACCESS.has(route.access) ||
      typeof route.title !== 'string'
    ) {
      problems.push(`routes.json route ${shown} is not { path, name, access, title }`);
      continue;
    }
    if (seen.has(route.path)) problems.push(`routes.json claims "${route.path}" twice`);
    seen.add(route.path);
    const owner = owners.get(route.path);
    if (owner) problems.push(`routes.json claims "${route.path}", which live ${owner} owns`);
  }
  return problems;
}

/**
 * Problems with the singletons a version shares, against the live shell's manifest: a singleton of
 * the shell shared otherwise, or asked for in a range the shell's version does not satisfy.
 * @param {{ shared?: Array<{ name: string, version?: string, requiredVersion?: string, singleton?: boolean }> }} manifest
 * @param {{ shared?: Array<{ name: string, version: string, singleton?: boolean }> }} shellManifest
 */
export function singletonProblems(manifest, shellManifest) {
  const shell = new Map((shellManifest.shared ?? []).map((s) => [s.name, s]));
  const problems = [];
  for (const shared of manifest.shared ?? []) {
    const provided = shell.get(shared.name);
    if (!provided?.singleton) continue;
    if (!shared.singleton) {
      problems.push(
        `${shared.name}: shared as a non-singleton; the shell shares it as a singleton`,
      );
      continue;
    }
    const range = shared.requiredVersion;
    if (range && range !== '*' && !semver.satisfies(provided.version, range))
      problems.push(
        `${shared.name}: requires ${range}, the shell provides ${provided.version} (a page would load a second copy)`,
      );
  }
  return problems;
}

/**
 * Problems between the routes a version claims and the route map its `./routes` expose declares,
 * plus the pages whose code failed to import.
 * @param {string[]} claimed routes.json paths
 * @param {string[]} declared the exposed route map's keys
 * @param {Array<{ path: string, message: string }>} failures
 */
export function declaredRouteProblems(claimed, declared, failures = []) {
  const problems = [];
  for (const p of claimed)
    if (!declared.includes(p))
      problems.push(`routes.json claims "${p}", which the exposed route map has no page for`);
  for (const p of declared)
    if (!claimed.includes(p))
      problems.push(
        `the exposed route map has a page for "${p}", which routes.json does not claim`,
      );
  for (const failure of failures)
    problems.push(`the page of "${failure.path}" threw on import: ${failure.message}`);
  return problems;
}

/** Public routes without parameters: the pages a smoke render can ask for. */
export const smokePaths = (routes) =>
  routes
    .filter((route) => route.access === 'public' && !/[:*]/.test(route.path))
    .map((route) => route.path);

async function getJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
  return response.json();
}

/** What the gate needs from the running stack: the store it opens, live remotes, shell manifest. */
async function stackFacts(config, store, withPayments) {
  const unreachable = (what, error) =>
    new Error(
      `${what} is not reachable (${error.message}); the gate checks against the running stack (npm start)`,
    );
  const [live, shellManifest, pageConfig] = await Promise.all([
    getJson(`${config.shellUrl}/remotes.json`),
    getJson(`${config.shellUrl}/mf-manifest.json`),
    getJson(`${config.shellUrl}/config.json`),
  ]).catch((error) => {
    throw unreachable(`the shell at ${config.shellUrl}`, error);
  });
  const paymentsManifest = withPayments
    ? await getJson(`${config.paymentsUrl}/mf-manifest.json`).catch((error) => {
        throw unreachable(`the payments standalone host at ${config.paymentsUrl}`, error);
      })
    : null;
  const { createTenantLoader } = await importShellServer();
  const loadTenant = createTenantLoader({ apiUrl: `${config.sandboxInternalUrl}/v1` });
  const byName = await loadTenant({
    mode: 'marketplace',
    prefix: `/${store}`,
    storeName: store,
  }).catch((error) => {
    throw unreachable(`the sandbox at ${config.sandboxInternalUrl}`, error);
  });
  const tenant = byName.kind === 'ok' ? byName : await loadTenant({ mode: 'any' });
  if (tenant.kind !== 'ok') throw new Error(`no store to check with (${tenant.reason})`);
  return { live, shellManifest, paymentsManifest, pageConfig, tenant: tenant.tenant };
}

/** Each remote's manifest, read from the CDN folder (the boot document carries them). */
async function manifestsOf(cdnDir, cdnUrl, remotes) {
  /** @type {Record<string, object>} */
  const manifests = {};
  const base = `${cdnUrl.replace(/\/+$/, '')}/`;
  for (const remote of remotes) {
    const relative = remote.manifestUrl.startsWith(base)
      ? remote.manifestUrl.slice(base.length)
      : null;
    if (!relative) continue;
    try {
      manifests[remote.manifestUrl] = JSON.parse(
        await fs.readFile(path.join(cdnDir, relative), 'utf8'),
      );
    } catch {
      // A manifest the boot data lacks is fetched by the runtime.
    }
  }
  return manifests;
}

/**
 * Renders each smoke path of the previewed remotes document in the shell's server entry.
 * @returns {Promise<string[]>} problems
 */
export async function serverSmokeProblems({ entry, boot, prefix, paths, serverApiBaseUrl }) {
  const logged = [];
  const log = { warn: (line) => logged.push(line), error: (line) => logged.push(line) };
  const { createSsrPool } = await importShellServer();
  const pool = createSsrPool({ entry, deadlineMs: 10_000, log });
  const problems = [];
  try {
    for (const p of paths) {
      const url = `${prefix}/${p}`.replace(/\/$/, '') || '/';
      const result = await pool.render({ url, hostname: 'localhost', boot, serverApiBaseUrl });
      if (!result) {
        problems.push(
          `the server render of ${url} failed${logged.length ? `: ${logged.at(-1)}` : ''}`,
        );
        continue;
      }
      for (const error of result.errors ?? [])
        problems.push(`the server render of ${url} left the page to the browser: ${error}`);
    }
  } finally {
    await pool.close();
  }
  return problems;
}

/** How long a previewed page may take to render (the gate runs beside the stack's own load). */
const RENDER_TIMEOUT_MS = 30_000;

/**
 * Opens `url` client-rendered (?ssr=0), lets the page finish its requests (its code, then its data:
 * a page may show its heading and a spinner first and render the rest, or throw, once its data is
 * in), and then wants the remote's page on screen: a heading in main, no loading state (a spinner
 * labelled "Cargando…"), no fallback. The shell logs `[shell] <container> "<route>" failed` when
 * the page's boundary caught an error (not when only its load deadline passed: then the page
 * still replaces the fallback once its code arrives).
 * @returns {Promise<string | null>} the problem, or null when the page rendered
 */
async function renderProblem(page, url, remoteName) {
  const failures = [];
  const onConsole = (message) => {
    if (message.type() === 'error' && message.text().startsWith(`[shell] ${remoteName} `))
      failures.push(message.text().split('\n')[0]);
  };
  page.on('console', onConsole);
  try {
    await page.goto(`${url}${url.includes('?') ? '&' : '?'}ssr=0`, { waitUntil: 'load' });
    const deadline = Date.now() + RENDER_TIMEOUT_MS;
    // A page that keeps a request open never goes idle: then the checks below decide alone.
    await page
      .waitForLoadState('networkidle', { timeout: RENDER_TIMEOUT_MS })
      .catch(() => undefined);
    while (Date.now() < deadline) {
      if (failures.length > 0) return failures[0];
      const rendered = await page.evaluate(() => {
        const main = document.querySelector('main');
        if (!main || main.querySelector('[data-page-loading], [aria-label^="Cargando"]'))
          return false;
        if (main.querySelector('[role="alert"] h1')) return false; // the fallback
        return Boolean(main.querySelector('h1, h2'));
      });
      if (rendered) return null;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    return failures[0] ?? `not rendered within ${RENDER_TIMEOUT_MS / 1000} s`;
  } finally {
    page.off('console', onConsole);
  }
}

const REGISTER_TIMEOUT_MS = 20_000;

/**
 * Opens a page of a host (the shell, the payments standalone host) in headless Chromium with the
 * version previewed, and loads its route map and every page's code through that host's own
 * federation runtime (its container `host.name`); then renders each of `renderPaths` there.
 * @param {{ host: { name: string, url: string, page: string, label: string },
 *   remote: { name: string, package: string }, version: string, claimed: string[],
 *   renderPaths?: string[] }} options renderPaths: URL paths of the host to render
 * @returns {Promise<string[]>} problems
 */
export async function browserProblems({ host, remote, version, claimed, renderPaths = [] }) {
  const { chromium } = await import('@playwright/test');
  const browser = await chromium.launch(CHROMIUM_OPTIONS);
  const problems = [];
  try {
    const context = await browser.newContext();
    await context.addCookies([
      { name: PREVIEW_COOKIE, value: `${remote.package}@${version}`, url: host.url },
    ]);
    const page = await context.newPage();
    page.on('pageerror', (error) => problems.push(`uncaught in ${host.label}: ${error.message}`));
    await page.goto(`${host.url}${host.page}`, { waitUntil: 'load' });
    // Wait for the host to register the remote, not only for its federation runtime to exist: the
    // standalone payments page makes its runtime at once but registers mfe_payments only after it
    // has read /config.json and /remotes.json, and a loadRemote before that fails with "Failed to
    // locate remote" (RUNTIME-004), naming the wrong cause and closing the page before its own load
    // of the remote shows what is really wrong with the version.
    const registered = await page
      .waitForFunction(
        ([hostName, name]) =>
          (globalThis.__FEDERATION__?.__INSTANCES__ ?? []).some(
            (i) => i.name === hostName && (i.options?.remotes ?? []).some((r) => r.name === name),
          ),
        [host.name, remote.name],
        { timeout: REGISTER_TIMEOUT_MS },
      )
      .then(
        () => true,
        () => false,
      );
    if (!registered) {
      problems.push(
        `${host.label} did not register ${remote.name} within ${REGISTER_TIMEOUT_MS / 1000} s`,
      );
      return problems;
    }
    const found = await page.evaluate(
      async ([hostName, name]) => {
        const runtime = globalThis.__FEDERATION__.__INSTANCES__.find((i) => i.name === hostName);
        let module;
        try {
          module = await runtime.loadRemote(`${name}/routes`);
        } catch (error) {
          return { error: String(error instanceof Error ? error.message : error) };
        }
        const map = module?.default;
        if (!map || typeof map !== 'object')
          return { error: `${name}/routes exposes no route map` };
        const failures = [];
        for (const [key, page] of Object.entries(map)) {
          if (typeof page?.load !== 'function') continue; // a plain component: nothing to import
          try {
            await page.load();
          } catch (error) {
            failures.push({
              path: key,
              message: String(error instanceof Error ? error.message : error),
            });
          }
        }
        return { declared: Object.keys(map), failures };
      },
      [host.name, remote.name],
    );
    if (!found.declared)
      problems.push(`${remote.name}/routes did not load in ${host.label}: ${found.error}`);
    else
      problems.push(
        ...declaredRouteProblems(claimed, found.declared, found.failures).map((problem) =>
          host.name === 'shell' ? problem : `${host.label}: ${problem}`,
        ),
      );
    // Only a route map that loaded is worth rendering (its failure is already named above).
    if (problems.length === 0)
      for (const urlPath of renderPaths) {
        const problem = await renderProblem(page, `${host.url}${urlPath}`, remote.name);
        if (problem)
          problems.push(`the page ${urlPath} did not render in ${host.label}: ${problem}`);
      }
  } catch (caught) {
    const error = /** @type {Error} */ (caught);
    problems.push(`the check in ${host.label} did not finish: ${error.message.split('\n')[0]}`);
  } finally {
    await browser.close();
  }
  return problems;
}

/**
 * Runs every check of the gate on a published version; throws ContractRefusal with every problem
 * found (the checks after a failed load are not run: they would only repeat it).
 * @param {{ config: ReturnType<import('./ports.mjs').stackConfig>, remote: string, version: string,
 *   store?: string, log?: (line: string) => void }} options
 * @returns {Promise<{ checks: string[] }>} what was proven
 */
export async function checkContract({
  config,
  remote,
  version,
  store = 'tienda-demo',
  log = () => {},
}) {
  const known = remoteByPackage(remote);
  const subject = `${known.package}@${version}`;
  const refuse = (problems) => {
    throw new ContractRefusal(subject, problems);
  };
  try {
    await checkLoads({ cdnUrl: config.cdnUrl, remote: known.package, version });
  } catch (caught) {
    const error = /** @type {Error} */ (caught);
    refuse([error.message.replace(`${subject}: `, '')]);
  }
  const checks = ['loads'];
  const registry = await readRegistry(config.cdnDir);
  const routes = registry.published?.[known.package]?.[version]?.routes;
  const facts = await stackFacts(config, store, known.package === 'mfe-payments');
  const others = facts.live.remotes.filter((r) => r.package !== known.package);
  const problems = routeClaimProblems(routes, others);
  if (problems.length > 0) refuse(problems);
  checks.push('routes');
  const manifest = JSON.parse(
    await fs.readFile(path.join(config.cdnDir, known.package, version, 'mf-manifest.json'), 'utf8'),
  );
  // The hosts that load this remote: the shell, and for mfe-payments its standalone host too.
  const prefix = facts.tenant.prefix;
  const hosts = [
    {
      name: facts.shellManifest.name,
      url: config.shellUrl,
      // The store's login page: the shell's own, so nothing of the remote loads before the check.
      page: `${prefix}/login`,
      label: 'the shell',
      manifest: facts.shellManifest,
    },
    ...(known.package === 'mfe-payments'
      ? [
          {
            name: facts.paymentsManifest.name,
            url: config.paymentsUrl,
            page: `${prefix}/`,
            label: 'the payments standalone page',
            manifest: facts.paymentsManifest,
          },
        ]
      : []),
  ];
  for (const host of hosts)
    problems.push(
      ...singletonProblems(manifest, host.manifest).map((problem) =>
        host.name === 'shell' ? problem : `${host.label}: ${problem}`,
      ),
    );
  checks.push('singletons');
  const previewed = withPreview(
    facts.live,
    registry,
    { remote: known.package, version },
    config.cdnUrl,
  );
  const entry = path.join(config.rootDir, 'shell/dist-server/main.js');
  const serverBuild = path.join(config.cdnDir, known.package, version, 'server/remoteEntry.js');
  const paths = smokePaths(routes);
  const exists = (file) =>
    fs.access(file).then(
      () => true,
      () => false,
    );
  if ((await exists(serverBuild)) && paths.length > 0 && (await exists(entry))) {
    if (!previewed)
      throw new ContractRefusal(subject, [`${subject} is not published in the registry`]);
    log(`  server render: ${paths.map((p) => `/${p}`).join(', ')}`);
    const { bootDocument } = await importShellServer();
    const boot = bootDocument({
      config: facts.pageConfig,
      remotes: previewed,
      tenant: facts.tenant,
      manifests: await manifestsOf(config.cdnDir, config.cdnUrl, previewed.remotes),
    });
    problems.push(
      ...(await serverSmokeProblems({
        entry,
        boot,
        prefix,
        paths,
        serverApiBaseUrl: `${config.sandboxInternalUrl}/v1`,
      })),
    );
    checks.push('server render');
  }
  // The store's public pages without parameters, rendered in the shell (the standalone payments
  // host has none: its routes all take a payment's id).
  const renderPaths = paths.map((p) => `${prefix}/${p}`.replace(/\/$/, '') || '/');
  for (const host of hosts) {
    const rendered = host.name === 'shell' ? renderPaths : [];
    log(
      `  browser (${host.label}): the route map and every page, in headless Chromium${rendered.length ? `; rendered: ${rendered.join(', ')}` : ''}`,
    );
    problems.push(
      ...(await browserProblems({
        host,
        remote: known,
        version,
        claimed: (routes ?? []).map((route) => route.path),
        renderPaths: rendered,
      })),
    );
  }
  checks.push('browser');
  if (renderPaths.length > 0) checks.push('browser render');
  if (problems.length > 0) refuse(problems);
  return { checks };
}
