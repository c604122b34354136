// A page with the server's HTML in #root (a server render, or the placeholder of a client-rendered
// route) shows it first: the boot runs once the browser has painted content (a rendered page's
// script hints are fetched then too; a placeholder's are already on the way, at low priority), so on a slow phone no script competes with the
// HTML, fonts and banner for the network or the main thread (issue 15). Part of main.js: keep it
// free of imports.

/** The <template> the shell server leaves the script hints in (deploy/stack html-document.mjs). */
export const AFTER_PAINT_ELEMENT_ID = '__STOREFRONT_AFTER_PAINT__';

/**
 * Calls `run` once the page has painted content. A frame callback is not enough: the first frames
 * may paint nothing yet. `maxWaitMs` bounds the wait (a hidden tab does not paint).
 */
export function afterContentfulPaint(run: () => void, maxWaitMs = 1500): void {
  let started = false;
  const go = () => {
    if (started) return;
    started = true;
    run();
  };
  setTimeout(go, maxWaitMs);
  try {
    const observer = new PerformanceObserver((list) => {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      setTimeout(go, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
  } catch {
    go(); // no paint timing here: start at once
  }
}

/**
 * Moves the script hints into <head>, where their <template> is: the route's remote entry and
 * exposed chunk are then fetched alongside the boot chunks instead of after them. In place, not at
 * the end of <head>: the server's style tags close it, and a tag that stops being last is moved
 * by Emotion when it adopts it (a moved style tag restyles the page).
 */
export function activateScriptHints(doc: Document = document): void {
  const hints = doc.getElementById(AFTER_PAINT_ELEMENT_ID);
  if (hints instanceof HTMLTemplateElement) hints.before(hints.content);
}

/** Starts the shell: after the first paint when the server rendered #root, else at once. */
export function startShell(start: () => void, doc: Document = document): void {
  if (!doc.getElementById('root')?.firstElementChild) {
    start();
    return;
  }
  afterContentfulPaint(() => {
    activateScriptHints(doc);
    // Starting a score of preloads is a few ms of main-thread work of its own: the boot runs in
    // the next task, so the two do not add up to one long task.
    setTimeout(start, 0);
  });
}
