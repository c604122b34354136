// @ts-check
module.exports = require('../shared/config/jest.cjs').jestPreset();
