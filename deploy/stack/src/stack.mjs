// @ts-check
// One stack = CDN server + shell server (in this process) + the sandbox (a child process).
// Used by `npm start` (default ports, kept data) and `npm test` / `npm run bench` (their own ports
// and throwaway folders).
import fs from 'node:fs';
import path from 'node:path';
import { deployActions } from './deploy-actions.mjs';
import { startCdnServer } from './cdn-server.mjs';
import { onStop, run, spawnSandbox, stopChild, waitForHealth } from './processes.mjs';
import { REMOTES } from './ports.mjs';
import { closeRegistryDatabases, promote, publish, readRegistry } from './registry.mjs';
import { startEmbedDemoServer } from './embed-demo-server.mjs';
import { createCanaryWatch } from './canary.mjs';
import { close } from './static-files.mjs';
import { importShellServer } from './typescript.mjs';

/** `turbo run build` over every workspace (cached by turbo). @returns {Promise<void>} */
export async function buildAll(rootDir, { log = console.log } = {}) {
  log('Building (turbo run build)…');
  const code = await run(
    path.join(rootDir, 'node_modules/.bin/turbo'),
    ['run', 'build', '--ui=stream', '--output-logs=errors-only'],
    {
      cwd: rootDir,
      env: { ...process.env, NODE_ENV: 'production' },
    },
  );
  if (code !== 0) throw new Error(`turbo run build failed (exit ${code})`);
}

/**
 * Publish every built remote to the CDN folder and promote the build when it is not live yet.
 * Needs the CDN server up (promote checks the build loads over HTTP).
 * @param {ReturnType<import('./ports.mjs').stackConfig>} config
 * @returns {Promise<DeployResult[]>}
 * @typedef {{ remote: string, version: string, changed: boolean, created: boolean } | { remote: string, error: string }} DeployResult
 */
export async function deployBuilds(config, { log = console.log } = {}) {
  /** @type {DeployResult[]} */
  const results = [];
  for (const { package: pkg } of REMOTES) {
    try {
      const published = await publish({
        rootDir: config.rootDir,
        cdnDir: config.cdnDir,
        remote: pkg,
      });
      const live = (await readRegistry(config.cdnDir)).environments[config.environment]?.[pkg]
        ?.version;
      const promoted =
        live === published.version
          ? { changed: false }
          : await promote({
              cdnDir: config.cdnDir,
              cdnUrl: config.cdnUrl,
              remote: pkg,
              version: published.version,
              environment: config.environment,
            });
      results.push({
        remote: pkg,
        version: published.version,
        changed: promoted.changed,
        created: published.created,
      });
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log(`  ! ${message}`);
      results.push({ remote: pkg, error: message });
    }
  }
  return results;
}

/**
 * The shell server and the payments standalone host over one canary watch and one render pool,
 * each closed when the stack stops: a stack's (startStack), or one server of a fleet's
 * (bin/shell-node.mjs).
 * @param {ReturnType<import('./ports.mjs').stackConfig>} config
 * @param {{ log?: (line: string) => void }} [options]
 */
export async function startShellHosts(config, { log = console.log } = {}) {
  // The shell server is TypeScript (shell/server/), loaded through tsx's hooks.
  const { configDocument, createSsrPool, startShellServer } = await importShellServer();
  // Server rendering of public store routes (issue 15): on unless SSR=0, and only while the shell's
  // server build exists (npm run build in shell writes it; it is never under the served shell/dist).
  const ssr = config.ssr
    ? createSsrPool({
        entry: path.join(config.rootDir, 'shell/dist-server/main.js'),
        deadlineMs: config.ssrDeadlineMs,
      })
    : null;
  if (ssr) onStop(() => ssr.close());
  // One watch for both hosts: a canary's browsers and failures are counted wherever they load it.
  const canaryWatch = createCanaryWatch({
    cdnDir: config.cdnDir,
    environment: config.environment,
    minBrowsers: config.canaryMinBrowsers,
    maxErrorRate: config.canaryMaxErrorRate,
    log,
  });
  onStop(() => canaryWatch.flush());
  const shellServer = await startShellServer({
    port: config.shellPort,
    shellDist: path.join(config.rootDir, 'shell/dist'),
    cdnDir: config.cdnDir,
    cdnUrl: config.cdnUrl,
    environment: config.environment,
    config: configDocument(config),
    frameAncestors: config.frameAncestors,
    publicUrl: config.shellUrl,
    // Store pages call the API on their own origin (no preflight) and get their boot data inline.
    sandboxInternalUrl: config.sandboxInternalUrl,
    bootData: true,
    ssr,
    canaryWatch,
    // The operators' page (shell/server/operators/) with the CLI's own actions.
    operators: config.operatorToken
      ? { token: config.operatorToken, actions: deployActions(config, { log }) }
      : null,
  });
  onStop(() => close(shellServer));
  // The payments standalone host: the shell server's code over another dist (no shell), whose
  // /config.json adds the registered integrator origins, which alone may frame it.
  const paymentsServer = await startShellServer({
    port: config.paymentsPort,
    shellDist: path.join(config.rootDir, 'mfe-payments/standalone/dist'),
    cdnDir: config.cdnDir,
    cdnUrl: config.cdnUrl,
    environment: config.environment,
    config: { ...configDocument(config), embedOrigins: config.embedOrigins },
    frameAncestors: config.embedOrigins,
    // The provider window an embedded payment opens returns here and hands the return to its
    // opener, the frame on the merchant's page (another origin): same-origin would cut that link.
    opener: 'unsafe-none',
    canaryWatch,
  });
  onStop(() => close(paymentsServer));
  return { shellServer, paymentsServer, ssr };
}

/**
 * Start the sandbox child (it seeds itself on first start; slow, so it starts first) and the two
 * HTTP servers, deploy the builds, wait for the sandbox's health. Everything is registered with
 * processes.mjs so stopAll() or a signal stops it.
 * @param {ReturnType<import('./ports.mjs').stackConfig>} config
 * @param {{ sandboxStdio?: import('node:child_process').StdioOptions, log?: (line: string) => void, deploy?: boolean }} [options]
 */
export async function startStack(config, { sandboxStdio, log = console.log, deploy = true } = {}) {
  fs.mkdirSync(config.cdnDir, { recursive: true });
  // Closed last (clean-ups run newest first): the servers and the canary watch use it to the end.
  onStop(() => closeRegistryDatabases());
  const sandbox = spawnSandbox(config, sandboxStdio ? { stdio: sandboxStdio } : {});
  onStop(() => stopChild(sandbox));
  const cdnServer = await startCdnServer({
    cdnDir: config.cdnDir,
    port: config.cdnPort,
    faultScenes: config.cdnFaultScenes,
  });
  onStop(() => close(cdnServer));
  const { shellServer, ssr } = await startShellHosts(config, { log });
  const embedDemoServer = await startEmbedDemoServer({
    port: config.embedDemoPort,
    paymentsUrl: config.paymentsUrl,
  });
  onStop(() => close(embedDemoServer));
  const deployed = deploy ? await deployBuilds(config, { log }) : [];
  await waitForHealth(`http://localhost:${config.sandboxPort}/sandbox/health`, {
    child: sandbox,
    what: 'the sandbox',
  });
  // The live remotes' server entries loaded once, so the first shopper does not pay for it (and
  // again in each new worker: after a recycle, or once a server build appears). After the
  // sandbox's health: the warm-up's boot document needs a store.
  if (ssr) {
    if (await ssr.available()) log('Warming up the server render…');
    await shellServer.warmUpSsr();
  }
  return { sandbox, cdnServer, shellServer, deployed };
}
