// The standalone server's two documents (deploy/README.md): /config.json (the shell's runtime
// URLs plus embedOrigins, the integrator origins the operator registered) and /remotes.json
// (the live payments remote and the routes it claims).
import { parseThirdParties, type RuntimeConfig } from '@storefront/state';

export interface PaymentsRoute {
  path: string;
  name: string;
  access: 'public' | 'guests' | 'auth';
  title: string;
}
export interface PaymentsRemote {
  name: string;
  manifestUrl: string;
  routes: PaymentsRoute[];
}

const text = (v: unknown, fallback: string) =>
  typeof v === 'string' && v.trim() ? v.trim() : fallback;
const strings = (v: unknown) =>
  Array.isArray(v) ? v.filter((s): s is string => typeof s === 'string') : [];

export function readStandaloneConfig(
  configJson: unknown,
  remotesJson: unknown,
): { config: RuntimeConfig; embedOrigins: string[]; remote: PaymentsRemote } {
  const c = (configJson ?? {}) as Record<string, unknown>;
  const config: RuntimeConfig = {
    apiBaseUrl: text(c.apiBaseUrl, 'http://localhost:4000/v1'),
    sandboxUrl: text(c.sandboxUrl, 'http://localhost:4000'),
    providerHomeUrl: text(c.providerHomeUrl, 'http://localhost:4000/sandbox/home'),
    marketplaceHosts: strings(c.marketplaceHosts),
    thirdParties: parseThirdParties(c.thirdParties, text(c.sandboxUrl, 'http://localhost:4000')),
  };
  const list = (remotesJson as { remotes?: unknown })?.remotes;
  const remote = (Array.isArray(list) ? list : []).find(
    (r): r is PaymentsRemote =>
      !!r && (r as PaymentsRemote).name === 'mfe_payments' && !!(r as PaymentsRemote).manifestUrl,
  );
  if (!remote) throw new Error('/remotes.json: the payments remote is not live');
  return {
    config,
    embedOrigins: strings(c.embedOrigins),
    remote: { ...remote, routes: Array.isArray(remote.routes) ? remote.routes : [] },
  };
}
