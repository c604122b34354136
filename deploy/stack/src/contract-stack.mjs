// @ts-check
// What the contract gate reads from the running stack: the store it opens, the live remotes, the
// shell's (and the payments standalone host's) manifest, and each remote's manifest on the CDN.
import fs from 'node:fs/promises';
import path from 'node:path';
import { importShellServer } from './typescript.mjs';

async function getJson(url) {
  const response = await fetch(url, { signal: AbortSignal.timeout(10_000) });
  if (!response.ok) throw new Error(`HTTP ${response.status} from ${url}`);
  return response.json();
}

/** What the gate needs from the running stack: the store it opens, live remotes, shell manifest. */
export async function stackFacts(config, store, withPayments) {
  const unreachable = (what, error) =>
    new Error(
      `${what} is not reachable (${error.message}); the gate checks against the running stack (npm start)`,
    );
  const [live, shellManifest, pageConfig] = await Promise.all([
    getJson(`${config.shellUrl}/remotes.json`),
    getJson(`${config.shellUrl}/mf-manifest.json`),
    getJson(`${config.shellUrl}/config.json`),
  ]).catch((error) => {
    throw unreachable(`the shell at ${config.shellUrl}`, error);
  });
  const paymentsManifest = withPayments
    ? await getJson(`${config.paymentsUrl}/mf-manifest.json`).catch((error) => {
        throw unreachable(`the payments standalone host at ${config.paymentsUrl}`, error);
      })
    : null;
  const { createTenantLoader } = await importShellServer();
  const loadTenant = createTenantLoader({ apiUrl: `${config.sandboxInternalUrl}/v1` });
  const byName = await loadTenant({
    mode: 'marketplace',
    prefix: `/${store}`,
    storeName: store,
  }).catch((error) => {
    throw unreachable(`the sandbox at ${config.sandboxInternalUrl}`, error);
  });
  const tenant = byName.kind === 'ok' ? byName : await loadTenant({ mode: 'any' });
  if (tenant.kind !== 'ok') throw new Error(`no store to check with (${tenant.reason})`);
  return { live, shellManifest, paymentsManifest, pageConfig, tenant: tenant.tenant };
}

/** Each remote's manifest, read from the CDN folder (the boot document carries them). */
export async function manifestsOf(cdnDir, cdnUrl, remotes) {
  /** @type {Record<string, object>} */
  const manifests = {};
  const base = `${cdnUrl.replace(/\/+$/, '')}/`;
  for (const remote of remotes) {
    const relative = remote.manifestUrl.startsWith(base)
      ? remote.manifestUrl.slice(base.length)
      : null;
    if (!relative) continue;
    try {
      manifests[remote.manifestUrl] = JSON.parse(
        await fs.readFile(path.join(cdnDir, relative), 'utf8'),
      );
    } catch {
      // A manifest the boot data lacks is fetched by the runtime.
    }
  }
  return manifests;
}
