// @ts-check
// Stops the run's sandbox (global-setup.cjs).
module.exports = async function globalTeardown() {
  await globalThis.__SDK_TEST_SANDBOX__?.close();
};
