// @ts-check
// The contract gate's rules on plain data (contract-gate.mjs runs them on a published version):
// the routes a remote claims (well formed, none another live remote owns), the singletons it
// shares against the host's, the routes its route map declares against its claim, and the pages a
// smoke render can ask for.
import semver from 'semver';

const ACCESS = new Set(['public', 'auth', 'guests']);

/**
 * Problems with the routes a version claims (routes.json): each a { path, name, access, title },
 * no path twice, none owned by another live remote.
 * @param {unknown} routes
 * @param {Array<{ package: string, routes: Array<{ path: string }> }>} otherRemotes live, not this one
 */
export function routeClaimProblems(routes, otherRemotes = []) {
  if (!Array.isArray(routes) || routes.length === 0) return ['routes.json claims no route'];
  const problems = [];
  const seen = new Set();
  const owners = new Map(
    otherRemotes.flatMap((remote) => remote.routes.map((route) => [route.path, remote.package])),
  );
  for (const route of routes) {
    const shown = JSON.stringify(route?.path ?? route);
    if (
      typeof route?.path !== 'string' ||
      route.path.startsWith('/') ||
      typeof route.name !== 'string' ||
      route.name === '' ||
      !ACCESS.has(route.access) ||
      typeof route.title !== 'string'
    ) {
      problems.push(`routes.json route ${shown} is not { path, name, access, title }`);
      continue;
    }
    if (seen.has(route.path)) problems.push(`routes.json claims "${route.path}" twice`);
    seen.add(route.path);
    const owner = owners.get(route.path);
    if (owner) problems.push(`routes.json claims "${route.path}", which live ${owner} owns`);
  }
  return problems;
}

/**
 * Problems with the singletons a version shares, against the live shell's manifest: a singleton of
 * the shell shared otherwise, or asked for in a range the shell's version does not satisfy.
 * @param {{ shared?: Array<{ name: string, version?: string, requiredVersion?: string, singleton?: boolean }> }} manifest
 * @param {{ shared?: Array<{ name: string, version: string, singleton?: boolean }> }} shellManifest
 */
export function singletonProblems(manifest, shellManifest) {
  const shell = new Map((shellManifest.shared ?? []).map((s) => [s.name, s]));
  const problems = [];
  for (const shared of manifest.shared ?? []) {
    const provided = shell.get(shared.name);
    if (!provided?.singleton) continue;
    if (!shared.singleton) {
      problems.push(
        `${shared.name}: shared as a non-singleton; the shell shares it as a singleton`,
      );
      continue;
    }
    const range = shared.requiredVersion;
    if (range && range !== '*' && !semver.satisfies(provided.version, range))
      problems.push(
        `${shared.name}: requires ${range}, the shell provides ${provided.version} (a page would load a second copy)`,
      );
  }
  return problems;
}

/**
 * Problems between the routes a version claims and the route map its `./routes` expose declares,
 * plus the pages whose code failed to import.
 * @param {string[]} claimed routes.json paths
 * @param {string[]} declared the exposed route map's keys
 * @param {Array<{ path: string, message: string }>} failures
 */
export function declaredRouteProblems(claimed, declared, failures = []) {
  const problems = [];
  for (const p of claimed)
    if (!declared.includes(p))
      problems.push(`routes.json claims "${p}", which the exposed route map has no page for`);
  for (const p of declared)
    if (!claimed.includes(p))
      problems.push(
        `the exposed route map has a page for "${p}", which routes.json does not claim`,
      );
  for (const failure of failures)
    problems.push(`the page of "${failure.path}" threw on import: ${failure.message}`);
  return problems;
}

/** Public routes without parameters: the pages a smoke render can ask for. */
export const smokePaths = (routes) =>
  routes
    .filter((route) => route.access === 'public' && !/[:*]/.test(route.path))
    .map((route) => route.path);
