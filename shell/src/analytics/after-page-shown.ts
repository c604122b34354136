// When the shell's own background work may start (issue 40): once the route's page is on screen,
// the page live (html[data-hydrated]) and a heading of its own in the main landmark (not the
// loading stand-in, data-page-loading), then after that paint, when the browser is idle. The
// analytics client is loaded then, so it never competes with the page's own code (the budgets
// count a route's scripts until that moment: deploy/stack/src/bundle-measure.mjs). A page that
// shows no heading (an error page) still gets its turn after `timeoutMs`.
import { afterFirstPaint } from '@storefront/ui';

const HEADINGS = 'h1, h2, h3, h4, h5, h6, [role="heading"]';

export function pageShown(doc: Document = document): boolean {
  if (doc.documentElement.dataset.hydrated !== 'true') return false;
  return [...doc.querySelectorAll(HEADINGS)].some(
    (heading) =>
      heading.closest('main, [role="main"]') !== null &&
      heading.closest('[data-page-loading]') === null,
  );
}

export function afterPageShown(run: () => void, timeoutMs = 10_000): () => void {
  let cancelIdle: (() => void) | undefined;
  let observer: MutationObserver | undefined;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    observer?.disconnect();
    if (timer !== undefined) clearTimeout(timer);
    observer = undefined;
    timer = undefined;
    cancelIdle ??= afterFirstPaint(run);
  };
  if (pageShown()) start();
  else {
    observer = new MutationObserver(() => {
      if (pageShown()) start();
    });
    observer.observe(document.documentElement, {
      subtree: true,
      childList: true,
      attributes: true,
      attributeFilter: ['data-hydrated'],
    });
    timer = setTimeout(start, timeoutMs);
  }
  return () => {
    observer?.disconnect();
    if (timer !== undefined) clearTimeout(timer);
    cancelIdle?.();
  };
}
