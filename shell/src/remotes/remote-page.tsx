// Renders one route's page from its remote. The page is a lazyPage kept per loader, remote and
// route, not per render: React renders a mount that suspended again from scratch, and a lazy made
// in that render would ask for a failing remote again and again (see lazy-page.tsx). A failure is
// kept until the error boundary has shown it; "Reintentar" then remounts the page, which asks the
// loader again. Routes already loaded render the page in the same pass (no fallback, no wait to
// hydrate). A page still loading after REMOTE_LOAD_DEADLINE_MS (a remote that hangs) shows the
// fallback too, and replaces it by itself if its code arrives after all.
import { useCallback, useEffect, useLayoutEffect, useState, type ComponentType } from 'react';
import { useHref, useLocation, useParams } from 'react-router-dom';
import { useAtomValue } from 'jotai';
import { apiAtom, sessionAtom, tenantAtom, useServerDataCache } from '@storefront/state';
import { lazyPage, resolvedValue, type LazyPage } from '@storefront/ui';
import { startRouteData } from '@storefront/state/route-data';
import { loadRemoteRoutes, type RemoteRoutes, type RemoteRoutesLoader } from './load-remote-routes';
import { PageBoundary, PageCommitted } from '../routing/page-committed';
import { RemoteErrorBoundary } from './remote-error-boundary';
import {
  REMOTE_LOAD_DEADLINE_MS,
  RemoteFallback,
  RemoteLoading,
  type PageFrame,
} from './remote-fallback';

export interface RemotePageProps {
  remote: string;
  pattern: string;
  /** Injected in tests; the federation loader otherwise. */
  load?: RemoteRoutesLoader;
  /** The page's column, h1 and skeleton while its code loads (routes.json `heading`, …). */
  frame?: PageFrame;
  /** The data the page reads (routes.json `data`). */
  data?: readonly string[];
  /** Injected in tests; @storefront/state/route-data's otherwise. */
  startData?: typeof startRouteData;
}

/**
 * A navigation's page data (routes.json `data`), started when its route mounts, without waiting
 * for the remote's code (issue 41): the request goes out beside the page's chunks, not after the
 * page's first render. The visit's first route was started at boot (start-route-page.ts): this
 * one then finds its loads in the cache and adds none. Layout effects never run in a server
 * render.
 */
function useRouteData(data: readonly string[] | undefined, startData: typeof startRouteData) {
  const api = useAtomValue(apiAtom);
  const tenant = useAtomValue(tenantAtom);
  const session = useAtomValue(sessionAtom);
  const cache = useServerDataCache();
  const params = useParams();
  useLayoutEffect(() => {
    if (!api || !tenant || !data) return;
    void startData(data, {
      api,
      cache,
      storeId: tenant.store._id,
      userId: session?.user.userId,
      isGuest: session?.isGuest,
      params,
    });
    // Once per mount: a navigation to this route mounts it anew.
  }, []); // eslint-disable-line react-hooks/exhaustive-deps
}

type RoutePage = LazyPage<Record<string, never>>;

/** Inside the page's error boundary: past the load deadline, the page is a failure. */
function LoadDeadline({ remote, passed }: { remote: string; passed: boolean }) {
  if (passed) throw new Error(`${remote} did not load within ${REMOTE_LOAD_DEADLINE_MS} ms`);
  return null;
}

/**
 * After the deadline's fallback: once the page's code (its routes module and the page's own chunk)
 * has arrived after all, `ready` runs (the page replaces the fallback).
 */
function useLateArrival(Page: RoutePage, slow: boolean, ready: () => void) {
  useEffect(() => {
    if (!slow) return;
    let mounted = true;
    Page.load()
      .then((module) => (module as { default?: { preload?: () => Promise<unknown> } }).default)
      .then((component) => component?.preload?.())
      .then(
        () => mounted && ready(),
        () => undefined, // a load that failed for good keeps the fallback ("Reintentar")
      );
    return () => {
      mounted = false;
    };
  }, [Page, slow, ready]);
}
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

export function RemotePage({
  remote,
  pattern,
  load = loadRemoteRoutes,
  frame,
  data,
  startData = startRouteData,
}: RemotePageProps) {
  const [attempt, setAttempt] = useState(0);
  const [slow, setSlow] = useState(false);
  const Page = routePage(load, remote, pattern);
  const onSlow = useCallback(() => setSlow(true), []);
  const retry = useCallback(() => {
    setSlow(false);
    setAttempt((n) => n + 1);
  }, []);
  useLateArrival(Page, slow, retry);
  // This route's own address: a navigation may still show the previous page's URL while it waits.
  const href = useHref(useLocation());
  useRouteData(data, startData);

  return (
    <RemoteErrorBoundary
      key={attempt}
      fallback={
        <>
          <RemoteFallback onRetry={retry} />
          <PageCommitted />
        </>
      }
      onError={(error) => {
        console.error(`[shell] ${remote} "${pattern}" failed`, error);
        // The failure is reported for its version (a canary's watch). Opened before a promote
        // whose new version removed this one's files: load it anew, once. Both load only on a
        // failure, so no route's boot carries them.
        import('../federation/remote-failed')
          .then(({ remoteFailed }) => remoteFailed(remote, href))
          .catch(() => undefined); // the shell's own chunk unreachable: the fallback stays
      }}
    >
      <LoadDeadline remote={remote} passed={slow} />
      <PageBoundary fallback={<RemoteLoading frame={frame} onSlow={onSlow} />}>
        <Page />
      </PageBoundary>
    </RemoteErrorBoundary>
  );
}
