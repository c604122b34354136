// @ts-check
const { createWebpackConfig } = require('@storefront/config/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'mfe_catalog',
  kind: 'remote',
  exposes: { './routes': './src/routes.tsx' },
  // Issue 15 server rendering: also a Node build in dist/server/ (published with the version folder).
  ssr: true,
});
