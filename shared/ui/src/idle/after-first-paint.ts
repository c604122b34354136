// Non-critical work waits until the page has painted and the browser is idle (issue 15: less
// work at boot), or `timeoutMs` at the latest, so it never delays the first paint nor waits for
// ever. One implementation for the shell (analytics) and the remotes (the landing's deferred
// sections): a remote never imports the shell.
import { useEffect, useState } from 'react';

type IdleWindow = typeof globalThis & {
  requestIdleCallback?: (cb: () => void, options?: { timeout: number }) => number;
  cancelIdleCallback?: (id: number) => void;
};

/** Calls `run` after the next painted frame and an idle period; returns a cancel function. */
export function afterFirstPaint(run: () => void, timeoutMs = 2000): () => void {
  const w = globalThis as IdleWindow;
  let cancelled = false;
  let frame: number | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  let idle: number | undefined;
  const go = () => {
    if (!cancelled) run();
  };
  const whenIdle = () => {
    if (w.requestIdleCallback) idle = w.requestIdleCallback(go, { timeout: timeoutMs });
    else timer = setTimeout(go, 0);
  };
  // A frame callback runs before that frame paints; a task queued from it runs after the paint.
  if (typeof w.requestAnimationFrame === 'function')
    frame = w.requestAnimationFrame(() => {
      timer = setTimeout(whenIdle, 0);
    });
  else timer = setTimeout(whenIdle, 0);
  return () => {
    cancelled = true;
    if (frame !== undefined) w.cancelAnimationFrame?.(frame);
    if (timer !== undefined) clearTimeout(timer);
    if (idle !== undefined) w.cancelIdleCallback?.(idle);
  };
}

/**
 * False until the page has painted and the browser is idle (`timeoutMs` at most) when `deferred`;
 * true from the start otherwise. A server render and the hydrating render both see the initial
 * value, so deferring never makes them differ.
 */
export function useAfterFirstPaint(deferred: boolean, timeoutMs = 1000): boolean {
  const [painted, setPainted] = useState(!deferred);
  useEffect(
    () => (painted ? undefined : afterFirstPaint(() => setPainted(true), timeoutMs)),
    [painted, timeoutMs],
  );
  return painted;
}
