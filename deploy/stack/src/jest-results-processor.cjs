// @ts-check
// Jest testResultsProcessor used by `npm test`: saves each package's results as JSON under
// .stack/test-results/ so the runner can sum jest and Playwright counts, with each file's time for
// the timings report (test-timings.mjs). A processor (not --outputFile) because turbo passes the
// same arguments to every package and strips unknown env.
const fs = require('node:fs');
const path = require('node:path');

module.exports = function saveResults(results) {
  let name = path.basename(process.cwd());
  try {
    name =
      JSON.parse(fs.readFileSync(path.join(process.cwd(), 'package.json'), 'utf8')).name ?? name;
  } catch {
    // keep the folder name
  }
  const dir = path.resolve(__dirname, '../../../.stack/test-results');
  fs.mkdirSync(dir, { recursive: true });
  const {
    numPassedTests,
    numFailedTests,
    numPendingTests,
    numTodoTests,
    numRuntimeErrorTestSuites,
    numTotalTests,
    success,
  } = results;
  const failures = results.testResults
    .filter((suite) => suite.numFailingTests > 0 || suite.testExecError)
    .map((suite) => ({
      file: path.relative(process.cwd(), suite.testFilePath),
      error: suite.testExecError?.message,
      tests: suite.testResults.filter((t) => t.status === 'failed').map((t) => t.fullName),
    }));
  const files = results.testResults.map((suite) => ({
    file: path.relative(process.cwd(), suite.testFilePath),
    ms: suite.perfStats?.runtime ?? (suite.perfStats?.end ?? 0) - (suite.perfStats?.start ?? 0),
  }));
  const summary = {
    package: name,
    numPassedTests,
    numFailedTests,
    numPendingTests,
    numTodoTests,
    numRuntimeErrorTestSuites,
    numTotalTests,
    success,
    failures,
    files,
  };
  fs.writeFileSync(
    path.join(dir, `jest-${name.replace(/[^a-z0-9.-]+/gi, '_')}.json`),
    `${JSON.stringify(summary, null, 2)}\n`,
  );
  return results;
};
