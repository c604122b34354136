// A lazily loaded page (or any component) that can be retried. A failed chunk is requested again
// a couple of times with a pause (a phone losing signal for a moment). Once loaded (or preloaded),
// the page renders in the same pass, without suspending (syncThenable).
//
// A final failure is kept (every render throws it at once) until an error boundary has shown it
// and says so (loadFailuresShown, from its componentDidCatch). React renders a component that
// suspended on mount again from scratch, and retries a render that threw once more, so a mount is
// not yet a new attempt: had it been one, a failing chunk was asked for again and again and the
// page stayed on its loading state for good (issue 15's flaky resilience case). After that, the
// next mount (the shell's "Reintentar" remounts the page) or preload swaps in a fresh React.lazy,
// which remembers a rejection forever, and the chunk is requested again (webpack forgets failed
// chunks).
import { lazy, useState, type ComponentType, type LazyExoticComponent } from 'react';
import { syncRejection, syncThenable } from './sync-thenable';

type Module<P> = { default: ComponentType<P> };
/** The module, or a promise of it; a loader that already has it returns it as is (same pass). */
type Loader<P> = () => Module<P> | PromiseLike<Module<P>>;

export interface LazyPage<P extends object> {
  (props: P): React.ReactElement;
  /** Starts loading the page's code without rendering it (hover, viewport). */
  preload(): Promise<unknown>;
  /** Loads the page's code; rejects with the load's error (the deploy's contract gate). */
  load(): Promise<unknown>;
  displayName?: string;
}

export interface LazyPageOptions {
  /** Extra tries after a failed load. Default 2. */
  retries?: number;
  /** Pause before retry n is n × delayMs. Default 500. */
  delayMs?: number;
}

interface Failure {
  error: unknown;
  shown: boolean;
}
/** Failures no error boundary has shown yet (@storefront/ui is one instance per page). */
const unshown = new Set<Failure>();

/**
 * For an error boundary's componentDidCatch: the load failures it caught are on screen now, so
 * the pages that failed ask for their code again on their next mount. Every failure kept is
 * marked: a mount that React only repeats cannot happen once a boundary has committed.
 */
export function loadFailuresShown(): void {
  for (const failure of unshown) failure.shown = true;
  unshown.clear();
}

const isThenable = <T,>(value: T | PromiseLike<T>): value is PromiseLike<T> =>
  typeof (value as PromiseLike<T> | null)?.then === 'function';

async function retrying<T>(
  first: PromiseLike<T>,
  load: () => T | PromiseLike<T>,
  retries: number,
  delayMs: number,
): Promise<T> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      return await (attempt === 0 ? first : load());
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
  let loaded: Module<P> | null = null;
  let pending: Promise<Module<P>> | null = null;
  let failure: Failure | null = null;

  const failed = (error: unknown) => {
    failure = { error, shown: false };
    unshown.add(failure);
    pending = null;
  };
  // What React.lazy gets (it only ever calls `then` on it): the module or the failure at once when
  // known, else the load in flight, started here if none is.
  const begin = (): PromiseLike<Module<P>> => {
    if (loaded) return syncThenable(loaded);
    if (failure) return syncRejection(failure.error);
    if (!pending) {
      let first: Module<P> | PromiseLike<Module<P>>;
      try {
        first = load();
      } catch (error) {
        failed(error);
        return syncRejection(error);
      }
      if (!isThenable(first)) return syncThenable((loaded = first));
      pending = retrying(first, load, retries, delayMs).then(
        (module) => (loaded = module),
        (error: unknown) => {
          failed(error);
          throw error;
        },
      );
    }
    return pending;
  };
  let current: LazyExoticComponent<ComponentType<P>> = lazy(begin as () => Promise<Module<P>>);
  /** A shown failure is over: the next render asks for the code again. */
  const retryIfShown = () => {
    if (!failure?.shown) return;
    failure = null;
    current = lazy(begin as () => Promise<Module<P>>);
  };

  function Page(props: P) {
    const [Component] = useState(() => {
      retryIfShown();
      return current;
    });
    return <Component {...props} />;
  }
  Page.load = () => {
    retryIfShown();
    return Promise.resolve(begin());
  };
  Page.preload = () => Page.load().catch(() => undefined);
  if (name) Page.displayName = name;
  return Page as LazyPage<P>;
}
