// A page with the server's HTML in #root (a server render, or the placeholder of a client-rendered
// route) shows it first: the boot runs once the browser has painted content, so on a slow phone no
// script competes with the HTML, fonts and banner for the network or the main thread (issue 15).
// A rendered page's script hints and the shell's chunks start then too, each step in a task of its
// own; a placeholder's are already on the way, at low priority. Part of main.js: keep it free of
// imports.

/**
 * The <template> the shell server leaves the script hints and chunk scripts in
 * (shell/server/documents.ts).
 */
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
 * by Emotion when it adopts it (a moved style tag restyles the page). Returns the sources of the
 * template's scripts (the shell's critical chunks), for `runChunkScripts`.
 */
export function activateScriptHints(doc: Document = document): string[] {
  const hints = doc.getElementById(AFTER_PAINT_ELEMENT_ID);
  if (!(hints instanceof HTMLTemplateElement)) return [];
  const scripts = [...hints.content.querySelectorAll('script[src]')].map((script) => {
    script.remove(); // a script parsed into a template would never run: it is made anew below
    return script.getAttribute('src') as string;
  });
  hints.before(hints.content);
  return scripts;
}

/** How many chunk scripts are added in one task (17 at once took 50–65 ms at 4× CPU slowdown, 6 up to 53). */
export const CHUNK_SCRIPTS_PER_TASK = 4;

/**
 * Starts the shell's chunks as async scripts, where the hints are. Webpack's loader looks for a
 * script of the same `src` before it adds its own, so the boot then waits for these loads instead
 * of starting them all in its first task (issue 15: that was a third of a long task). A chunk
 * arriving first only registers its modules. A failed one leaves the page, so that the loader
 * asks again and reports its own error rather than wait on a script that has given up.
 */
export function runChunkScripts(sources: string[], doc: Document = document): void {
  const anchor = doc.getElementById(AFTER_PAINT_ELEMENT_ID);
  // Webpack's own, asked for meanwhile (main.js's head start loads a few of the same chunks): in
  // flight (its script is in the page) or done (its script is gone, its timing entry is there).
  const url = (src: string) => new URL(src, doc.baseURI).href;
  const asked = new Set([
    ...[...doc.scripts].flatMap((script) => (script.src ? [script.src] : [])),
    ...(globalThis.performance?.getEntriesByType?.('resource') ?? []).map((entry) => entry.name),
  ]);
  for (const src of sources) {
    if (asked.has(url(src))) continue;
    const script = doc.createElement('script');
    script.async = true;
    script.src = src;
    script.addEventListener('error', () => script.remove());
    if (anchor) anchor.before(script);
    else doc.head.prepend(script);
  }
}

/** Starts the shell: after the first paint when the server rendered #root, else at once. */
export function startShell(start: () => void, doc: Document = document): void {
  if (!doc.getElementById('root')?.firstElementChild) {
    start();
    return;
  }
  // Each step in a task of its own: the hints, the scripts a few at a time (adding one is a
  // couple of ms on a phone), then the boot. Together they were one long task.
  afterContentfulPaint(() => {
    const chunks = activateScriptHints(doc);
    const next = () => {
      if (!chunks.length) return start();
      runChunkScripts(chunks.splice(0, CHUNK_SCRIPTS_PER_TASK), doc);
      setTimeout(next, 0);
    };
    setTimeout(next, 0);
  });
}
