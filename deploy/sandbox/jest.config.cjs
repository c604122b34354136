// @ts-check
// kysely, jose and cookie (light-my-request, behind app.inject) are ESM-only: swc turns them into CommonJS.
const preset = require('../../shared/config/jest.cjs').jestPreset({ dom: false });
module.exports = {
  ...preset,
  // Every test talks HTTP to a real server on PGlite, and a reset reseeds it: on CI's two cores,
  // shared with the other packages' suites, 5 s (jest's default) is not always enough.
  testTimeout: 30_000,
  // Each test file starts a sandbox of its own (in-memory PGlite, a random port), so files run
  // side by side: two workers use both of CI's cores (npm test runs one package at a time), and
  // the hostile-input shards (~100 s each) spread over them.
  maxWorkers: 2,
  testSequencer: require.resolve('./jest-long-files-first.cjs'),
  // The server's modules load once per worker; each file still starts its own sandbox.
  testEnvironment: require.resolve('./test/worker-sandbox-environment.cjs'),
  transformIgnorePatterns: ['/node_modules/(?!(jotai|valibot|kysely|jose|cookie)/)'],
};
