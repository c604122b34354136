const { createWebpackConfig } = require('@storefront/config/webpack');

module.exports = createWebpackConfig({ dir: __dirname, name: 'shell', kind: 'host' });
