// Where the session gate acts (spec 000 §4 Session, "not on the Login page"): every store route
// except login, recover and user-info itself; a guest on a public route is the guard's business
// (it logs the guest out), so the gate leaves that alone too.
import type { StoreRoute } from '../routing/route-table';

const EXEMPT_ROUTES = new Set(['Login', 'Recover', 'UserInfo']);

export function gateApplies(route: StoreRoute | undefined, isGuest: boolean): boolean {
  if (!route || EXEMPT_ROUTES.has(route.name)) return false;
  return !(isGuest && route.access === 'public');
}

/** `{prefix}/user-info?redirect={path after the prefix + query}` (the guard's redirect style). */
export function userInfoPath(prefix: string, pathAfterPrefix: string, search: string): string {
  const query = search && search !== '?' ? search : '';
  return `${prefix}/user-info?redirect=${encodeURIComponent(`${pathAfterPrefix}${query}`)}`;
}
