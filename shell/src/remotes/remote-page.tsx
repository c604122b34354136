// Renders one route's page from its remote. React.lazy caches a rejected import, so the lazy
// component is keyed on an attempt counter: "Reintentar" builds a new one and really reloads.
import { lazy, Suspense, useMemo, useState } from 'react';
import { loadRemoteRoutes, type RemoteRoutesLoader } from './load-remote-routes';
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
      lazy(async () => {
        const routes = await load(remote);
        const component = routes[pattern];
        if (!component) throw new Error(`${remote} has no page for "${pattern}"`);
        return { default: component };
      }),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- attempt is the cache key
    [remote, pattern, load, attempt],
  );

  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={<RemoteFallback onRetry={() => setAttempt((n) => n + 1)} />}
      onError={(error) => console.error(`[shell] ${remote} "${pattern}" failed`, error)}
    >
      <Suspense fallback={<RemoteLoading />}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
