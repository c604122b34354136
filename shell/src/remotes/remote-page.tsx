// Renders one route's page from its remote. The page is a lazyPage kept per loader, remote and
// route, not per render: React renders a mount that suspended again from scratch, and a lazy made
// in that render would ask for a failing remote again and again (see lazy-page.tsx). A failure is
// kept until the error boundary has shown it; "Reintentar" then remounts the page, which asks the
// loader again. Routes already loaded render the page in the same pass (no fallback, no wait to
// hydrate).
import { useState, type ComponentType } from 'react';
import { lazyPage, resolvedValue, type LazyPage } from '@storefront/ui';
import { loadRemoteRoutes, type RemoteRoutes, type RemoteRoutesLoader } from './load-remote-routes';
import { PageBoundary, PageCommitted } from '../routing/page-committed';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback, RemoteLoading } from './remote-fallback';

export interface RemotePageProps {
  remote: string;
  pattern: string;
  /** Injected in tests; the federation loader otherwise. */
  load?: RemoteRoutesLoader;
  /** The page's h1 while its code loads (routes.json `heading`). */
  heading?: string;
}

type RoutePage = LazyPage<Record<string, never>>;
const pagesByLoader = new WeakMap<RemoteRoutesLoader, Map<string, RoutePage>>();

/** The lazy page of `remote`'s route `pattern` through `load`, made once. */
function routePage(load: RemoteRoutesLoader, remote: string, pattern: string): RoutePage {
  let pages = pagesByLoader.get(load);
  if (!pages) pagesByLoader.set(load, (pages = new Map()));
  const key = `${remote}\u0000${pattern}`;
  let page = pages.get(key);
  if (!page) {
    const pick = (routes: RemoteRoutes): { default: ComponentType<Record<string, never>> } => {
      const component = routes[pattern];
      if (!component) throw new Error(`${remote} has no page for "${pattern}"`);
      return { default: component };
    };
    page = lazyPage(
      () => {
        const pending = load(remote);
        const ready = resolvedValue(pending);
        return ready ? pick(ready.value) : pending.then(pick);
      },
      `${remote}:${pattern}`,
      // The federation runtime's retry plugin has already tried again.
      { retries: 0 },
    );
    pages.set(key, page);
  }
  return page;
}

export function RemotePage({ remote, pattern, load = loadRemoteRoutes, heading }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const Page = routePage(load, remote, pattern);

  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={
        <>
          <RemoteFallback onRetry={() => setAttempt((n) => n + 1)} />
          <PageCommitted />
        </>
      }
      onError={(error) => console.error(`[shell] ${remote} "${pattern}" failed`, error)}
    >
      <PageBoundary fallback={<RemoteLoading heading={heading} />}>
        <Page />
      </PageBoundary>
    </RemoteErrorBoundary>
  );
}
