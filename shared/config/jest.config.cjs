// @ts-check
module.exports = require('./jest.cjs').jestPreset({ dom: false });
