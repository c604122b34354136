// @ts-check
// Every package's tests: an unexpected console.error or console.warn fails the test that logged it
// (jest-console.cjs says why and how a test announces the one it expects).
require('./jest-console.cjs').installConsoleGuard();
