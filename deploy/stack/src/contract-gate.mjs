// @ts-check
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
// Its parts: contract-rules.mjs (2, 3 and the route map's side of 5, on plain data),
// contract-stack.mjs (what it reads of the running stack), contract-server-smoke.mjs (4),
// contract-browser.mjs (5); this module runs them (checkContract) and re-exports them.
import fs from 'node:fs/promises';
import path from 'node:path';
import { browserProblems } from './contract-browser.mjs';
import { routeClaimProblems, singletonProblems, smokePaths } from './contract-rules.mjs';
import { serverSmokeProblems } from './contract-server-smoke.mjs';
import { manifestsOf, stackFacts } from './contract-stack.mjs';
import { remoteByPackage } from './ports.mjs';
import { withPreview } from './preview.mjs';
import { checkLoads, readRegistry } from './registry.mjs';
import { importShellServer } from './typescript.mjs';

export {
  declaredRouteProblems,
  routeClaimProblems,
  singletonProblems,
  smokePaths,
} from './contract-rules.mjs';
export { serverSmokeProblems } from './contract-server-smoke.mjs';
export { browserProblems } from './contract-browser.mjs';

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
