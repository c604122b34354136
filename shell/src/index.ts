// Async boundary: the federation share scope initialises before any shared module (React, the
// router, @storefront/*) is touched, so nothing needs `eager`. A page with the server's HTML in
// #root starts it after its first paint (boot/after-paint.ts).
// Named: the build's preload.json lists these chunk groups (shared/config/plugins/preload-manifest.cjs).
import { startShell } from './boot/after-paint';
import { startHead } from './boot/head-start';

/** The page's start (boot/page-start.ts) and, from it, the boot chunks: one chunk group, loaded once. */
const headStart = () => import(/* webpackChunkName: "head-start" */ './boot/head-start-entry');

// A page the browser renders (the server's placeholder, or none): its API, store and declared
// data at once (issue 41), while the boot chunks arrive and, on a placeholder, while the browser
// paints. A server render (shell/server/documents.ts's marker) is hydrated by the boot alone, its
// scripts held until its first paint.
if (document.querySelector('meta[name="storefront-render"]')?.getAttribute('content') !== 'server')
  startHead(() => headStart().then(({ startFromBootData }) => startFromBootData()));
startShell(() => void headStart().then(({ bootstrap }) => bootstrap()));
