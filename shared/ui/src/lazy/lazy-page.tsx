// A lazily loaded page (or any component) that can be retried. A failed chunk is requested again
// a couple of times with a pause (a phone losing signal for a moment). React.lazy remembers a
// rejected import forever, so after a final failure this wrapper swaps in a fresh React.lazy when
// it is mounted again: the shell's "Reintentar" remounts the page, and the chunk is requested
// again (webpack forgets failed chunks). Once loaded (or preloaded), the page renders in the same
// pass, without suspending (syncThenable).
import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { syncThenable } from './sync-thenable';

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

export interface LazyPage<P extends object> {
  (props: P): React.ReactElement;
  /** Starts loading the page's code without rendering it (hover, viewport). */
  preload(): Promise<unknown>;
  displayName?: string;
}

export interface LazyPageOptions {
  /** Extra tries after a failed load. Default 2. */
  retries?: number;
  /** Pause before retry n is n × delayMs. Default 500. */
  delayMs?: number;
}

async function loadWithRetries<T>(
  load: () => Promise<T>,
  retries: number,
  delayMs: number,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await load();
    } catch (error) {
      if (attempt >= retries) throw error;
      await new Promise((resolve) => setTimeout(resolve, delayMs * (attempt + 1)));
    }
  }
}

export function lazyPage<P extends object = Record<string, never>>(
  load: Loader<P>,
  name?: string,
  options: LazyPageOptions = {},
): LazyPage<P> {
  const { retries = 2, delayMs = 500 } = options;
  let failed = false;
  let pending: Promise<{ default: ComponentType<P> }> | null = null;
  let loaded: { default: ComponentType<P> } | null = null;
  const tracked = () => {
    pending ??= loadWithRetries(load, retries, delayMs).then(
      (module) => (loaded = module),
      (error: unknown) => {
        failed = true;
        pending = null;
        throw error;
      },
    );
    return pending;
  };
  // React.lazy types its loader as a Promise; it only ever calls `then` on it.
  const forLazy = () =>
    (loaded ? syncThenable(loaded) : tracked()) as Promise<{ default: ComponentType<P> }>;
  let current: LazyExoticComponent<ComponentType<P>> = lazy(forLazy);

  function Page(props: P) {
    const [Component] = useState(() => {
      if (failed) {
        failed = false;
        current = lazy(forLazy);
      }
      return current;
    });
    return <Component {...props} />;
  }
  Page.preload = () => tracked().catch(() => undefined);
  if (name) Page.displayName = name;
  return Page as LazyPage<P>;
}
