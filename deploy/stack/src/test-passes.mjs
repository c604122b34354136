// @ts-check
// The passes of npm test (bin/test.mjs runs them; its header lists the phases): jest per package
// through turbo, a Playwright pass through the test stack, the check that the resilience pass left
// the stack as deployed, and the static checks. Each returns its Totals (test-summary.mjs).
import fs from 'node:fs';
import path from 'node:path';
import { CHROMIUM_HEADLESS_SHELL } from './chromium.mjs';
import { runWithDeadline } from './run-with-deadline.mjs';
import { deployBuilds } from './stack.mjs';
import { staticCheckCommands } from './static-checks.mjs';
import { sumJest, sumPlaywright } from './test-summary.mjs';
import { jestResults, readJson, turboSummariesSince } from './test-results-files.mjs';

/**
 * What every pass needs of the run: the repo, where its results go, npm test's log and its phase
 * clock (test-timings.mjs).
 * @typedef {{ rootDir: string, resultsDir: string, log: (line: string) => void,
 *   clock: ReturnType<typeof import('./test-timings.mjs').phaseClock> }} TestRun
 */

// Guards (issue 37): room for a slow hour over the figures of a clean-clone run on CI's two cores,
// so that a regression in test time fails here, loudly, long before CI's 90 minutes. 2026-12-04:
// jest 7.9-8.2 min with the resilience pass (4.1-4.2 min) and the static checks beside it, the
// journeys 9.2-9.7 min on a quiet machine (ci15-ci17); CI's own run of 2026-12-03 took jest
// 12.3, the journeys 14.3 and the resilience pass 5.5 min; a slow hour has been up to twice a quiet
// one. The guards leave that much over CI's figures, and together stay well inside its 90 minutes.
const UNIT_TIMEOUT_MS = 24 * 60_000;
const JOURNEYS_TIMEOUT_MS = 24 * 60_000;
const RESILIENCE_TIMEOUT_MS = 12 * 60_000;
const STATIC_TIMEOUT_MS = 10 * 60_000;
const FLEET_TIMEOUT_MS = 10 * 60_000;

/**
 * Two turbo runs, one after the other: every package but the sandbox, then the sandbox. The first
 * runs beside the resilience pass and the static checks, whose work fills the moments a package's
 * jest leaves a core idle (its start, its last file); the sandbox's 55 files, longest first
 * (jest-long-files-first.cjs), keep both cores busy on their own. Issue 37, 2026-12-03: packages
 * in turbo's own order left up to a quarter of the two cores idle once the resilience pass ended.
 */
const JEST_RUNS = [
  { what: 'every package but the sandbox', filter: '!@storefront/sandbox' },
  { what: 'the sandbox', filter: '@storefront/sandbox' },
];

/** @param {TestRun} run */
export async function unitTests({ rootDir, resultsDir, log }) {
  const since = Date.now();
  let code = 0;
  let timedOut = false;
  for (const run of JEST_RUNS) {
    log(`Unit, component, SDK and sandbox tests: turbo run test (jest per package), ${run.what}`);
    const outcome = await runWithDeadline(
      path.join(rootDir, 'node_modules/.bin/turbo'),
      [
        'run',
        'test',
        `--filter=${run.filter}`,
        '--concurrency=1',
        '--continue',
        '--force',
        '--summarize',
        '--ui=stream',
        '--output-logs=full',
        '--',
        `--testResultsProcessor=${path.join(rootDir, 'deploy/stack/src/jest-results-processor.cjs')}`,
      ],
      {
        cwd: rootDir,
        env: { ...process.env, CI: process.env.CI ?? '1' },
      },
      Math.max(UNIT_TIMEOUT_MS - (Date.now() - since), 60_000),
      'turbo run test',
      log,
    );
    if (outcome.code !== 0) code = outcome.code;
    timedOut ||= outcome.timedOut;
  }
  const packages = jestResults(resultsDir);
  const tasks = turboSummariesSince(rootDir, since)
    .flatMap((summary) => summary.tasks ?? [])
    .map((t) => ({
      package: t.package,
      exitCode: t.execution?.exitCode ?? 1,
    }));
  const totals = sumJest(packages, tasks);
  if (code !== 0 && totals.failed === 0) {
    totals.failed += 1;
    totals.notes.push(timedOut ? 'turbo run test timed out' : `turbo run test exited with ${code}`);
  }
  for (const p of packages) {
    for (const failure of p.failures ?? [])
      totals.notes.push(
        `${p.package} ${failure.file}: ${failure.tests.join(' | ') || failure.error}`,
      );
  }
  return totals;
}

const PASSES = {
  journeys: {
    args: ['--project=desktop', '--project=phone', '--project=budgets'],
    timeoutMs: JOURNEYS_TIMEOUT_MS,
  },
  resilience: {
    args: ['--project=resilience', '--no-deps', '--workers=1'],
    timeoutMs: RESILIENCE_TIMEOUT_MS,
  },
  // The fleet's journeys (deploy/e2e/tests/fleet.spec.ts) against a fleet of their own (fleet-pass.mjs).
  fleet: {
    args: ['--project=fleet', '--workers=1'],
    timeoutMs: FLEET_TIMEOUT_MS,
  },
};

/**
 * One Playwright pass through the test stack: the journeys (desktop and phone projects, 2
 * workers) with the JS budgets (budgets project: each bundle-report route measured against
 * deploy/stack/bench/budgets.json), or the resilience tests alone (they take remotes down on the
 * CDN and promote variants of them, so no other journey may run meanwhile). `logFile`: the
 * pass's own output goes there (printed by the caller) instead of into the terminal. `env`: more
 * for the tests (the fleet's state file and registry).
 * @param {TestRun} run
 * @param {ReturnType<import('./ports.mjs').stackConfig>} config
 * @param {keyof typeof PASSES} name
 * @param {{ phase?: string, logFile?: string, env?: NodeJS.ProcessEnv }} [options]
 */
export async function playwrightPass(
  { rootDir, resultsDir, log, clock },
  config,
  name,
  { phase, logFile, env = {} } = {},
) {
  if (!fs.existsSync(CHROMIUM_HEADLESS_SHELL)) {
    return {
      passed: 0,
      failed: 1,
      skipped: 0,
      notes: [
        `${CHROMIUM_HEADLESS_SHELL} is missing: apt-get install -y chromium chromium-headless-shell (see .ci/run)`,
      ],
    };
  }
  const pass = PASSES[name];
  log(`End-to-end (${name}): Playwright in Debian Chromium`);
  const reportFile = path.join(resultsDir, `playwright-${name}.json`);
  const output = logFile ? fs.openSync(logFile, 'w') : null;
  const { code, timedOut } = await clock.phase(phase ?? `end-to-end (${name})`, () =>
    runWithDeadline(
      path.join(rootDir, 'node_modules/.bin/playwright'),
      ['test', '-c', path.join(rootDir, 'deploy/e2e/playwright.config.ts'), ...pass.args],
      {
        cwd: path.join(rootDir, 'deploy/e2e'),
        ...(output === null ? {} : { stdio: ['ignore', output, output] }),
        env: {
          ...process.env,
          CI: process.env.CI ?? '1',
          E2E_SHELL_URL: config.shellUrl,
          SANDBOX_URL: config.sandboxUrl,
          E2E_CDN_URL: config.cdnUrl,
          E2E_PAYMENTS_URL: config.paymentsUrl,
          E2E_EMBED_DEMO_URL: config.embedDemoUrl,
          E2E_CDN_DIR: config.cdnDir,
          E2E_OPERATOR_TOKEN: config.operatorToken ?? '',
          // The deploy CLI, when a test calls it, works on this stack's CDN.
          CDN_DIR: config.cdnDir,
          CDN_PORT: String(config.cdnPort),
          E2E_JSON_OUTPUT: reportFile,
          E2E_OUTPUT_DIR: path.join(resultsDir, `artifacts-${name}`),
          ...env,
        },
      },
      pass.timeoutMs,
      `Playwright (${name})`,
      log,
    ),
  );
  if (output !== null) fs.closeSync(output);
  const totals = sumPlaywright(readJson(reportFile));
  if (code !== 0 && totals.failed === 0) {
    totals.failed += 1;
    totals.notes.push(
      timedOut ? `Playwright (${name}) timed out` : `Playwright (${name}) exited with ${code}`,
    );
  }
  return { ...totals, notes: totals.notes.map((n) => `${name}: ${n}`) };
}

/**
 * After the resilience pass, the stack must be as deployed: no CDN fault scene in force and the
 * deployed version of each remote live. A test that left it otherwise fails here, by name of what
 * it left, and the stack is put back (scenes cleared, builds deployed again) for the journeys.
 * @param {TestRun} run
 */
export async function expectStackAsDeployed({ log }, config, deployed) {
  const notes = [];
  const scenes = await fetch(`${config.cdnUrl}/.scenes/faults`)
    .then((response) => response.json())
    .catch((error) => ({ [`(unreadable: ${error.message})`]: true }));
  for (const remote of Object.keys(scenes)) {
    notes.push(`the resilience pass left a CDN fault scene on ${remote}`);
    await fetch(`${config.cdnUrl}/.scenes/faults/${remote}`, { method: 'DELETE' }).catch(() => {});
  }
  const again = await deployBuilds(config, { log });
  for (const result of again) {
    if ('error' in result)
      notes.push(`deploy ${result.remote} after the resilience pass: ${result.error}`);
    else if (result.changed || result.version !== deployed.get(result.remote))
      notes.push(`the resilience pass left another version of ${result.remote} live`);
    else if (result.created)
      notes.push(`the resilience pass left ${result.remote}'s deployed files off the CDN`);
  }
  return { passed: 0, failed: notes.length, skipped: 0, notes };
}

/** TypeScript, the JS typecheck and lint: a type error or a crossed remote boundary fails the run. */
/** @param {TestRun} run */
export async function staticChecks({ rootDir, log, clock }) {
  const checks = staticCheckCommands(rootDir);
  /** @type {import('./test-summary.mjs').Totals} */
  const totals = { passed: 0, failed: 0, skipped: 0, notes: [] };
  for (const check of checks) {
    log(`Static check: ${check.what}`);
    const { code, timedOut } = await clock.phase(check.what, () =>
      runWithDeadline(
        check.command,
        check.args,
        { cwd: rootDir, env: process.env },
        STATIC_TIMEOUT_MS,
        check.what,
        log,
      ),
    );
    if (code === 0) totals.passed += 1;
    else {
      totals.failed += 1;
      totals.notes.push(`${check.what} ${timedOut ? 'timed out' : `exited with ${code}`}`);
    }
  }
  return totals;
}
