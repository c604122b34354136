// @ts-check
// The bundle report's manifests: the shell's and the live remotes' (over HTTP, as the browser
// reads them), and the size of each shared singleton as each container builds it.
import { gzipSize } from './bundle-measure.mjs';

/** Fetch the shell's and the live remotes' manifests over HTTP, as the browser does. */
export async function loadManifests({ shellUrl }) {
  const getJson = async (url) => {
    const response = await fetch(url);
    if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
    return response.json();
  };
  const shell = await getJson(`${shellUrl}/mf-manifest.json`).catch(() => null);
  const { remotes } = await getJson(`${shellUrl}/remotes.json`);
  const loaded = [];
  for (const remote of remotes) {
    const manifest = await getJson(remote.manifestUrl).catch(() => null);
    if (manifest)
      loaded.push({
        package: remote.package,
        version: remote.version,
        baseUrl: remote.manifestUrl.replace(/[^/]+$/, ''),
        manifest,
      });
  }
  return { shell, remotes: loaded };
}

/** Size of each shared singleton as each container builds it (gzipped sync files). */
export async function sharedSizes(manifests, shellUrl) {
  const sizes = {};
  const fileSize = new Map();
  const sizeOf = async (url) => {
    if (!fileSize.has(url)) {
      const response = await fetch(url);
      fileSize.set(url, response.ok ? gzipSize(Buffer.from(await response.arrayBuffer())) : null);
    }
    return fileSize.get(url);
  };
  const containers = [
    ...(manifests.shell
      ? [{ package: 'shell', baseUrl: `${shellUrl}/`, manifest: manifests.shell }]
      : []),
    ...manifests.remotes,
  ];
  for (const container of containers) {
    for (const shared of container.manifest.shared ?? []) {
      const files = shared.assets?.js?.sync ?? [];
      let gzip = 0;
      for (const file of files) gzip += (await sizeOf(new URL(file, container.baseUrl).href)) ?? 0;
      sizes[shared.name] ??= {
        version: shared.version,
        singleton: Boolean(shared.singleton),
        builtBy: {},
      };
      sizes[shared.name].builtBy[container.package] = { files, gzip };
    }
  }
  return sizes;
}
