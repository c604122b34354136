// @ts-check
// kysely, jose and cookie (light-my-request, behind app.inject) are ESM-only: swc turns them into CommonJS.
const preset = require('../../shared/config/jest.cjs').jestPreset({ dom: false });

const common = {
  ...preset,
  // Every test talks HTTP to a real server on PGlite, and a reset reseeds it: on CI's two cores,
  // shared with the other packages' suites, 5 s (jest's default) is not always enough.
  testTimeout: 30_000,
  // The server's modules load once per worker; each file still starts its own sandbox.
  testEnvironment: require.resolve('./test/worker-sandbox-environment.cjs'),
  transformIgnorePatterns: ['/node_modules/(?!(jotai|valibot|kysely|jose|cookie)/)'],
};

/**
 * The suites that also run on a PostgreSQL server (issue 42): PGlite runs one request at a time and
 * hides the races a server shows. Concurrency, checkout, payments, money and hostile input.
 */
const ON_POSTGRES = [
  'server-races',
  'crash-safety',
  'checkout-concurrency',
  'checkout/*',
  'api-checkout',
  'payment-*',
  'charge-payments',
  'subscription-payments',
  'money-regressions',
  'hostile-input-*',
  'security/*',
  'postgres/*',
  'hostile/*',
].map((name) => `<rootDir>/test/${name}.test.ts`);

module.exports = {
  // Each test file starts a sandbox of its own (in-memory PGlite or its own database on the
  // server, a random port), so files run side by side: two workers use both of CI's cores (npm
  // test runs one package at a time), and the hostile-input shards (~100 s each) spread over them.
  maxWorkers: 2,
  testSequencer: require.resolve('./jest-long-files-first.cjs'),
  projects: [
    {
      ...common,
      displayName: 'pglite',
      // test/postgres/ is about a server itself (its restarts): it runs in the postgres project only.
      testPathIgnorePatterns: [...common.testPathIgnorePatterns, '<rootDir>/test/postgres/'],
    },
    {
      ...common,
      displayName: 'postgres',
      testMatch: ON_POSTGRES,
      // A throwaway server from Debian's postgresql package (.ci/run installs it).
      globalSetup: require.resolve('./test/postgres/global-setup.ts'),
      globalTeardown: require.resolve('./test/postgres/global-teardown.ts'),
      testEnvironmentOptions: { database: 'postgres' },
    },
  ],
};
