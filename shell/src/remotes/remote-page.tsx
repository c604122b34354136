// Renders one route's page from its remote. React.lazy caches a rejected import, so the lazy
// component is keyed on an attempt counter: "Reintentar" builds a new one and really reloads.
// Routes already loaded render the page in the same pass (no fallback, no wait to hydrate).
import { lazy, useMemo, useState, type ComponentType } from 'react';
import { resolvedValue, syncThenable } from '@storefront/ui';
import { loadRemoteRoutes, type RemoteRoutes, type RemoteRoutesLoader } from './load-remote-routes';
import { PageBoundary, PageCommitted } from '../routing/page-committed';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallback, RemoteLoading } from './remote-fallback';

export interface RemotePageProps {
  remote: string;
  pattern: string;
  /** Injected in tests; the federation loader otherwise. */
  load?: RemoteRoutesLoader;
}

export function RemotePage({ remote, pattern, load = loadRemoteRoutes }: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () =>
      lazy(() => {
        const pick = (routes: RemoteRoutes): { default: ComponentType } => {
          const component = routes[pattern];
          if (!component) throw new Error(`${remote} has no page for "${pattern}"`);
          return { default: component };
        };
        const pending = load(remote);
        const ready = resolvedValue(pending);
        // React.lazy only calls `then` on its loader's result.
        return ready
          ? (syncThenable(pick(ready.value)) as Promise<{ default: ComponentType }>)
          : pending.then(pick);
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt is the cache key
    [remote, pattern, load, attempt],
  );

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
      <PageBoundary fallback={<RemoteLoading />}>
        <Page />
      </PageBoundary>
    </RemoteErrorBoundary>
  );
}
