// kysely and jose are ESM-only: let swc turn them into CommonJS like our own sources.
const preset = require('../../shared/config/jest.cjs').jestPreset({ dom: false });
module.exports = {
  ...preset,
  transformIgnorePatterns: ['/node_modules/(?!(jotai|valibot|kysely|jose)/)'],
};
