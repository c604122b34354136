// Async boundary: the federation share scope initialises before any shared module (React, the
// router, @storefront/*) is touched, so nothing needs `eager`. A page with the server's HTML in
// #root starts it after its first paint (boot/after-paint.ts).
// Named: the build's preload.json lists this chunk group (shared/config/plugins/preload-manifest.cjs).
import { startShell } from './boot/after-paint';
import { startHead } from './boot/head-start';

// The page's API, store and declared data at once, in a chunk of their own (issue 41), while the
// boot chunks arrive (and, on a placeholder page, while the browser paints).
startHead(() =>
  import(/* webpackChunkName: "head-start" */ './boot/head-start-entry').then(
    ({ startFromBootData }) => startFromBootData(),
  ),
);
startShell(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
