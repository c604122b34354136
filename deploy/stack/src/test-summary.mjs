// @ts-check
// Sums jest (per package) and Playwright counts into the one line `npm test` ends with.

/** @typedef {{ passed: number, failed: number, skipped: number, notes: string[] }} Totals */

/**
 * @param {Array<{ package: string, numPassedTests: number, numFailedTests: number, numPendingTests: number,
 *   numTodoTests: number, numRuntimeErrorTestSuites: number }>} packages results saved by jest-results-processor.cjs
 * @param {Array<{ package: string, exitCode: number }>} tasks turbo's test tasks and their exit codes
 * @returns {Totals}
 */
export function sumJest(packages, tasks = []) {
  /** @type {Totals} */
  const totals = { passed: 0, failed: 0, skipped: 0, notes: [] };
  for (const p of packages) {
    totals.passed += p.numPassedTests;
    // A suite that cannot even run (syntax error, failing import) is one failure.
    totals.failed += p.numFailedTests + p.numRuntimeErrorTestSuites;
    totals.skipped += p.numPendingTests + p.numTodoTests;
  }
  for (const task of tasks) {
    const result = packages.find((p) => p.package === task.package);
    const counted = result ? result.numFailedTests + result.numRuntimeErrorTestSuites : 0;
    if (task.exitCode !== 0 && counted === 0) {
      // The task failed without a failing test to show for it (jest crashed, not a jest script…).
      totals.failed += 1;
      totals.notes.push(
        `${task.package}: "test" exited with ${task.exitCode} and no failing test was recorded`,
      );
    }
  }
  return totals;
}

/**
 * @param {{ stats?: { expected: number, unexpected: number, flaky: number, skipped: number }, errors?: Array<{ message?: string }> } | null} report
 *   Playwright's JSON reporter output, or null when Playwright wrote none
 */
export function sumPlaywright(report) {
  if (!report?.stats)
    return { passed: 0, failed: 1, skipped: 0, notes: ['Playwright wrote no report'] };
  const { expected, unexpected, flaky, skipped } = report.stats;
  // retries are 0, so flaky never happens; if it does, it is a failure (a flaky test is a bug).
  const errors = report.errors ?? [];
  const failed = unexpected + flaky + (unexpected === 0 && errors.length > 0 ? 1 : 0);
  const notes = [
    ...errors.map((e) => `Playwright: ${(e.message ?? '').split('\n')[0]}`),
    ...failedPlaywrightTests(report),
  ];
  return { passed: expected, failed, skipped, notes };
}

/** "[project] file › title" of every failed or flaky test in a Playwright JSON report. */
export function failedPlaywrightTests(report) {
  const out = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        if (t.status === 'unexpected' || t.status === 'flaky')
          out.push(`[${t.projectName}] ${[...trail, spec.title].join(' › ')}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report.suites ?? []) walk(suite, [suite.title]);
  return out;
}

/** @param {Array<{ passed: number, failed: number, skipped: number }>} parts */
export function addUp(parts) {
  return parts.reduce(
    (sum, p) => ({
      passed: sum.passed + p.passed,
      failed: sum.failed + p.failed,
      skipped: sum.skipped + p.skipped,
    }),
    {
      passed: 0,
      failed: 0,
      skipped: 0,
    },
  );
}

/** The final line: "N passed, N failed" plus ", N skipped" when some were skipped. */
export function formatTotals({ passed, failed, skipped }) {
  return `${passed} passed, ${failed} failed${skipped > 0 ? `, ${skipped} skipped` : ''}`;
}
