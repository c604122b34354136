// @ts-check
/* global document -- in the function page.evaluate runs in the browser */
// The contract gate's browser check (5 in contract-gate.mjs): headless Chromium opens a host with
// the version previewed, loads its route map and every page's code through the host's federation
// runtime, and renders each public route without parameters.
import { CHROMIUM_OPTIONS } from './chromium.mjs';
import { declaredRouteProblems } from './contract-rules.mjs';
import { PREVIEW_COOKIE } from './preview.mjs';

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
