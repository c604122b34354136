// The stack's modules are plain .mjs, run by node without a build. Jest always loads .mjs as
// native ES modules, so the tests are .mjs too and jest runs with --experimental-vm-modules
// (see the test script); nothing is transformed.
const preset = require('../../shared/config/jest.cjs').jestPreset({ dom: false });
module.exports = {
  ...preset,
  transform: {},
  roots: ['<rootDir>/src'],
  testMatch: ['**/*.test.mjs'],
  testPathIgnorePatterns: [...preset.testPathIgnorePatterns, '/bench/'],
};
