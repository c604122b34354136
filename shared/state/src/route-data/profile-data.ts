// The signed-in shopper's profile (GET auth/profile), as the profile page, the service checkout and
// the edit read it. A guest-type session has none (spec 000 §4).
import type { RouteDataContext } from './route-data-context';

export function start({ api, cache, userId, isGuest }: RouteDataContext): void {
  if (userId && !isGuest) cache.prefetch(['profile', userId], () => api.auth.profile());
}
