// URL helpers: query strings from objects, joining paths, and "is this the provider API?".
export type QueryValue = string | number | boolean | null | undefined | ReadonlyArray<string | number>;
export type Query = Record<string, QueryValue>;

/** `{ a: 1, b: undefined, c: ['x', 'y'] }` → `?a=1&c=x%2Cy`; undefined/null skipped, arrays as comma lists. */
export function buildQuery(query: Query | undefined): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value === undefined || value === null) continue;
    params.append(key, Array.isArray(value) ? value.join(',') : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : '';
}

/** Absolute URLs pass through; relative paths are joined to the base with exactly one slash. */
export function joinUrl(baseUrl: string, path: string): string {
  if (/^https?:\/\//i.test(path)) return path;
  return `${baseUrl.replace(/\/+$/, '')}/${path.replace(/^\/+/, '')}`;
}

/** True when `url` is the base URL or below it (same origin, path under the base path). */
export function isUnderBaseUrl(url: string, baseUrl: string): boolean {
  let target: URL;
  let base: URL;
  try {
    target = new URL(url);
    base = new URL(baseUrl);
  } catch {
    return false;
  }
  if (target.origin !== base.origin) return false;
  const basePath = base.pathname.replace(/\/+$/, '');
  return target.pathname === basePath || target.pathname.startsWith(`${basePath}/`);
}

/** The API path of a URL relative to the base, without query (e.g. "auth/refresh"). */
export function apiPathOf(url: string, baseUrl: string): string {
  const path = new URL(url).pathname;
  const basePath = new URL(baseUrl).pathname.replace(/\/+$/, '');
  return path.slice(basePath.length).replace(/^\/+|\/+$/g, '');
}
