// Policy: RETRY. A remote's files usually fail for a moment (a deploy in flight, a phone losing
// signal). Before a failure counts, each resource is tried again with a growing pause:
//   - the manifest (mf-manifest.json) through the `fetch` hook, also on a non-2xx answer;
//   - the remote entry script through `loadEntryError` (the first try already failed);
//   - the exposed module and its chunks through `getModuleFactory` (webpack forgets a failed
//     chunk, so asking the container again really downloads it again).
// Only after this do the last-known-good plugin and the page's fallback act.
import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

type LoadEntryErrorHook = NonNullable<ModuleFederationRuntimePlugin['loadEntryError']>;
type LoadEntryErrorArgs = Parameters<LoadEntryErrorHook>[0];
import { withPreloadedManifests } from './preloaded-manifests';
import { withRetry, type RetrySchedule } from './with-retry';

export interface RetryPluginOptions extends Partial<RetrySchedule> {
  fetch?: (url: string, init?: RequestInit) => Promise<Response>;
  /** Manifests the page already carries, by URL (boot data): answered without the network. */
  preloaded?: Readonly<Record<string, unknown>>;
}

export const RETRY_DEFAULTS = { attempts: 3, delayMs: 300 } as const;

export function retryPlugin(options: RetryPluginOptions = {}): ModuleFederationRuntimePlugin {
  const schedule: RetrySchedule = {
    attempts: options.attempts ?? RETRY_DEFAULTS.attempts,
    delayMs: options.delayMs ?? RETRY_DEFAULTS.delayMs,
    sleep: options.sleep,
  };
  // Federation manifests are static files of the remote CDN, not the provider API.
  // eslint-disable-next-line no-restricted-globals
  const networkFetch = options.fetch ?? ((url: string, init?: RequestInit) => fetch(url, init));
  const doFetch = options.preloaded
    ? withPreloadedManifests(options.preloaded, networkFetch)
    : networkFetch;

  return {
    name: 'storefront-retry',

    fetch(url, init) {
      return withRetry(async () => {
        const response = await doFetch(url, init);
        if (!response.ok) throw new Error(`HTTP ${response.status} fetching ${url}`);
        return response;
      }, schedule);
    },

    // The hook's declared return type wraps the exports in one promise too many; the runtime awaits it.
    loadEntryError: (async ({
      getRemoteEntry,
      origin,
      remoteInfo,
      remoteEntryExports,
      globalLoading,
      uniqueKey,
    }: LoadEntryErrorArgs) => {
      if (schedule.attempts <= 1) return undefined;
      try {
        return await withRetry(
          async () => {
            delete globalLoading[uniqueKey]; // the failed script load must not be reused
            const exports = await getRemoteEntry({ origin, remoteInfo, remoteEntryExports });
            if (!exports) throw new Error(`remote entry of ${remoteInfo.name} did not load`);
            return exports;
          },
          { ...schedule, attempts: schedule.attempts - 1 },
        );
      } catch {
        return undefined; // the original error goes on
      }
    }) as unknown as LoadEntryErrorHook,

    getModuleFactory({ remoteEntryExports, expose }) {
      return withRetry(async () => {
        const factory = await remoteEntryExports.get(expose);
        if (typeof factory !== 'function') throw new Error(`expose ${expose} returned no factory`);
        return factory;
      }, schedule);
    },
  };
}
