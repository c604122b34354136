// @ts-check
// @storefront/config: build and test presets and the one list of federation singletons.
module.exports = {
  ...require('./shared-deps.cjs'),
  ...require('./webpack.cjs'),
  ...require('./jest.cjs'),
};
