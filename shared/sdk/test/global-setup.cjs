// @ts-check
// One sandbox for the SDK's whole jest run (issue 37). Each test file used to start its own: a
// tsx child loading the sandbox and PGlite, about 5 s of CPU each, 11 times. Now every file
// resets this one to its seed before its tests (sandbox-harness.ts), and the files run one at a
// time (jest.config.cjs), so each still starts from the state a fresh sandbox has.
// jest runs globalSetup and globalTeardown in its own process: the handle stays on globalThis
// for global-teardown.cjs; the address reaches the test files through the environment.
const { startSandbox } = require('@storefront/sandbox');

module.exports = async function globalSetup() {
  const sandbox = await startSandbox({ port: 0 });
  globalThis.__SDK_TEST_SANDBOX__ = sandbox;
  process.env.SDK_TEST_SANDBOX_URL = sandbox.url;
};
