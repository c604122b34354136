// @ts-check
// Whether a published version loads from the CDN over HTTP, as a browser would load it (promote's
// check, and the contract gate's first).
import { remoteByPackage } from './ports.mjs';

/** ECONNREFUSED and friends; with localhost on IPv4 and IPv6 undici wraps them in an AggregateError. */
export function networkErrorCode(error) {
  if (error.name === 'TimeoutError') return 'timeout';
  return error.cause?.code ?? error.cause?.errors?.[0]?.code ?? error.message;
}

/**
 * Fetch the version's manifest, remote entry and the sync chunks of its `./routes` expose over
 * HTTP from the CDN, as a browser would. Throws an Error saying what failed.
 * @param {{ cdnUrl: string, remote: string, version: string, fetch?: typeof fetch }} options
 */
export async function checkLoads({ cdnUrl, remote, version, fetch: fetchImpl = fetch }) {
  const { package: pkg, name } = remoteByPackage(remote);
  const base = `${cdnUrl.replace(/\/+$/, '')}/${pkg}/${version}/`;
  const get = async (url, what) => {
    let response;
    try {
      response = await fetchImpl(url, { signal: AbortSignal.timeout(10_000) });
    } catch (error) {
      throw new Error(
        `${pkg}@${version}: ${what} did not load from ${url} (${networkErrorCode(error)})`,
      );
    }
    if (!response.ok)
      throw new Error(
        `${pkg}@${version}: ${what} did not load from ${url} (HTTP ${response.status})`,
      );
    return response.text();
  };
  let manifest;
  try {
    manifest = JSON.parse(await get(`${base}mf-manifest.json`, 'the manifest'));
  } catch (error) {
    if (error instanceof SyntaxError)
      throw new Error(`${pkg}@${version}: mf-manifest.json is not JSON`);
    throw error;
  }
  const manifestName = manifest.name ?? manifest.metaData?.name;
  if (manifestName !== name)
    throw new Error(
      `${pkg}@${version}: manifest names container "${manifestName}", expected "${name}"`,
    );
  const entry = manifest.metaData?.remoteEntry;
  if (!entry?.name) throw new Error(`${pkg}@${version}: manifest has no metaData.remoteEntry`);
  const entryUrl = new URL(
    `${entry.path ? `${entry.path.replace(/\/+$/, '')}/` : ''}${entry.name}`,
    base,
  ).href;
  const entrySource = await get(entryUrl, 'the remote entry');
  if (entrySource.trim().length === 0)
    throw new Error(`${pkg}@${version}: the remote entry is empty`);
  const routesExpose = (manifest.exposes ?? []).find(
    (e) => e.path === './routes' || e.name === 'routes',
  );
  if (!routesExpose) throw new Error(`${pkg}@${version}: the manifest exposes no "./routes"`);
  for (const chunk of routesExpose.assets?.js?.sync ?? []) {
    await get(new URL(chunk, base).href, `chunk ${chunk}`);
  }
  return { manifestUrl: `${base}mf-manifest.json`, remoteEntryUrl: entryUrl };
}
