// The boot data the shell server inlines in a store page (shell/server/documents.ts):
// <script type="application/json" id="__STOREFRONT_BOOT__">{ v: 1, config, remotes, tenant,
// manifests, ssr? }</script>. With it the browser fetches neither /config.json nor /remotes.json,
// nor the store, template, policy or any remote's mf-manifest.json (issue 15 "No waterfall").
// `ssr` is there when the shell server rendered #root: the data it rendered and its route's remote.
// Absent (payments standalone host, a dev server, a page without a store) or not matching this
// schema → null, and boot falls back to fetching them as before.
import * as v from 'valibot';
import { resolvePathPrefix } from '@storefront/domain';
import { PolicySchema, StoreSchema, TemplateSchema } from '@storefront/sdk';
import type { RuntimeConfig, Tenant } from '@storefront/state';
import { parseRemotesManifest, type RemotesManifest } from '../federation/remotes-manifest';
import { parseRuntimeConfig } from './runtime-config';

export const BOOT_ELEMENT_ID = '__STOREFRONT_BOOT__';

const BootDataSchema = v.looseObject({
  v: v.literal(1),
  config: v.looseObject({}),
  remotes: v.looseObject({ remotes: v.array(v.unknown()) }),
  tenant: v.looseObject({
    store: StoreSchema,
    template: TemplateSchema,
    policy: PolicySchema,
    prefix: v.string(),
    mode: v.picklist(['marketplace', 'own-host']),
  }),
  /** Federation manifests by URL (mf-manifest.json of each live remote). */
  manifests: v.record(v.string(), v.looseObject({})),
  /** Present when the shell server rendered #root (issue 15): what the browser hydrates from. */
  ssr: v.optional(
    v.looseObject({
      /** The render's server-data snapshot (its cache's dehydrate()). */
      data: v.record(v.string(), v.unknown()),
      /** The remote owning the rendered route: loaded before hydrating. */
      remote: v.nullable(v.string()),
    }),
  ),
});

export interface ServerRenderBoot {
  data: Record<string, unknown>;
  remote: string | null;
}

export interface BootData {
  config: RuntimeConfig;
  remotes: RemotesManifest;
  tenant: Tenant;
  manifests: Record<string, Record<string, unknown>>;
  ssr?: ServerRenderBoot;
}

/** Parses the boot document; null (with a warning) when it is not one this shell understands. */
export function parseBootData(json: unknown): BootData | null {
  const parsed = v.safeParse(BootDataSchema, json);
  if (!parsed.success) {
    console.warn('[shell] ignoring boot data that does not match its schema', parsed.issues);
    return null;
  }
  const { config, remotes, tenant, manifests, ssr } = parsed.output;
  return {
    config: parseRuntimeConfig(config),
    remotes: parseRemotesManifest(remotes),
    tenant: tenant as Tenant,
    manifests,
    ...(ssr ? { ssr: { data: ssr.data, remote: ssr.remote } } : {}),
  };
}

/**
 * The page's boot data, if any, for this location: the tenant must be the one the location
 * resolves to (same mode and prefix as load-tenant.ts would find), else it is ignored.
 */
export function readBootData(
  doc: Document = document,
  location: Pick<Location, 'hostname' | 'pathname'> = window.location,
): BootData | null {
  const text = doc.getElementById(BOOT_ELEMENT_ID)?.textContent;
  if (!text) return null;
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    console.warn('[shell] ignoring boot data that is not JSON');
    return null;
  }
  const boot = parseBootData(json);
  if (!boot) return null;
  const where = resolvePathPrefix({
    hostname: location.hostname,
    pathname: location.pathname,
    marketplaceHosts: boot.config.marketplaceHosts,
  });
  if (where.mode !== boot.tenant.mode || where.prefix !== boot.tenant.prefix) {
    console.warn('[shell] ignoring boot data for another location');
    return null;
  }
  return boot;
}

/** A server render to hydrate: boot data with `ssr` and the server's HTML in #root. */
export function hasServerRender(
  bootData: BootData | null,
  container: HTMLElement,
): bootData is BootData & { ssr: NonNullable<BootData['ssr']> } {
  return Boolean(bootData?.ssr) && container.firstElementChild !== null;
}
