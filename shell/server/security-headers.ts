// The headers every shell response carries (issue 10). The shell's HTML has no inline script (the
// build emits one external main.js), so script-src names only this origin and the remote CDN, with
// no nonce, hash or eval. Emotion (Chakra) writes <style> tags at run time, hence 'unsafe-inline'
// for styles only. The iframe/{text} route shows an address the store configured (spec 000 §2), so
// frames may come from any https origin and from the sandbox (the provider's pages in this stack).
// Only the store's own pages may frame the shell, plus the integrator origins an operator lists
// in SHELL_FRAME_ANCESTORS (space-separated, read by deploy/stack/src/ports.mjs: frameAncestorsFrom),
// for the payments embed (ARCHITECTURE.md).

const originOf = (url: string): string => new URL(url).origin;

/** Google's Maps JavaScript API (its loader's script) and the Places API it calls. */
export const GOOGLE_MAPS_SCRIPT = 'https://maps.googleapis.com';
export const GOOGLE_PLACES_API = 'https://places.googleapis.com';

/** opener: the Cross-Origin-Opener-Policy (the payments page's provider window must keep its opener). */
export function securityHeaders({
  cdnUrl,
  config,
  frameAncestors = [],
  opener = 'same-origin',
}: {
  cdnUrl: string;
  config: {
    apiBaseUrl: string;
    sandboxUrl: string;
    thirdParties?: { holidaysUrl: string; mapsApiKey: string | null; analytics: { url: string } };
  };
  frameAncestors?: string[];
  opener?: string;
}): Record<string, string> {
  const cdn = originOf(cdnUrl);
  const api = originOf(config.apiBaseUrl);
  const sandbox = originOf(config.sandboxUrl);
  // The third parties pages call (README "Third-party services"): the holidays service, the
  // analytics tracking API, and with a maps key Google's Maps JavaScript API (its script, and the
  // places it asks).
  const maps = config.thirdParties?.mapsApiKey ? [GOOGLE_MAPS_SCRIPT, GOOGLE_PLACES_API] : [];
  const services = config.thirdParties
    ? [
        originOf(config.thirdParties.holidaysUrl),
        originOf(config.thirdParties.analytics.url),
        ...maps,
      ]
    : [];
  const unique = (...items: string[]): string => [...new Set(items)].join(' ');
  const ancestors = frameAncestors.map(originOf);
  const policy = [
    `default-src 'self'`,
    `script-src ${unique("'self'", cdn, ...maps.slice(0, 1))}`,
    `connect-src ${unique("'self'", api, sandbox, cdn, ...services)}`,
    `img-src ${unique("'self'", 'data:', 'blob:', 'https:', sandbox, cdn)}`,
    `font-src ${unique("'self'", 'data:', cdn)}`,
    `style-src 'self' 'unsafe-inline'`,
    `frame-src ${unique("'self'", 'https:', sandbox)}`,
    `form-action ${unique("'self'", sandbox)}`,
    `frame-ancestors ${unique("'self'", ...ancestors)}`,
    `base-uri 'none'`,
    `object-src 'none'`,
  ].join('; ');
  return {
    'Content-Security-Policy': policy,
    // Older browsers read only this; it cannot list origins, so it is left out when integrators are.
    ...(ancestors.length ? {} : { 'X-Frame-Options': 'SAMEORIGIN' }),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    'Permissions-Policy': 'camera=(), microphone=(), geolocation=(), usb=(), interest-cohort=()',
    'Cross-Origin-Opener-Policy': opener,
  };
}
