// @ts-check
// The stack's modules are plain .mjs, run by node without a build. Jest always loads .mjs as
// native ES modules, so the tests are .mjs too and jest runs with --experimental-vm-modules
// (see the test script); the .mjs files are not transformed. The shell server (shell/server/,
// TypeScript) is tested by the shell's own jest; should a test here load it or a workspace
// package, jest transforms the .ts with the preset's swc transform.
const preset = require('../../shared/config/jest.cjs').jestPreset({ dom: false });
module.exports = {
  ...preset,
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.mjs'],
  testPathIgnorePatterns: [...preset.testPathIgnorePatterns, '/bench/'],
  // Each test file's registry databases closed after it (src/testing/registry-database.mjs).
  setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/testing/registry-teardown.mjs'],
};
