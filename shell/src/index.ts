// Async boundary: the federation share scope initialises before any shared module (React, the
// router, @storefront/*) is touched, so nothing needs `eager`. A page with the server's HTML in
// #root starts it after its first paint (boot/after-paint.ts).
// Named: the build's preload.json lists this chunk group (shared/config/plugins/preload-manifest.cjs).
import { startShell } from './boot/after-paint';

startShell(() => void import(/* webpackChunkName: "bootstrap" */ './bootstrap'));
