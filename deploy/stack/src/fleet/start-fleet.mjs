// @ts-check
// A fleet on this machine (issue 42): PostgreSQL and nginx from Debian, FLEET_SANDBOXES sandbox
// processes and FLEET_SHELL_SERVERS shell servers on one database, the CDN folder served by nginx.
// Every process is tracked by processes.mjs, so stopAll() (Ctrl-C on `npm run start:fleet`, or
// npm test) stops the servers, then nginx, then PostgreSQL.
import fs from 'node:fs';
import path from 'node:path';
import { onStop, spawnSandbox, spawnTracked, stopChild, waitForHealth } from '../processes.mjs';
import { stackConfig } from '../ports.mjs';
import { closeRegistryDatabases, useRegistryDatabase } from '../registry.mjs';
import { deployBuilds } from '../stack.mjs';
import { ensureDebianPackages, nginxBinary, postgresBinDir } from './debian-packages.mjs';
import { fleetProcessEnv } from './fleet-config.mjs';
import { startNginx } from './nginx.mjs';
import { startPostgres } from './postgres-server.mjs';

/**
 * A fleet whose process was killed (no Ctrl-C) leaves its servers running: those its state file
 * names are ended before a new fleet takes the ports.
 * @param {ReturnType<typeof import('./fleet-config.mjs').fleetConfig>} fleet
 * @param {(line: string) => void} log
 */
function stopLeftovers(fleet, log) {
  let state;
  try {
    state = JSON.parse(fs.readFileSync(fleet.stateFile, 'utf8'));
  } catch {
    return;
  }
  for (const { pid } of [...(state.servers ?? []), ...(state.sandboxes ?? [])]) {
    try {
      process.kill(-pid, 'SIGKILL'); // each runs in its own process group
      log(`stopped process ${pid}, left running by an earlier fleet`);
    } catch {
      // gone already
    }
  }
  fs.rmSync(fleet.stateFile, { force: true });
}

/**
 * What nginx serves for the fleet; `shellServers`: only the first N shell servers behind it
 * (bench:fleet compares one with all).
 * @param {ReturnType<typeof import('./fleet-config.mjs').fleetConfig>} fleet
 */
export function nginxSites(fleet, shellServers = fleet.shellServers.length) {
  const servers = fleet.shellServers.slice(0, shellServers);
  return {
    dir: path.join(fleet.dataDir, 'nginx'),
    cdnDir: fleet.cdnDir,
    ports: fleet.ports,
    upstreams: {
      shell: servers.map((s) => s.shellPort),
      payments: servers.map((s) => s.paymentsPort),
      sandbox: fleet.sandboxPorts,
    },
  };
}

/**
 * One shell server of the fleet (bin/shell-node.mjs), tracked; resolves once it serves.
 * @param {ReturnType<typeof import('./fleet-config.mjs').fleetConfig>} fleet
 * @param {NodeJS.ProcessEnv} env the fleet's process environment
 * @param {{ shellPort: number, paymentsPort: number }} server
 */
export async function startShellNode(fleet, env, server) {
  const child = spawnTracked(
    process.execPath,
    [path.join(fleet.rootDir, 'deploy/stack/bin/shell-node.mjs')],
    {
      cwd: fleet.rootDir,
      env: {
        ...env,
        SHELL_PORT: String(server.shellPort),
        PAYMENTS_PORT: String(server.paymentsPort),
      },
    },
  );
  onStop(() => stopChild(child));
  await waitForHealth(`http://127.0.0.1:${server.shellPort}/config.json`, {
    child,
    what: `shell server ${server.shellPort}`,
  });
  return child;
}

/**
 * Starts the fleet from built remotes and shell (npm run build first), publishes and promotes the
 * builds into its registry through nginx's CDN, and writes fleet.stateFile.
 * @param {ReturnType<typeof import('./fleet-config.mjs').fleetConfig>} fleet
 * @param {{ log?: (line: string) => void, env?: NodeJS.ProcessEnv }} [options] env: what every
 *   process of the fleet starts from (OPERATOR_TOKEN, the canary's thresholds…)
 */
export async function startFleet(fleet, { log = console.log, env: baseEnv = process.env } = {}) {
  ensureDebianPackages(
    [
      { name: 'postgresql', present: postgresBinDir },
      { name: 'nginx', present: nginxBinary },
    ],
    { log },
  );
  fs.mkdirSync(fleet.cdnDir, { recursive: true });
  stopLeftovers(fleet, log);
  const postgres = await startPostgres({
    dir: path.join(fleet.dataDir, 'postgres'),
    port: fleet.postgresPort,
    database: fleet.database,
    log,
  });
  onStop(() => postgres.stop());
  const env = fleetProcessEnv(fleet, postgres.url, baseEnv);
  // This process publishes and promotes: its registry is the fleet's.
  useRegistryDatabase(fleet.cdnDir, { url: postgres.url });
  onStop(() => closeRegistryDatabases());

  const nginx = await startNginx(/** @type {string} */ (nginxBinary()), nginxSites(fleet));
  onStop(() => stopChild(nginx));
  log(`nginx on ${Object.values(fleet.urls).join(', ')}`);

  // The sandboxes one after another: the first seeds an empty database, the next finds it seeded.
  const sandboxes = [];
  for (const port of fleet.sandboxPorts) {
    const config = stackConfig({ ...env, SANDBOX_PORT: String(port) }, fleet.rootDir);
    const sandbox = spawnSandbox({ ...config, sandboxUrl: fleet.urls.sandbox });
    onStop(() => stopChild(sandbox));
    await waitForHealth(`http://127.0.0.1:${port}/sandbox/health`, {
      child: sandbox,
      what: `sandbox ${port}`,
    });
    sandboxes.push({ port, pid: sandbox.pid });
  }
  log(`${sandboxes.length} sandboxes on one PostgreSQL database`);

  const deployed = await deployBuilds(stackConfig(env, fleet.rootDir), { log });
  const failed = deployed.filter((d) => 'error' in d);
  if (failed.length > 0)
    throw new Error(`not deployed: ${failed.map((d) => d.remote).join(', ')} (see above)`);

  const servers = [];
  for (const server of fleet.shellServers) {
    const child = await startShellNode(fleet, env, server);
    servers.push({ ...server, pid: child.pid });
  }
  const state = {
    pid: process.pid,
    urls: fleet.urls,
    cdnDir: fleet.cdnDir,
    registryUrl: postgres.url,
    servers,
    sandboxes,
  };
  fs.writeFileSync(fleet.stateFile, `${JSON.stringify(state, null, 2)}\n`);
  onStop(() => fs.rmSync(fleet.stateFile, { force: true }));
  return { ...state, env, deployed };
}
