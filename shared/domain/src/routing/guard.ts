// Spec 000 §2 / 002 §2 "Router guard" (every navigation):
// - guests routes: not logged in → {prefix}/login?redirect={path}&guest=true; else proceed;
// - auth routes: logged-in or guest users proceed; not logged in → route Checkout goes to
//   {prefix}/login?action=subscribe, others to {prefix}/login?redirect={path};
// - other (public) routes: a guest user is logged out and sent to {prefix}/login.
// "path" is decided here as the path after the prefix plus its query string, e.g.
// "/single-payments/pr-1?mp=true", URL-encoded as one query value. Login navigates to
// {prefix}{redirect} after decoding it (URLSearchParams.get decodes it).
export type RouteAccess = 'public' | 'guests' | 'auth';

export interface GuardInput {
  access: RouteAccess;
  /** Route name from routes.json (e.g. 'Checkout'). */
  routeName?: string;
  /** Path after the prefix, starting with '/'. */
  path: string;
  /** location.search, with or without the leading '?'. */
  search?: string;
  prefix: string;
  session: { loggedIn: boolean; isGuest: boolean };
}

export type GuardDecision = { kind: 'proceed' } | { kind: 'redirect'; to: string } | { kind: 'logout-and-redirect'; to: string };

export function redirectTarget(path: string, search = ''): string {
  const query = search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : '';
  const normalized = path.startsWith('/') ? path : `/${path}`;
  return `${normalized}${query}`;
}

export function guardDecision(input: GuardInput): GuardDecision {
  const { access, session, prefix } = input;
  const login = `${prefix}/login`;
  const redirect = encodeURIComponent(redirectTarget(input.path, input.search));

  if (access === 'guests') {
    return session.loggedIn ? { kind: 'proceed' } : { kind: 'redirect', to: `${login}?redirect=${redirect}&guest=true` };
  }
  if (access === 'auth') {
    if (session.loggedIn) return { kind: 'proceed' };
    return input.routeName === 'Checkout'
      ? { kind: 'redirect', to: `${login}?action=subscribe` }
      : { kind: 'redirect', to: `${login}?redirect=${redirect}` };
  }
  if (session.loggedIn && session.isGuest) return { kind: 'logout-and-redirect', to: login };
  return { kind: 'proceed' };
}
