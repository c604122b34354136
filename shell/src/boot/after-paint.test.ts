import {
  activateScriptHints,
  AFTER_PAINT_ELEMENT_ID,
  CHUNK_SCRIPTS_PER_TASK,
  runChunkScripts,
  startShell,
} from './after-paint';

type PaintCallback = (list: { getEntriesByName(name: string): unknown[] }) => void;

/** A stand-in for the browser's paint timing: `paint(name)` delivers one entry. */
function installPaintTiming() {
  const observers: PaintCallback[] = [];
  class FakeObserver {
    constructor(private readonly callback: PaintCallback) {}
    observe() {
      observers.push(this.callback);
    }
    disconnect() {
      observers.splice(observers.indexOf(this.callback), 1);
    }
  }
  Object.assign(globalThis, { PerformanceObserver: FakeObserver });
  return {
    paint: (name: string) =>
      [...observers].forEach((cb) =>
        cb({ getEntriesByName: (n) => (n === name ? [{ name }] : []) }),
      ),
  };
}

beforeEach(() => {
  jest.useFakeTimers();
  document.head.innerHTML = '';
  document.body.innerHTML = '';
});
afterEach(() => {
  jest.useRealTimers();
  delete (globalThis as { PerformanceObserver?: unknown }).PerformanceObserver;
});

const hintsTemplate = () =>
  `<template id="${AFTER_PAINT_ELEMENT_ID}"><link rel="preload" as="script" href="/r/remoteEntry.js">` +
  `<script async src="/130.js"></script><script async src="/bootstrap.js"></script></template>`;

const chunkScripts = () =>
  [...document.head.querySelectorAll('script[src]')].map((s) =>
    (s as HTMLScriptElement).getAttribute('src'),
  );

test('a client-rendered page (empty #root) starts at once', () => {
  document.body.innerHTML = '<div id="root"></div>';
  const start = jest.fn();
  startShell(start);
  expect(start).toHaveBeenCalledTimes(1);
});

test('a server-rendered page starts after its first contentful paint, script hints first, in a task of its own', () => {
  const timing = installPaintTiming();
  document.head.innerHTML = hintsTemplate();
  document.body.innerHTML = '<div id="root"><main>Tienda</main></div>';
  const start = jest.fn(() => {
    // The remote's hints and the shell's chunks are under way by the time the boot asks for them.
    expect(document.head.querySelector('link[href="/r/remoteEntry.js"]')).not.toBeNull();
    expect(chunkScripts()).toEqual(['/130.js', '/bootstrap.js']);
  });
  startShell(start);
  timing.paint('first-paint');
  jest.advanceTimersByTime(10);
  expect(start).not.toHaveBeenCalled();
  timing.paint('first-contentful-paint');
  jest.advanceTimersByTime(0);
  // The hints went in in this task; the chunks and then the boot wait for the next ones.
  expect(document.head.querySelector('link[href="/r/remoteEntry.js"]')).not.toBeNull();
  expect(chunkScripts()).toEqual([]);
  jest.advanceTimersByTime(1); // (fake timers give a 0 ms timer set inside a timer 1 ms)
  expect(chunkScripts()).toEqual(['/130.js', '/bootstrap.js']);
  expect(start).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(start).toHaveBeenCalledTimes(1);
  jest.advanceTimersByTime(5000);
  expect(start).toHaveBeenCalledTimes(1); // once, not again at the bound
});

test('the chunk scripts go in a few per task, then the boot', () => {
  const timing = installPaintTiming();
  const sources = Array.from({ length: CHUNK_SCRIPTS_PER_TASK + 2 }, (_, i) => `/${i}.js`);
  document.head.innerHTML = `<template id="${AFTER_PAINT_ELEMENT_ID}">${sources
    .map((src) => `<script async src="${src}"></script>`)
    .join('')}</template>`;
  document.body.innerHTML = '<div id="root"><main>Tienda</main></div>';
  const start = jest.fn();
  startShell(start);
  timing.paint('first-contentful-paint');
  jest.advanceTimersByTime(0);
  expect(chunkScripts()).toEqual([]);
  jest.advanceTimersByTime(1);
  expect(chunkScripts()).toEqual(sources.slice(0, CHUNK_SCRIPTS_PER_TASK));
  jest.advanceTimersByTime(1);
  expect(chunkScripts()).toEqual(sources);
  expect(start).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(start).toHaveBeenCalledTimes(1);
});

test('a page that never paints (a hidden tab) still starts, after 1.5 s', () => {
  installPaintTiming();
  document.body.innerHTML = '<div id="root"><main>Tienda</main></div>';
  const start = jest.fn();
  startShell(start);
  jest.advanceTimersByTime(1499);
  expect(start).not.toHaveBeenCalled();
  jest.advanceTimersByTime(1);
  expect(start).not.toHaveBeenCalled(); // the boot's own task comes next
  jest.advanceTimersByTime(1);
  expect(start).toHaveBeenCalledTimes(1);
});

test('without paint timing the shell starts at once (in the next task)', () => {
  document.body.innerHTML = '<div id="root"><main>Tienda</main></div>';
  const start = jest.fn();
  startShell(start);
  jest.advanceTimersByTime(0);
  expect(start).toHaveBeenCalledTimes(1);
});

test('the hints leave their template for <head>, where it is, the styles still last; no template is fine', () => {
  expect(activateScriptHints()).toEqual([]);
  document.head.innerHTML = hintsTemplate() + '<style data-emotion="css a" data-s="">.a{}</style>';
  // The template's scripts are handed back, not moved: a script parsed into a template never runs.
  expect(activateScriptHints()).toEqual(['/130.js', '/bootstrap.js']);
  expect(document.head.querySelector('link[rel="preload"][as="script"]')).not.toBeNull();
  expect(chunkScripts()).toEqual([]);
  expect(document.getElementById(AFTER_PAINT_ELEMENT_ID)?.innerHTML).toBe('');
  expect(document.head.lastElementChild?.tagName).toBe('STYLE');
});

test('the chunks run as async scripts before the styles; a failed one leaves the page for the loader to ask again', () => {
  document.head.innerHTML = hintsTemplate() + '<style data-emotion="css a" data-s="">.a{}</style>';
  runChunkScripts(activateScriptHints());
  const scripts = [...document.head.querySelectorAll('script[src]')] as HTMLScriptElement[];
  expect(scripts.map((s) => [s.getAttribute('src'), s.async])).toEqual([
    ['/130.js', true],
    ['/bootstrap.js', true],
  ]);
  expect(document.head.lastElementChild?.tagName).toBe('STYLE');
  scripts[0]!.dispatchEvent(new Event('error'));
  expect(chunkScripts()).toEqual(['/bootstrap.js']);
});

test('a chunk webpack has already added (for the head start) is not added twice', () => {
  document.head.innerHTML = hintsTemplate() + '<script src="/130.js"></script>';
  runChunkScripts(activateScriptHints());
  const sources = [...document.head.querySelectorAll('script[src]')].map((s) =>
    s.getAttribute('src'),
  );
  expect(sources.filter((src) => src === '/130.js')).toHaveLength(1);
  expect(sources).toContain('/bootstrap.js');
});
