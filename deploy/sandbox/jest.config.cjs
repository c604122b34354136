// kysely, jose and cookie (light-my-request, behind app.inject) are ESM-only: swc turns them into CommonJS.
const preset = require('../../shared/config/jest.cjs').jestPreset({ dom: false });
module.exports = {
  ...preset,
  transformIgnorePatterns: ['/node_modules/(?!(jotai|valibot|kysely|jose|cookie)/)'],
};
