// @ts-check
module.exports = require('../config/jest.cjs').jestPreset();
