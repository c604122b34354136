#!/usr/bin/env node
// @ts-check
// npm start: install what is missing, build, serve the whole stack (the sandbox seeds itself on
// first start), print the URLs. Ctrl-C stops all of it. Ports: SHELL_PORT, CDN_PORT, SANDBOX_PORT,
// PAYMENTS_PORT, EMBED_DEMO_PORT.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from '../src/install.mjs';
import { installSignalHandlers, isStopping, stopAll } from '../src/processes.mjs';
import { stackConfig } from '../src/ports.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

async function main() {
  installSignalHandlers({ onSignal: () => console.log('\nStopping…') });
  await ensureInstalled(rootDir);
  // Loaded only now: the stack's modules import packages (proper-lockfile, semver) that a fresh
  // clone has only once ensureInstalled has run npm ci.
  const { buildAll, startStack } = await import('../src/stack.mjs');
  const config = stackConfig(process.env, rootDir);
  await buildAll(rootDir);
  const dataDir = config.databaseUrl
    ? 'PostgreSQL at DATABASE_URL'
    : path.relative(rootDir, config.dataDir).startsWith('..')
      ? config.dataDir
      : path.relative(rootDir, config.dataDir);
  console.log(`Starting the stack (sandbox data: ${dataDir})…`);
  const { deployed, sandbox } = await startStack(config);
  sandbox.once('exit', (code, signal) => {
    if (isStopping()) return;
    console.error(`The sandbox stopped (${signal ?? `exit ${code}`}); stopping the stack.`);
    stopAll().finally(() => process.exit(1));
  });
  const shellHost = new URL(config.shellUrl);
  const ownHost = `${shellHost.protocol}//servicios-demo.${shellHost.host}/`;
  const lines = [
    '',
    'Storefront is running. Ctrl-C stops it.',
    '',
    `  Shell (stores)     ${config.shellUrl}/{store}/`,
    `  Remote CDN         ${config.cdnUrl}/{remote}/{version}/`,
    `  API sandbox        ${config.apiBaseUrl}  (mailbox: ${config.sandboxUrl}/sandbox/mailbox)`,
    `  Payments alone     ${config.paymentsUrl}/{store}/paymentLink/{id}  (embed: ${config.paymentsUrl}/embed.js)`,
    `  Embed demo page    ${config.embedDemoUrl}/  (another origin, one script tag)`,
    '',
    '  Demo stores',
    `    ${config.shellUrl}/tienda-demo`,
    `    ${config.shellUrl}/farmacia-demo`,
    `    ${ownHost}   (a store on its own host)`,
    '',
    '  Demo login         ana@demo.cl / demo1234 ("Ingresar con contraseña"), or a one-time code',
    `                     from the mailbox ${config.sandboxUrl}/sandbox/mailbox`,
    '',
    '  Live remotes',
    ...deployed.map((d) =>
      'error' in d
        ? `    ${d.remote.padEnd(18)} NOT DEPLOYED: ${d.error}`
        : `    ${d.remote.padEnd(18)} ${d.version}`,
    ),
    '',
  ];
  console.log(lines.join('\n'));
}

main().catch(async (error) => {
  console.error(`\nnpm start failed: ${error.message}`);
  await stopAll();
  process.exit(1);
});
