import { parseThirdParties, type RuntimeConfig } from '@storefront/state';

/** /config.json with safe defaults for what it leaves out (deploy/README.md). */
export function parseRuntimeConfig(json: unknown): RuntimeConfig {
  const value = (json ?? {}) as Partial<Record<keyof RuntimeConfig, unknown>>;
  const text = (v: unknown, fallback: string) =>
    typeof v === 'string' && v.trim() ? v.trim() : fallback;
  const sandboxUrl = text(value.sandboxUrl, 'http://localhost:4000');
  return {
    apiBaseUrl: text(value.apiBaseUrl, 'http://localhost:4000/v1'),
    sandboxUrl,
    providerHomeUrl: text(value.providerHomeUrl, 'http://localhost:4000/sandbox/home'),
    marketplaceHosts: Array.isArray(value.marketplaceHosts)
      ? value.marketplaceHosts.filter((h): h is string => typeof h === 'string')
      : ['localhost', '127.0.0.1'],
    thirdParties: parseThirdParties(value.thirdParties, sandboxUrl),
  };
}
