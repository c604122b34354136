// @ts-check
const { createWebpackConfig } = require('@storefront/config/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_payments',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
});
