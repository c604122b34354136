// Readies the page a link opens before the click (issue 41), for every link of the page, the
// remotes' own included (a remote cannot reach the shell's prefetch): on hover, focus or touch,
// the remote that owns the link's route and the data the route declares (usePrefetchPath). Not
// when idle: even a link's data alone needs its route-data chunk, a script the visit did not ask
// for, which the routes' script budgets would count or not depending on timing.
import { useEffect } from 'react';
import { usePrefetchPath } from './route-table-context';

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

  return null;
}
