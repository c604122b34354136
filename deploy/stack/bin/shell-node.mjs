#!/usr/bin/env node
// @ts-check
// One shell server of a fleet (`npm run start:fleet` starts FLEET_SHELL_SERVERS of them behind
// nginx): the shell server on SHELL_PORT and the payments standalone host on PAYMENTS_PORT, with
// their canary watch and render workers, the registry at REGISTRY_DATABASE_URL (shared by the
// fleet), the API through SANDBOX_INTERNAL_URL. Stops on SIGTERM / SIGINT.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { installSignalHandlers, onStop, stopAll } from '../src/processes.mjs';
import { stackConfig } from '../src/ports.mjs';
import { closeRegistryDatabases } from '../src/registry.mjs';
import { startShellHosts } from '../src/stack.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function main() {
  installSignalHandlers();
  if (!process.env.REGISTRY_DATABASE_URL)
    throw new Error('REGISTRY_DATABASE_URL is not set: a fleet shares one registry');
  const config = stackConfig(process.env, rootDir);
  onStop(() => closeRegistryDatabases());
  const { shellServer, ssr } = await startShellHosts(config);
  if (ssr) await shellServer.warmUpSsr();
  console.log(`[shell ${config.shellPort}] serving (payments host ${config.paymentsPort})`);
}

main().catch(async (error) => {
  console.error(`[shell ${process.env.SHELL_PORT}] failed to start: ${error.message}`);
  await stopAll();
  process.exit(1);
});
