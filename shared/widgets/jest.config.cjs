module.exports = require('../config/jest.cjs').jestPreset();
