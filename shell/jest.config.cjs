const preset = require('../shared/config/jest.cjs').jestPreset();

module.exports = { ...preset, setupFilesAfterEnv: [...preset.setupFilesAfterEnv, '<rootDir>/src/test/setup.ts'] };
