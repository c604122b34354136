// The sandbox tests import @storefront/sandbox as TypeScript source; its ESM-only dependencies
// (kysely, jose) are turned into CommonJS by swc like our own sources.
const preset = require('../config/jest.cjs').jestPreset({ dom: false });
module.exports = {
  ...preset,
  transformIgnorePatterns: ['/node_modules/(?!(jotai|valibot|kysely|jose)/)'],
};
