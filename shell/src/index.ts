// Async boundary: the federation share scope initialises before any shared module (React, the
// router, @storefront/*) is touched, so nothing needs `eager`.
// Named: the build's preload.json lists this chunk group (shared/config/plugins/preload-manifest.cjs).
import(/* webpackChunkName: "bootstrap" */ './bootstrap');
