// A remote's exposed route map (`<remote>/routes`, deploy/README.md) built from its routes.json:
// the route patterns are written once, in routes.json (what the registry records and the shell's
// route table is built from), and routes.tsx names a page per route *name*.
// Outside production a route without a page, or a page no route names, throws on import (each
// remote's routes-contract test). A production build only joins the two, to ship no more bytes:
// there the deploy's contract gate refuses a route map that lacks a claimed route.

export interface ClaimedRoute {
  path: string;
  name: string;
}

/**
 * Every route of `routes` mapped by its path to `byName[route.name]`.
 * `partial`: a subset is fine (data prefetch: only some routes have one).
 */
export function routePages<T>(
  routes: readonly ClaimedRoute[],
  byName: Readonly<Record<string, T>>,
  { partial = false }: { partial?: boolean } = {},
): Record<string, T> {
  if (process.env.NODE_ENV !== 'production') {
    const names = new Set(routes.map((route) => route.name));
    const stray = Object.keys(byName).filter((name) => !names.has(name));
    if (stray.length > 0)
      throw new Error(`routes.json has no route named ${stray.map((n) => `"${n}"`).join(', ')}`);
    const missing = routes.find((route) => !partial && !Object.hasOwn(byName, route.name));
    if (missing)
      throw new Error(`routes.json route "${missing.path}" (${missing.name}) has no page`);
  }
  const byPath: Record<string, T> = {};
  for (const route of routes)
    if (Object.hasOwn(byName, route.name)) byPath[route.path] = byName[route.name]!;
  return byPath;
}
