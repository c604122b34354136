// main.js's head start on a page the browser renders (issue 41): the page's API, store and
// declared data (page-start.ts, a chunk of its own) begin as soon as main.js runs, not after the
// boot chunks have arrived and been evaluated (on a placeholder page, after the first paint too).
// boot() then takes what it made. Part of main.js: keep it free of imports.
import type { PageStart } from './page-start';

let pending: Promise<PageStart | null> | undefined;

/** Starts `start` once; a failure only loses the head start (boot() starts the page itself). */
export function startHead(start: () => Promise<PageStart | null>): void {
  pending ??= start().catch(() => null);
}

/** What the head start made, or null (none was started, it failed, or the page is hydrated). */
export function headStart(): Promise<PageStart | null> {
  return pending ?? Promise.resolve(null);
}
