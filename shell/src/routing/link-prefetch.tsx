// Readies the page a link opens before the click (issue 41), for every link of the page, the
// remotes' own included (a remote cannot reach the shell's prefetch): on hover, focus or touch,
// the remote that owns the link's route and the data the route declares (usePrefetchPath). And
// once the page is idle, the data of the links in view that open a page with declared data (the
// cart, the checkout, the panel's lists), for a shopper with a session, a few at most: data only,
// so no visit loads a script it did not ask for (the routes' script budgets count every one).
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { usePrefetchPath } from './route-table-context';

/** How many links in view an idle page readies the data of. */
export const IDLE_LINKS = 2;

/** The path a link opens in this app (same origin, same tab), or null. */
export function linkPath(element: Element | null | undefined): string | null {
  const link = element?.closest?.('a[href]');
  if (!(link instanceof HTMLAnchorElement)) return null;
  if (link.target && link.target !== '_self') return null;
  if (link.hasAttribute('download')) return null;
  const url = new URL(link.href, window.location.href);
  return url.origin === window.location.origin ? url.pathname : null;
}

export function LinkPrefetch() {
  const prefetchPath = usePrefetchPath();
  const { pathname } = useLocation();

  useEffect(() => {
    const ready = (event: Event) => {
      const path = linkPath(event.target as Element | null);
      if (path) prefetchPath(path);
    };
    const passive = { passive: true, capture: true } as const;
    document.addEventListener('pointerover', ready, passive);
    document.addEventListener('touchstart', ready, passive);
    document.addEventListener('focusin', ready, true);
    return () => {
      document.removeEventListener('pointerover', ready, passive);
      document.removeEventListener('touchstart', ready, passive);
      document.removeEventListener('focusin', ready, true);
    };
  }, [prefetchPath]);

  useEffect(() => {
    if (typeof IntersectionObserver === 'undefined') return;
    const whenIdle =
      window.requestIdleCallback?.bind(window) ??
      ((run: () => void) => window.setTimeout(run, 200) as unknown as number);
    const cancelIdle = window.cancelIdleCallback?.bind(window) ?? window.clearTimeout;
    const readied = new Set<string>();
    let observer: IntersectionObserver | null = null;
    const handle = whenIdle(() => {
      observer = new IntersectionObserver((entries) => {
        for (const entry of entries) {
          if (!entry.isIntersecting) continue;
          observer?.unobserve(entry.target);
          const path = linkPath(entry.target);
          if (!path || path === pathname || readied.has(path) || readied.size >= IDLE_LINKS)
            continue;
          if (prefetchPath(path, { dataOnly: true })) readied.add(path);
        }
      });
      document.querySelectorAll('a[href]').forEach((link) => observer?.observe(link));
    });
    return () => {
      cancelIdle(handle);
      observer?.disconnect();
    };
  }, [pathname, prefetchPath]);

  return null;
}
