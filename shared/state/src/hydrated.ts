// False in a server render and during hydration, true once the page is live in the browser (and
// at once in a page rendered only by the browser). Render-time reads of browser-only state (the
// guest id in localStorage, the stored session) wait for it, so the first client render matches
// the server's HTML (issue 15).
import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
