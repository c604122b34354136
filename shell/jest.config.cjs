// @ts-check
// Two jest projects, one run (one results file for npm test, deploy/stack/bin/test.mjs):
//  - the shell's own code (src): the preset, jsdom;
//  - the shell server (server/*.test.ts): node, and ES modules, because the server imports the
//    stack's .mjs modules (registry, canary, static files), which jest loads only as native ES
//    modules (the test script runs jest with --experimental-vm-modules). Its .ts, and the workspace
//    packages' .ts it imports, are transformed by the preset's swc into ES modules; other JS (the
//    ESM-only packages the preset transforms) stays CommonJS.
const { jestPreset } = require('../shared/config/jest.cjs');

const { maxWorkers, testTimeout, ...dom } = jestPreset();
const node = jestPreset({ dom: false });
// The preset's one transform (swc), its options kept but for the module type.
const [pattern, [swc, swcOptions]] = /** @type {[string, [string, Record<string, unknown>]]} */ (
  Object.entries(node.transform)[0]
);

module.exports = {
  // The preset's component settings are jest's global ones: one value for both projects.
  maxWorkers,
  testTimeout,
  projects: [
    {
      ...dom,
      displayName: 'shell',
      roots: ['<rootDir>/src'],
    },
    {
      ...node,
      displayName: 'shell-server',
      roots: ['<rootDir>/server'],
      // The registry databases of the stack's test worlds, closed after each file.
      setupFilesAfterEnv: [
        ...node.setupFilesAfterEnv,
        '<rootDir>/../deploy/stack/src/testing/registry-teardown.mjs',
      ],
      extensionsToTreatAsEsm: ['.ts'],
      transform: {
        '^.+\\.tsx?$': [swc, { ...swcOptions, module: { type: 'es6' } }],
        [pattern]: [swc, swcOptions],
      },
    },
  ],
};
