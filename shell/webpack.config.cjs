// @ts-check
const { createWebpackConfig } = require('@storefront/config/webpack');

module.exports = createWebpackConfig({
  dir: __dirname,
  name: 'shell',
  kind: 'host',
  // Issue 15: also shell/dist-server/main.js (render, warmUp) for the shell server's render worker.
  ssr: { entry: './src/server/entry.ts' },
});
