#!/usr/bin/env node
// @ts-check
// npm run bench:fleet (issue 42): a fleet on this machine (src/fleet/start-fleet.mjs, throwaway
// data, FLEET_PORT default 8190 so a running start:fleet keeps its ports), then, through nginx,
// server-rendered landing and catalogue pages under load (autocannon; BENCH_FLEET_SECONDS each,
// default 10, BENCH_FLEET_CONNECTIONS at once, default 16) with one shell server behind nginx and
// with two, side by side in one run, and their ratio; then a promote and a rollback made on one
// server's operators' page, and the time until the other server's pages carry them. Writes
// deploy/stack/bench/fleet-report.{json,md}; figures in deploy/stack/bench/README.md.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from '../src/install.mjs';
import { installSignalHandlers, onStop, stopAll } from '../src/processes.mjs';
import { fleetConfig } from '../src/fleet/fleet-config.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const benchDir = path.join(rootDir, 'deploy/stack/bench');
const ROUTES = [
  { name: 'landing', path: '/tienda-demo' },
  { name: 'catalogue', path: '/tienda-demo/catalog' },
];
const REMOTE = 'mfe-catalog';

/** The operators' page of one server, driven over HTTP as its forms are. */
async function operatorsPage(serverUrl, token) {
  const signIn = await fetch(`${serverUrl}/_operadores/ingresar`, {
    method: 'POST',
    body: new URLSearchParams({ name: 'bench:fleet', token }),
    redirect: 'manual',
  });
  const cookie = signIn.headers
    .getSetCookie()
    .map((c) => c.split(';')[0])
    .join('; ');
  if (!cookie) throw new Error(`operators' sign-in on ${serverUrl}: HTTP ${signIn.status}`);
  const page = await (await fetch(`${serverUrl}/_operadores/`, { headers: { cookie } })).text();
  const form = /name="form" value="([^"]+)"/.exec(page)?.[1];
  if (!form) throw new Error(`no form token on ${serverUrl}/_operadores/`);
  return async (fields) => {
    const response = await fetch(`${serverUrl}/_operadores/acciones`, {
      method: 'POST',
      headers: { cookie },
      body: new URLSearchParams({ form, remote: REMOTE, why: 'bench:fleet', ...fields }),
      redirect: 'manual',
    });
    if (response.status !== 303)
      throw new Error(`operators' ${fields.kind} on ${serverUrl}: HTTP ${response.status}`);
  };
}

function report(result) {
  const row = (r) =>
    `| ${r.route} | ${r.servers} | ${r.requestsPerSecond} | ${r.p95Ms} | ${r.p50Ms} | ${r.errors + r.non2xx} |`;
  return [
    `# bench:fleet, ${result.at}`,
    '',
    `Machine: ${result.cores} cores (${result.cpu}), ${result.seconds} s per measure, ${result.connections} connections, through nginx.`,
    '',
    '| route | shell servers | requests/s | p95 ms | p50 ms | errors |',
    '|---|---|---|---|---|---|',
    ...result.loads.map(row),
    '',
    ...result.ratios.map(
      (r) =>
        `- ${r.route}: ${r.ratio}× the requests per second with ${r.servers} servers as with one`,
    ),
    ...result.propagation.map(
      (p) =>
        `- a ${p.action} on server ${p.from}'s operators' page reached server ${p.to}'s pages in ${p.ms} ms`,
    ),
    '',
  ].join('\n');
}

async function main() {
  installSignalHandlers({ onSignal: () => console.log('\nStopping the fleet…') });
  await ensureInstalled(rootDir);
  const { buildAll } = await import('../src/stack.mjs');
  const { nginxSites, startFleet } = await import('../src/fleet/start-fleet.mjs');
  const { reloadNginx } = await import('../src/fleet/nginx.mjs');
  const { nginxBinary } = await import('../src/fleet/debian-packages.mjs');
  const { load, propagation } = await import('../src/fleet/fleet-bench.mjs');
  const { publish } = await import('../src/registry.mjs');
  await buildAll(rootDir);
  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-fleet-bench-'));
  fs.chmodSync(scratch, 0o755); // PostgreSQL's and nginx's users read below it
  onStop(() => fs.rmSync(scratch, { recursive: true, force: true }));
  process.env.OPERATOR_TOKEN ??= randomBytes(24).toString('base64url');
  process.env.SANDBOX_CLIENT_LIMIT_FACTOR ??= '20';
  const fleet = fleetConfig(
    { ...process.env, FLEET_DATA_DIR: scratch, FLEET_PORT: process.env.FLEET_PORT ?? '8190' },
    rootDir,
  );
  const state = await startFleet(fleet);
  const seconds = Number(process.env.BENCH_FLEET_SECONDS ?? 10);
  const connections = Number(process.env.BENCH_FLEET_CONNECTIONS ?? 16);
  const servers = state.servers.map((s) => `http://localhost:${s.shellPort}`);

  console.log('Warming up every server…');
  for (const url of servers)
    for (const route of ROUTES) await load(`${url}${route.path}`, { seconds: 2, connections: 4 });

  const loads = [];
  for (const count of [1, servers.length]) {
    reloadNginx(/** @type {string} */ (nginxBinary()), nginxSites(fleet, count));
    await new Promise((resolve) => setTimeout(resolve, 1000)); // the old workers finish
    for (const route of ROUTES) {
      console.log(`${route.name} through nginx, ${count} shell server(s), ${seconds} s…`);
      const measured = await load(`${fleet.urls.shell}${route.path}`, { seconds, connections });
      loads.push({ route: route.name, servers: count, ...measured });
    }
  }
  const ratios = ROUTES.map((route) => {
    const [one, all] = [1, servers.length].map(
      (count) =>
        loads.find((l) => l.route === route.name && l.servers === count)?.requestsPerSecond ?? 0,
    );
    return {
      route: route.name,
      servers: servers.length,
      ratio: Math.round((100 * all) / one) / 100,
    };
  });

  // A promote (through the contract gate) and a rollback on server 1's page; server 2's pages.
  const live = state.deployed.find((d) => d.remote === REMOTE);
  const base = live && 'version' in live ? live.version : '';
  const copy = path.join(scratch, 'variant');
  fs.cpSync(path.join(fleet.cdnDir, REMOTE, base), copy, { recursive: true });
  fs.writeFileSync(path.join(copy, 'bench-variant.txt'), new Date().toISOString());
  const { version } = await publish({ rootDir, cdnDir: fleet.cdnDir, remote: REMOTE, from: copy });
  const act = await operatorsPage(servers[0], process.env.OPERATOR_TOKEN);
  const other = `${servers[1] ?? servers[0]}/tienda-demo`;
  console.log(`Promote ${REMOTE}@${version} on server 1's operators' page (contract gate first)…`);
  const promoted = await propagation(
    () => act({ kind: 'promote', version }),
    other,
    REMOTE,
    version,
  );
  const rolledBack = await propagation(() => act({ kind: 'rollback' }), other, REMOTE, base);
  const result = {
    at: new Date().toISOString(),
    cores: os.availableParallelism(),
    cpu: os.cpus()[0]?.model ?? 'unknown',
    seconds,
    connections,
    loads,
    ratios,
    propagation: [
      { action: 'promote', from: 1, to: servers.length, ms: promoted },
      { action: 'rollback', from: 1, to: servers.length, ms: rolledBack },
    ],
  };
  fs.writeFileSync(
    path.join(benchDir, 'fleet-report.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  fs.writeFileSync(path.join(benchDir, 'fleet-report.md'), report(result));
  console.log(`\n${report(result)}`);
  const failed = loads.filter((l) => l.errors + l.non2xx > 0);
  await stopAll();
  if (failed.length > 0) {
    console.error(`Errors under load: ${failed.map((l) => `${l.route}×${l.servers}`).join(', ')}`);
    process.exit(1);
  }
  process.exit(0);
}

main().catch(async (error) => {
  console.error(`\nnpm run bench:fleet failed: ${error.stack ?? error.message}`);
  await stopAll();
  process.exit(1);
});
