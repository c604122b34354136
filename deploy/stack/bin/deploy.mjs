#!/usr/bin/env node
// @ts-check
// npm run deploy -- publish <remote|all> [--from <dir>]
//                   promote <remote> <version> [--canary <percent>] [--why <text>] [--skip-gate <why>]
//                   rollback <remote> [--to <version>] [--why <text>]
//                   status [--json]
// Env: CDN_DIR (default .cdn), CDN_PORT / CDN_PUBLIC_URL (where promote's load check fetches),
// DEPLOY_ENV (registry environment, default "local"), REGISTRY_DATABASE_URL (the registry's
// PostgreSQL; default the embedded one in <cdn>/.registry), SHELL_PUBLIC_URL / SHELL_PORT and
// SANDBOX_INTERNAL_URL / SANDBOX_PORT (the running stack the contract gate checks against),
// DEPLOY_GATE_STORE (the store it opens, default tienda-demo), DEPLOY_USER (who, in the history;
// default the OS user). See deploy/README.md.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deployActions } from '../src/deploy-actions.mjs';
import { REMOTES, stackConfig } from '../src/ports.mjs';
import { closeRegistryDatabases, publish } from '../src/registry.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const config = stackConfig(process.env, rootDir);
// The same actions as the operators' page (shell/server/operators/).
const actions = deployActions(config);
const USAGE = `Usage: npm run deploy -- publish <remote|all> [--from <dir>]
                         promote <remote> <version> [--canary <percent>] [--why <text>] [--skip-gate <why>]
                         rollback <remote> [--to <version>] [--why <text>]
                         status [--json]
Remotes: ${REMOTES.map((r) => r.package).join(', ')}`;

function option(args, name) {
  const index = args.indexOf(name);
  if (index < 0) return undefined;
  const value = args[index + 1];
  if (!value || value.startsWith('--')) throw new Error(`${name} needs a value`);
  args.splice(index, 2);
  return value;
}

/** One history entry: when, who, what, why. */
function historyLine(entry) {
  const what =
    entry.action === 'canary'
      ? `canary ${entry.remote}@${entry.version} for ${entry.percent} %`
      : entry.action === 'auto-rollback' || (entry.action === 'rollback' && entry.percent)
        ? `${entry.action} of the canary ${entry.remote}@${entry.from} (live: ${entry.version})`
        : `${entry.action} ${entry.remote}@${entry.version}${entry.from ? ` (was ${entry.from})` : ''}`;
  return `${entry.at}  ${entry.who}  ${what}${entry.why ? `: ${entry.why}` : ''}`;
}

async function main(argv) {
  const args = [...argv];
  const command = args.shift();
  switch (command) {
    case 'publish': {
      const from = option(args, '--from');
      const [remote] = args;
      if (!remote) throw new Error(USAGE);
      const remotes = remote === 'all' ? REMOTES.map((r) => r.package) : [remote];
      if (from && remotes.length > 1) throw new Error('--from takes one remote');
      for (const name of remotes) {
        const result = await publish({ rootDir, cdnDir: config.cdnDir, remote: name, from });
        console.log(
          `${result.remote}@${result.version} ${result.created ? 'published to' : 'already published in'} ${path.relative(rootDir, result.dir) || result.dir}`,
        );
      }
      console.log('Promote with: npm run deploy -- promote <remote> <version>');
      return;
    }
    case 'promote': {
      const skipGate = option(args, '--skip-gate');
      const why = option(args, '--why');
      const share = option(args, '--canary');
      const canary = share === undefined ? undefined : Number(share);
      const [remote, version] = args;
      if (!remote || !version) throw new Error(USAGE);
      const result = await actions.promote({ remote, version, skipGate, canary, why });
      const where = `in "${config.environment}"`;
      console.log(
        !result.changed
          ? `${result.remote}@${result.version} was already live ${where}${canary ? ` for ${canary} %` : ''}`
          : canary
            ? `${result.remote}@${result.version} is live ${where} for ${canary} % of browsers (a canary; the others keep the live version)`
            : `${result.remote}@${result.version} is live ${where} (last-known-good: ${result.previous?.[0] ?? 'none'})`,
      );
      return;
    }
    case 'rollback': {
      const to = option(args, '--to');
      const why = option(args, '--why');
      const [remote] = args;
      if (!remote) throw new Error(USAGE);
      const result = await actions.rollback({ remote, to, why });
      console.log(
        result.canary
          ? `${result.remote}: the canary ${result.from} ended; ${result.version} is live for every browser in "${config.environment}"`
          : `${result.remote}: ${result.from} → ${result.version} is live in "${config.environment}"`,
      );
      return;
    }
    case 'status': {
      const json = args.includes('--json');
      const result = await actions.status();
      if (json) {
        console.log(JSON.stringify(result, null, 2));
        return;
      }
      console.log(`Environment "${result.environment}" (${config.cdnDir})`);
      if (result.remotes.length === 0) console.log('  nothing published yet');
      for (const row of result.remotes) {
        console.log(`  ${row.remote}`);
        console.log(`    live      ${row.live ?? '-'}`);
        if (row.canary)
          console.log(
            `    canary    ${row.canary.version} for ${row.canary.percent} % since ${row.canary.since}: ${row.canary.failed} of ${row.canary.served} browsers failed`,
          );
        console.log(`    previous  ${row.previous.join(', ') || '-'}`);
        console.log(`    kept      ${row.kept.join(', ') || '-'}`);
      }
      if (result.history.length > 0) console.log('History (oldest first)');
      for (const entry of result.history.slice(-20)) console.log(`  ${historyLine(entry)}`);
      return;
    }
    default:
      throw new Error(USAGE);
  }
}

// The registry's database closed either way: when this command opened the embedded registry
// itself (no stack running), that ends its server and frees the data folder for the next.
main(process.argv.slice(2))
  .catch((error) => {
    console.error(error.message);
    process.exitCode = 1;
  })
  .finally(() => closeRegistryDatabases());
