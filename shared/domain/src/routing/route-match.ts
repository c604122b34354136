// Which route of the remotes' route tables (each remote's routes.json, as /remotes.json lists
// them) a path of the store lands on: the shell server uses it to pick the page's remote, its
// hints and whether it is server-rendered. Patterns are relative to the store prefix, React
// Router-like: '' the root, ':param' one segment, '*' the rest. A `marketplaceOnly` route exists
// only in marketplace mode (as the shell's route table, shell/src/routing/route-table.ts).
import type { TenantMode } from './path-prefix';

/** Whether `relativePath` (after the prefix, stripPrefix) matches `pattern` ('product/:id', 'info/*'). */
export function matchesRoutePattern(pattern: string, relativePath: string): boolean {
  const want = pattern.split('/').filter(Boolean);
  const have = relativePath.split('/').filter(Boolean);
  for (let i = 0; i < want.length; i += 1) {
    const segment = want[i]!;
    if (segment === '*') return true;
    if (have[i] === undefined) return false;
    if (segment.startsWith(':')) continue;
    if (segment !== have[i]) return false;
  }
  return want.length === have.length;
}

/** A route as /remotes.json lists it: a pattern, and whether it is for marketplace mode only. */
export interface RoutePattern {
  path: string;
  marketplaceOnly?: boolean | null;
}

/** The first route (and its remote) that claims the path, in the document's order; null when none does. */
export function routeForPath<M extends { routes?: readonly RoutePattern[] | null }>(
  remotes: { remotes?: readonly M[] | null },
  relativePath: string,
  mode: TenantMode,
): { remote: M; route: NonNullable<M['routes']>[number] } | null {
  for (const remote of remotes.remotes ?? []) {
    for (const route of remote.routes ?? []) {
      if (route.marketplaceOnly && mode !== 'marketplace') continue;
      if (matchesRoutePattern(route.path, relativePath)) return { remote, route };
    }
  }
  return null;
}
