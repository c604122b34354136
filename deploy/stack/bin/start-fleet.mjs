#!/usr/bin/env node
// @ts-check
// npm run start:fleet: the stack as a fleet on this machine (issue 42; deploy/README.md, "A
// fleet"): PostgreSQL and nginx from Debian (installed when missing), two sandboxes and two shell
// servers on one database behind nginx, the CDN folder served by nginx. Builds first, as npm start
// does. Ctrl-C (or `npm run stop:fleet` from another terminal) stops all of it.
// `npm run start:fleet -- stop`: stops a running fleet (its fleet.json names the process).
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from '../src/install.mjs';
import { installSignalHandlers, stopAll } from '../src/processes.mjs';
import { fleetConfig } from '../src/fleet/fleet-config.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

function stopRunning(fleet) {
  let state;
  try {
    state = JSON.parse(fs.readFileSync(fleet.stateFile, 'utf8'));
  } catch {
    console.log(`No fleet is running (${fleet.stateFile} is missing).`);
    return;
  }
  process.kill(state.pid, 'SIGTERM');
  console.log(`Stopping the fleet (process ${state.pid}).`);
}

async function main() {
  const fleet = fleetConfig(process.env, rootDir);
  if (process.argv[2] === 'stop') return stopRunning(fleet);
  installSignalHandlers({ onSignal: () => console.log('\nStopping the fleet…') });
  await ensureInstalled(rootDir);
  const { buildAll } = await import('../src/stack.mjs');
  const { startFleet } = await import('../src/fleet/start-fleet.mjs');
  await buildAll(rootDir);
  const state = await startFleet(fleet);
  console.log(
    [
      '',
      'The fleet is running. Ctrl-C (or npm run stop:fleet) stops it.',
      '',
      `  Shell (stores)     ${state.urls.shell}/tienda-demo   (nginx → ${state.servers.map((s) => s.shellPort).join(', ')})`,
      `  Remote CDN         ${state.urls.cdn}/{remote}/{version}/   (nginx, static files)`,
      `  API sandbox        ${state.urls.sandbox}/v1   (nginx → ${state.sandboxes.map((s) => s.port).join(', ')})`,
      `  Payments alone     ${state.urls.payments}/{store}/paymentLink/{id}`,
      `  Operators          ${state.urls.shell}/_operadores/   (with OPERATOR_TOKEN set)`,
      `  PostgreSQL         ${state.registryUrl}`,
      '',
      `  Deploy to it: CDN_DIR=${path.relative(rootDir, state.cdnDir)} CDN_PUBLIC_URL=${state.urls.cdn} \\`,
      `    SHELL_PUBLIC_URL=${state.urls.shell} REGISTRY_DATABASE_URL=${state.registryUrl} npm run deploy -- status`,
      '',
    ].join('\n'),
  );
}

main().catch(async (error) => {
  console.error(`\nnpm run start:fleet failed: ${error.message}`);
  await stopAll();
  process.exit(1);
});
