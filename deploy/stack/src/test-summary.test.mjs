// @ts-check
import { addUp, formatTotals, sumJest, sumPlaywright } from './test-summary.mjs';

const pkg = (name, passed, failed = 0, extra = {}) => ({
  package: name,
  numPassedTests: passed,
  numFailedTests: failed,
  numPendingTests: 0,
  numTodoTests: 0,
  numRuntimeErrorTestSuites: 0,
  ...extra,
});

test('sums jest packages; a suite that cannot run counts as one failure; skipped and todo are skipped', () => {
  const totals = sumJest([
    pkg('a', 10),
    pkg('b', 3, 2, { numRuntimeErrorTestSuites: 1, numPendingTests: 1, numTodoTests: 2 }),
  ]);
  expect(totals).toEqual({ passed: 13, failed: 3, skipped: 3, notes: [] });
});

test('a turbo task that failed with no recorded failure adds one failure and says which', () => {
  const totals = sumJest(
    [pkg('a', 4)],
    [
      { package: 'a', exitCode: 1 },
      { package: 'c', exitCode: 0 },
      { package: 'd', exitCode: 2 },
    ],
  );
  expect(totals.failed).toBe(2);
  expect(totals.notes).toEqual([
    'a: "test" exited with 1 and no failing test was recorded',
    'd: "test" exited with 2 and no failing test was recorded',
  ]);
});

test('reads Playwright stats: flaky is a failure, a global error without failed tests is one failure', () => {
  expect(
    sumPlaywright({ stats: { expected: 20, unexpected: 1, flaky: 1, skipped: 3 } }),
  ).toMatchObject({ passed: 20, failed: 2, skipped: 3 });
  expect(
    sumPlaywright({
      stats: { expected: 0, unexpected: 0, flaky: 0, skipped: 0 },
      errors: [{ message: 'globalSetup failed\nstack' }],
    }),
  ).toEqual({
    passed: 0,
    failed: 1,
    skipped: 0,
    notes: ['Playwright: globalSetup failed'],
  });
  expect(sumPlaywright(null)).toMatchObject({ failed: 1, notes: ['Playwright wrote no report'] });
});

test('formats the final line, with skipped only when there are some', () => {
  expect(
    formatTotals(
      addUp([
        { passed: 5, failed: 0, skipped: 0 },
        { passed: 7, failed: 1, skipped: 0 },
      ]),
    ),
  ).toBe('12 passed, 1 failed');
  expect(formatTotals({ passed: 3, failed: 0, skipped: 2 })).toBe('3 passed, 0 failed, 2 skipped');
});

test('names the failed Playwright tests with their project', () => {
  const report = {
    stats: { expected: 1, unexpected: 1, flaky: 0, skipped: 0 },
    suites: [
      {
        title: 'guard.spec.ts',
        specs: [
          {
            title: 'checkout goes to login',
            tests: [
              { projectName: 'phone', status: 'unexpected' },
              { projectName: 'desktop', status: 'expected' },
            ],
          },
        ],
        suites: [
          {
            title: 'inner',
            specs: [{ title: 'ok', tests: [{ projectName: 'desktop', status: 'skipped' }] }],
          },
        ],
      },
    ],
  };
  expect(sumPlaywright(report).notes).toEqual(['[phone] guard.spec.ts › checkout goes to login']);
});
