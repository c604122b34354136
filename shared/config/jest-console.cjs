// @ts-check
// A test fails when it logs console.error or console.warn it did not announce (issue 38). An
// unexpected log is almost always a bug the assertions do not see: an act() warning (a state update
// after the test looked, so it asserted a state the user never keeps), a missing key, invalid DOM
// nesting, a rejected promise nobody handled. A test that logs on purpose (an error boundary's
// React report, a warning that is the behaviour under test) says so for itself:
//
//   import { expectConsoleError } from '@storefront/config/jest-console';
//   it('shows the fallback', () => { expectConsoleError(/boom/); ... });
//
// which also fails the test when nothing matching was logged. The jest preset lists
// jest-setup-console.cjs, which calls installConsoleGuard(); nothing else calls it but its tests.
const util = require('node:util');

const METHODS = /** @type {const} */ (['error', 'warn']);
const STATE = Symbol.for('storefront.jest-console');
const HELPER = { error: 'expectConsoleError', warn: 'expectConsoleWarn' };
const MAX_MESSAGE = 1500;

/**
 * @typedef {{ method: 'error' | 'warn', text: string, where: string, between: boolean }} Logged
 * @typedef {{ method: 'error' | 'warn', pattern: RegExp | string, seen: number }} Expectation
 * @typedef {{
 *   logged: Logged[], expected: Expectation[], inTest: boolean,
 *   guards: Partial<Record<'error' | 'warn', (...args: unknown[]) => void>>,
 * }} State
 */

/** @returns {State | undefined} */
const stateOf = () => /** @type {any} */ (globalThis)[STATE];

/**
 * @param {Logged['method']} method @param {RegExp | string} pattern
 * @returns {() => string[]}
 */
function expectConsole(method, pattern) {
  const state = stateOf();
  if (!state)
    throw new Error(`${HELPER[method]}: the console guard of the jest preset is not installed`);
  if (!state.inTest)
    throw new Error(
      `${HELPER[method]} belongs inside the test that expects the log, not in beforeAll or at file level`,
    );
  state.expected.push({ method, pattern, seen: 0 });
  return () =>
    state.logged
      .filter((e) => !e.between && e.method === method && matches(e.text, pattern))
      .map((e) => e.text);
}

/**
 * This test logs console.error matching `pattern` (a RegExp, or a substring of the formatted
 * message) at least once; those logs do not fail it, and the test fails if none was logged by its
 * end. Returns what matched so far, for a test that waits for the log:
 * `const logged = expectConsoleError(/x/); await waitFor(() => expect(logged()).toHaveLength(1));`
 * @param {RegExp | string} pattern
 */
const expectConsoleError = (pattern) => expectConsole('error', pattern);
/**
 * The same for console.warn.
 * @param {RegExp | string} pattern
 */
const expectConsoleWarn = (pattern) => expectConsole('warn', pattern);

/** @param {string} text @param {RegExp | string} pattern */
function matches(text, pattern) {
  if (typeof pattern === 'string') return text.includes(pattern);
  pattern.lastIndex = 0;
  return pattern.test(text);
}

/** Where the log came from: the caller's first frames, without this file's and node's own. */
function callerFrames() {
  const lines = (new Error().stack ?? '').split('\n').slice(1);
  return lines
    .filter((line) => !line.includes(__filename) && !line.includes('node:internal'))
    .slice(0, 3)
    .map((line) => line.trim().replace(/^at /, ''))
    .join('\n');
}

/** @param {string} text */
const cut = (text) =>
  text.length > MAX_MESSAGE
    ? `${text.slice(0, MAX_MESSAGE)}… (${text.length - MAX_MESSAGE} more characters)`
    : text;

/** @param {string} text @param {string} prefix */
const indent = (text, prefix) =>
  text
    .split('\n')
    .map((line) => prefix + line)
    .join('\n');

/**
 * What is wrong with the logs of the test that just ended (an empty list when nothing is), and the
 * state reset for the next test.
 * @param {State} state
 * @returns {string[]}
 */
function verdict(state) {
  const unexpected = state.logged.filter((entry) => {
    const expectation = state.expected.find(
      (e) => e.method === entry.method && matches(entry.text, e.pattern),
    );
    if (expectation && !entry.between) expectation.seen += 1;
    return !expectation || entry.between;
  });
  // Every line is marked (│, ↳): jest cuts a failure message at its first line that looks like a
  // stack frame ("at f (file:1:2)"), and a logged Error's stack has many.
  const problems = unexpected.map((entry, index) =>
    [
      `${index + 1}) console.${entry.method}${entry.between ? ' (logged before this test began: a previous test or a hook left work running)' : ''}:`,
      indent(cut(entry.text), '   │ '),
      indent(entry.where, '   ↳ '),
    ].join('\n'),
  );
  const missing = state.expected
    .filter((e) => e.seen === 0)
    .map(
      (e) =>
        `${HELPER[e.method]}(${String(e.pattern)}) was called, but no console.${e.method} matching it was logged`,
    );
  state.logged = [];
  state.expected = [];
  const out = [];
  if (problems.length)
    out.push(
      `This test logged ${problems.length} unexpected console message(s); fix their cause, or, when the log is the behaviour under test, call expectConsoleError(pattern) / expectConsoleWarn(pattern) from @storefront/config/jest-console in that test.\n\n${problems.join('\n\n')}`,
    );
  out.push(...missing);
  return out;
}

/** An error whose report is its message: the code frame of this file would only be noise. */
/** @param {string} message */
function failure(message) {
  const error = new Error(message);
  error.stack = `Error: ${message}`;
  return error;
}

/**
 * Replaces console.error and console.warn by recorders and checks them after each test (jest's
 * beforeEach/afterEach/afterAll, which must be globals). Idempotent per test file.
 */
function installConsoleGuard() {
  if (stateOf()) return;
  /** @type {State} */
  const state = { logged: [], expected: [], inTest: false, guards: {} };
  /** @type {any} */ (globalThis)[STATE] = state;
  for (const method of METHODS) {
    const guard = (/** @type {unknown[]} */ ...args) => {
      state.logged.push({
        method,
        text: util.format(...args),
        where: callerFrames(),
        between: !state.inTest,
      });
    };
    state.guards[method] = guard;
    console[method] = guard;
  }

  beforeEach(() => {
    state.inTest = true;
  });
  afterEach(() => {
    state.inTest = false;
    const problems = verdict(state);
    if (problems.length) throw failure(problems.join('\n\n'));
  });
  afterAll(() => {
    const problems = verdict(state);
    if (problems.length)
      throw failure(`After the last test of this file:\n${problems.join('\n\n')}`);
  });
}

module.exports = { expectConsoleError, expectConsoleWarn, installConsoleGuard, verdict };
