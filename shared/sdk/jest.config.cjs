// @ts-check
// The sandbox tests import @storefront/sandbox as TypeScript source; its ESM-only dependencies
// (kysely, jose) and the OpenAPI validator are turned into CommonJS by swc like our own sources.
// They share one running sandbox (test/global-setup.cjs), reset to its seed by each file before
// its tests, so the files run one at a time.
const preset = require('../config/jest.cjs').jestPreset({ dom: false });
module.exports = {
  ...preset,
  transformIgnorePatterns: ['/node_modules/(?!(jotai|valibot|kysely|jose|@seriousme/openapi-schema-validator)/)'],
  globalSetup: '<rootDir>/test/global-setup.cjs',
  globalTeardown: '<rootDir>/test/global-teardown.cjs',
  maxWorkers: 1,
};
