// @ts-check
// One jest preset for every package. jotai 3 is ESM-only, so it is transformed too;
// workspace packages are symlinks that resolve outside node_modules and get transformed anyway.
const path = require('node:path');

/** @param {{ dom?: boolean }} [options] */
function jestPreset(options = {}) {
  const dom = options.dom !== false;
  return {
    testEnvironment: dom ? 'jsdom' : 'node',
    transform: {
      '^.+\\.(t|j)sx?$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    transformIgnorePatterns: ['/node_modules/(?!(jotai|valibot)/)'],
    moduleNameMapper: {
      '\\.(css|woff2?|png|jpe?g|svg|webp)$': path.join(__dirname, 'jest-file-stub.cjs'),
    },
    // An unexpected console.error or console.warn fails its test (jest-console.cjs).
    setupFilesAfterEnv: [
      path.join(__dirname, 'jest-setup-console.cjs'),
      ...(dom ? [path.join(__dirname, 'jest-setup-dom.cjs')] : []),
    ],
    testMatch: ['**/?(*.)test.ts?(x)'],
    testPathIgnorePatterns: ['/node_modules/', '/dist/', '/e2e/'],
    // Component suites are independent (jsdom per file): two workers use both of CI's cores, where
    // jest's default (cores - 1) runs them in band. npm test runs one package at a time. The node
    // packages keep the default: the SDK's suites share one running sandbox.
    ...(dom ? { maxWorkers: 2 } : {}),
    // A component test may wait up to 15 s for one state (asyncUtilTimeout in jest-setup-dom.cjs);
    // jest's 5 s for a whole test would end it first on a busy machine.
    ...(dom ? { testTimeout: 60_000 } : {}),
  };
}
module.exports = { jestPreset };
