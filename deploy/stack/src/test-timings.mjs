// @ts-check
// Where `npm test`'s time goes (issue 37, "measure first"): each phase, each jest file and each
// journey, written to .stack/test-results/timings.json, with the slowest printed at the end, so a
// change to the suite is judged on figures.

const seconds = (ms) => Math.round(ms / 100) / 10;

/**
 * Every jest file's time, from the results jest-results-processor.cjs saved per package.
 * @param {Array<{ package: string, files?: Array<{ file: string, ms: number }> }>} packages
 */
export function jestFileTimings(packages) {
  return packages
    .flatMap((p) =>
      (p.files ?? []).map((f) => ({ package: p.package, file: f.file, s: seconds(f.ms) })),
    )
    .sort((a, b) => b.s - a.s);
}

/**
 * Every test's time in a Playwright JSON report (its results' durations summed: a test runs once,
 * since retries are 0), tagged with the pass it ran in.
 * @param {any} report Playwright's JSON reporter output, or null
 * @param {string} pass 'journeys' | 'resilience'
 */
export function playwrightTimings(report, pass) {
  const out = [];
  const walk = (suite, trail) => {
    for (const spec of suite.specs ?? []) {
      for (const t of spec.tests ?? []) {
        const ms = (t.results ?? []).reduce((sum, r) => sum + (r.duration ?? 0), 0);
        out.push({
          pass,
          project: t.projectName,
          file: spec.file ?? suite.file,
          title: [...trail, spec.title].join(' › '),
          s: seconds(ms),
        });
      }
    }
    for (const child of suite.suites ?? []) walk(child, [...trail, child.title]);
  };
  for (const suite of report?.suites ?? []) walk(suite, []);
  return out.sort((a, b) => b.s - a.s);
}

/**
 * Times each phase: `phase(name, fn)` runs fn and records how long it took, failing or not.
 * `phases` lists them in the order they ended, with when each started from `started`.
 */
export function phaseClock(now = () => Date.now()) {
  const started = now();
  const phases = [];
  return {
    phases,
    elapsed: () => seconds(now() - started),
    async phase(name, fn) {
      const from = now();
      try {
        return await fn();
      } finally {
        phases.push({ name, startedAt: seconds(from - started), s: seconds(now() - from) });
      }
    },
  };
}

/** The report written to timings.json: phases, the total, and every jest file and journey. */
export function timingsReport({ total, phases, jestFiles, tests }) {
  const sum = (rows) => Math.round(rows.reduce((s, r) => s + r.s, 0) * 10) / 10;
  return {
    total,
    phases,
    jest: { files: jestFiles.length, s: sum(jestFiles), slowest: jestFiles.slice(0, 10) },
    playwright: { tests: tests.length, s: sum(tests), slowest: tests.slice(0, 10) },
    jestFiles,
    tests,
  };
}

/** The lines printed at the end of npm test: phases, then the ten slowest jest files and journeys. */
export function formatTimings(report, count = 10) {
  const lines = ['Where the time went (.stack/test-results/timings.json):'];
  for (const p of report.phases) lines.push(`  ${p.name}: ${p.s} s`);
  lines.push(`  total: ${report.total} s`);
  lines.push(`Slowest jest files (of ${report.jestFiles.length}):`);
  for (const f of report.jestFiles.slice(0, count))
    lines.push(`  ${f.s} s  ${f.package} ${f.file}`);
  lines.push(`Slowest end-to-end tests (of ${report.tests.length}):`);
  for (const t of report.tests.slice(0, count))
    lines.push(`  ${t.s} s  [${t.project}] ${t.file} › ${t.title}`);
  return lines;
}
