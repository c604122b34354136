// @ts-check
module.exports = require('../config/jest.cjs').jestPreset({ dom: false });
