#!/usr/bin/env node
// @ts-check
// npm test: every test, on a fresh clone too, with or without `npm start` running.
//  1. install what is missing, build (turbo) while a stack of its own starts: shell 18080, CDN
//     18081, sandbox 14000, with throwaway data and CDN folders;
//  2. unit, component, SDK and sandbox tests: `turbo run test` (jest per package, the sandbox's
//     last); beside them, Playwright's resilience pass (deploy/e2e, Debian's Chromium) through
//     that stack, which jest never touches, then the static checks: strict TypeScript in every
//     package (one program, tsconfig.workspace.json; src/static-checks.mjs), the JS typecheck
//     (every .mjs/.cjs, deploy/stack/tsconfig.json) and the one lint setup (eslint .), each one
//     test; then a check that the pass left the stack as deployed;
//  3. the Playwright journeys through that stack, from the sandbox's seed; then the fleet's
//     journeys through a fleet of their own (PostgreSQL and nginx from Debian, two sandboxes and two
//     shell servers: src/fleet/fleet-pass.mjs), ports from TEST_PORT_BASE + 1010;
//  4. stop the stack whatever happens, write .stack/test-results/timings.json (each phase, jest
//     file and journey; the slowest printed), and end with one line "N passed, N failed[, N skipped]".
// Exit code: 0 only when nothing failed. The passes are src/test-passes.mjs (jest through turbo,
// Playwright, the static checks, the stack-as-deployed check; their deadlines), each command run
// with src/run-with-deadline.mjs; what the runs leave on disk is read by src/test-results-files.mjs.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureInstalled } from '../src/install.mjs';
import { installSignalHandlers, onStop, stopAll } from '../src/processes.mjs';
import { stackConfig } from '../src/ports.mjs';
import { buildAll, deployBuilds, startStack } from '../src/stack.mjs';
import { addUp, formatTotals } from '../src/test-summary.mjs';
import {
  expectStackAsDeployed,
  playwrightPass,
  staticChecks,
  unitTests,
} from '../src/test-passes.mjs';
import { fleetPass } from '../src/fleet/fleet-pass.mjs';
import { jestResults, readJson } from '../src/test-results-files.mjs';
import {
  formatTimings,
  jestFileTimings,
  phaseClock,
  playwrightTimings,
  timingsReport,
} from '../src/test-timings.mjs';

const rootDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const resultsDir = path.join(rootDir, '.stack/test-results');

const log = (line) => console.log(`[npm test] ${line}`);
const clock = phaseClock();
/** What the passes (src/test-passes.mjs) need of this run. */
const run = { rootDir, resultsDir, log, clock };

/** timings.json and the slowest files and journeys; a report that cannot be made fails nothing. */
function reportTimings() {
  try {
    const report = timingsReport({
      total: clock.elapsed(),
      phases: clock.phases,
      jestFiles: jestFileTimings(jestResults(resultsDir)),
      tests: ['journeys', 'resilience', 'fleet'].flatMap((pass) =>
        playwrightTimings(readJson(path.join(resultsDir, `playwright-${pass}.json`)), pass),
      ),
    });
    fs.writeFileSync(path.join(resultsDir, 'timings.json'), `${JSON.stringify(report, null, 2)}\n`);
    console.log(`\n${formatTimings(report).join('\n')}`);
  } catch (caught) {
    const error = /** @type {Error} */ (caught);
    log(`no timings report: ${error.message}`);
  }
}

async function main() {
  installSignalHandlers({ onSignal: () => log('interrupted; stopping the test stack') });
  await clock.phase('install', () => ensureInstalled(rootDir, log));
  fs.rmSync(resultsDir, { recursive: true, force: true });
  fs.mkdirSync(resultsDir, { recursive: true });

  const scratch = fs.mkdtempSync(path.join(os.tmpdir(), 'storefront-test-'));
  onStop(() => fs.rmSync(scratch, { recursive: true, force: true }));
  // TEST_PORT_BASE moves the whole stack (shell base, CDN +1, payments +2, embed demo +3,
  // sandbox base − 4080), so two runs can share a machine.
  const base = Number(process.env.TEST_PORT_BASE ?? 18080);
  const env = {
    SHELL_PORT: String(base),
    CDN_PORT: String(base + 1),
    SANDBOX_PORT: String(base - 4080),
    PAYMENTS_PORT: String(base + 2),
    EMBED_DEMO_PORT: String(base + 3),
    CDN_DIR: path.join(scratch, 'cdn'),
    SANDBOX_DATA_DIR: path.join(scratch, 'sandbox-data'),
    DEPLOY_ENV: 'local',
    // The resilience journeys take a remote down on the CDN itself (cdn-faults.mjs).
    CDN_FAULT_SCENES: '1',
    // The operators' page (shell/server/operators/), signed into by operators-resilience.spec.ts.
    OPERATOR_TOKEN: randomBytes(24).toString('base64url'),
  };
  // Every browser of the suite comes from this one address: the sandbox's per-client brakes
  // (code requests, e-mail checks, failed passwords) get 20 times the room. Their real values are
  // proved by the sandbox's own tests.
  process.env.SANDBOX_CLIENT_LIMIT_FACTOR ??= '20';
  // Throwaway data: the test stack never touches a PostgreSQL server unless asked to.
  if (process.env.TEST_DATABASE_URL) env.DATABASE_URL = process.env.TEST_DATABASE_URL;
  const config = stackConfig(env, rootDir);

  const parts = [];
  const notes = [];
  // The sandbox seeds itself while turbo builds: both are slow, neither waits for the other.
  log(
    `Building and starting the test stack (${config.shellUrl}, ${config.cdnUrl}, ${config.sandboxUrl})`,
  );
  const [build, stack] = await Promise.allSettled([
    clock.phase('build (beside the stack start)', () => buildAll(rootDir, { log })),
    clock.phase('stack start (beside the build)', () => startStack(config, { deploy: false, log })),
  ]);
  let deployed = false;
  const deployedVersions = new Map();
  if (stack.status === 'rejected') {
    parts.push({ passed: 0, failed: 1, skipped: 0 });
    notes.push(`test stack: ${stack.reason.message}`);
  }
  if (build.status === 'rejected') {
    parts.push({ passed: 0, failed: 1, skipped: 0 });
    notes.push(`build: ${build.reason.message}`);
  } else {
    const results = await clock.phase('deploy', () => deployBuilds(config, { log }));
    for (const r of results) if (!('error' in r)) deployedVersions.set(r.remote, r.version);
    const failures = results.filter((r) => 'error' in r);
    for (const f of failures) notes.push(`deploy ${f.remote}: ${f.error}`);
    parts.push({ passed: 0, failed: failures.length, skipped: 0 });
    deployed = failures.length === 0;
  }

  const e2eReady =
    stack.status === 'fulfilled' &&
    build.status === 'fulfilled' &&
    fs.existsSync(path.join(rootDir, 'shell/dist/index.html'));
  if (stack.status === 'rejected')
    notes.push('end-to-end tests not run: the test stack did not start');
  else if (!e2eReady) {
    notes.push('end-to-end tests not run: the shell is not built');
    parts.push({ passed: 0, failed: 1, skipped: 0 });
  } else if (!deployed) log('Some remotes are not deployed; running the end-to-end tests anyway');

  // Beside jest (issue 37), which never touches the test stack: the resilience pass (one browser;
  // its pages wait on the network and on timers, so alone it left a quarter of the two cores
  // idle), then the static checks (one process: tsc, then eslint). Its output is printed once it
  // ends, not mixed into jest's.
  const resilienceLog = path.join(resultsDir, 'playwright-resilience.log');
  const resiliencePass = async () => {
    if (!e2eReady) return null;
    try {
      return await playwrightPass(run, config, 'resilience', {
        phase: 'end-to-end (resilience, beside jest)',
        logFile: resilienceLog,
      });
    } finally {
      if (fs.existsSync(resilienceLog)) {
        console.log(`\n[npm test] The resilience pass (${resilienceLog}):`);
        console.log(fs.readFileSync(resilienceLog, 'utf8'));
      }
    }
  };
  const [unit, [resilience, statics]] = await Promise.all([
    clock.phase('unit, component, SDK and sandbox (jest)', () => unitTests(run)),
    (async () => [await resiliencePass(), await staticChecks(run)])(),
  ]);
  for (const part of [unit, statics, resilience]) {
    if (part === null) continue;
    parts.push(part);
    notes.push(...part.notes);
  }

  if (e2eReady) {
    const restored = await expectStackAsDeployed(run, config, deployedVersions);
    parts.push(restored);
    notes.push(...restored.notes);
    // The journeys start from the sandbox's seed (deploy/e2e/support/global-setup.ts resets it).
    const journeys = await playwrightPass(run, config, 'journeys');
    parts.push(journeys);
    notes.push(...journeys.notes);
    // The fleet (issue 42): two shell servers and two sandboxes behind nginx on one PostgreSQL.
    const fleet = await fleetPass(run, { port: base + 1010, operatorToken: env.OPERATOR_TOKEN });
    parts.push(fleet);
    notes.push(...fleet.notes);
  }

  await stopAll();
  const totals = addUp(parts);
  if (notes.length) {
    console.log('\nWhat failed:');
    for (const note of notes) console.log(`  - ${note}`);
  }
  reportTimings();
  log(`took ${Math.round(clock.elapsed())} s`);
  console.log(`\n${formatTotals(totals)}`);
  process.exit(totals.failed > 0 ? 1 : 0);
}

main().catch(async (error) => {
  console.error(`\n[npm test] ${error.stack ?? error.message}`);
  await stopAll();
  console.log('\n0 passed, 1 failed');
  process.exit(1);
});
