// @ts-check
// Environment → ports, URLs and folders of one stack. `npm start` uses the defaults (8080/8081/4000);
// `npm test` passes its own env (18080/18081/14000, temp folders) so both can run side by side.
import path from 'node:path';

/** The four remotes: folder/package name and Module Federation container name. */
export const REMOTES = [
  { package: 'mfe-catalog', name: 'mfe_catalog' },
  { package: 'mfe-cart-checkout', name: 'mfe_cart_checkout' },
  { package: 'mfe-account', name: 'mfe_account' },
  { package: 'mfe-payments', name: 'mfe_payments' },
];

/** @param {string} pkg */
export function remoteByPackage(pkg) {
  const remote = REMOTES.find((r) => r.package === pkg || r.name === pkg);
  if (!remote)
    throw new Error(`Unknown remote "${pkg}". Known: ${REMOTES.map((r) => r.package).join(', ')}`);
  return remote;
}

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @param {string} [rootDir] repository root (folders in env are relative to it)
 */
export function stackConfig(env = process.env, rootDir = process.cwd()) {
  const port = (name, fallback) => {
    const value = Number(env[name] ?? fallback);
    if (!Number.isInteger(value) || value <= 0 || value > 65535)
      throw new Error(`${name} must be a port number, got "${env[name]}"`);
    return value;
  };
  const shellPort = port('SHELL_PORT', 8080);
  const cdnPort = port('CDN_PORT', 8081);
  const sandboxPort = port('SANDBOX_PORT', 4000);
  // The payments standalone page (embed.js too) and the embed's demo merchant page.
  const paymentsPort = port('PAYMENTS_PORT', 8082);
  const embedDemoPort = port('EMBED_DEMO_PORT', 8083);
  // Public URLs default to localhost; set them when the stack sits behind another host name.
  const shellUrl = trimSlash(env.SHELL_PUBLIC_URL ?? `http://localhost:${shellPort}`);
  const cdnUrl = trimSlash(env.CDN_PUBLIC_URL ?? `http://localhost:${cdnPort}`);
  const sandboxUrl = trimSlash(env.SANDBOX_PUBLIC_URL ?? `http://localhost:${sandboxPort}`);
  const paymentsUrl = trimSlash(env.PAYMENTS_PUBLIC_URL ?? `http://localhost:${paymentsPort}`);
  // Another origin than the storefront's (127.0.0.1, not localhost): a foreign page.
  const embedDemoUrl = `http://127.0.0.1:${embedDemoPort}`;
  // The canary watch (canary.mjs): a canary is rolled back once at least this many browsers got it
  // and more than this share of them reported a failure.
  const canaryMinBrowsers = Number(env.CANARY_MIN_BROWSERS ?? 5);
  if (!Number.isInteger(canaryMinBrowsers) || canaryMinBrowsers < 1)
    throw new Error(
      `CANARY_MIN_BROWSERS must be a whole number above 0, got "${env.CANARY_MIN_BROWSERS}"`,
    );
  const canaryMaxErrorRate = Number(env.CANARY_MAX_ERROR_RATE ?? 0.25);
  if (!(canaryMaxErrorRate >= 0 && canaryMaxErrorRate < 1))
    throw new Error(
      `CANARY_MAX_ERROR_RATE must be a share from 0 to below 1, got "${env.CANARY_MAX_ERROR_RATE}"`,
    );
  const ssrDeadlineMs = Number(env.SSR_DEADLINE_MS ?? 3000);
  if (!Number.isFinite(ssrDeadlineMs) || ssrDeadlineMs <= 0)
    throw new Error(`SSR_DEADLINE_MS must be a number of ms above 0, got "${env.SSR_DEADLINE_MS}"`);
  return {
    rootDir,
    shellPort,
    cdnPort,
    sandboxPort,
    paymentsPort,
    embedDemoPort,
    shellUrl,
    paymentsUrl,
    embedDemoUrl,
    cdnUrl,
    sandboxUrl,
    apiBaseUrl: `${sandboxUrl}/v1`,
    // Where the shell server reaches the sandbox (its /api/v1 proxy, the boot data's tenant).
    sandboxInternalUrl: trimSlash(env.SANDBOX_INTERNAL_URL ?? `http://127.0.0.1:${sandboxPort}`),
    providerHomeUrl: `${sandboxUrl}/sandbox/home`,
    cdnDir: path.resolve(rootDir, env.CDN_DIR ?? '.cdn'),
    dataDir: path.resolve(rootDir, env.SANDBOX_DATA_DIR ?? '.data/sandbox'),
    databaseUrl: env.DATABASE_URL || undefined,
    environment: env.DEPLOY_ENV ?? 'local',
    frameAncestors: frameAncestorsFrom(env.SHELL_FRAME_ANCESTORS),
    // Integrator origins that may embed the payments page and receive its messages.
    embedOrigins: frameAncestorsFrom(env.PAYMENTS_EMBED_ORIGINS ?? embedDemoUrl),
    // Server rendering of public store routes (deploy/README.md "Server rendering"); SSR=0: off.
    ssr: env.SSR !== '0',
    ssrDeadlineMs,
    canaryMinBrowsers,
    canaryMaxErrorRate,
    // The CDN's fault scenes for the resilience journeys (cdn-faults.mjs): npm test's stack only.
    cdnFaultScenes: env.CDN_FAULT_SCENES === '1',
    // The operators' page (shell/server/operators/): off without a token of at least 16 characters.
    operatorToken:
      env.OPERATOR_TOKEN && env.OPERATOR_TOKEN.length >= 16 ? env.OPERATOR_TOKEN : null,
    thirdParties: thirdPartiesFrom(env, sandboxUrl),
  };
}

/**
 * The third-party services the pages use (README "Third-party services"): each a real service's
 * address from the environment, or the sandbox's stand-in.
 * @param {NodeJS.ProcessEnv} env
 * @param {string} sandboxUrl
 */
export function thirdPartiesFrom(env, sandboxUrl) {
  /** @param {string} name @param {string} fallback */
  const url = (name, fallback) => {
    const value = env[name]?.trim();
    if (!value) return fallback;
    if (!/^https?:\/\/[^/]/.test(value))
      throw new Error(`${name} must be an http(s) URL, got "${value}"`);
    return trimSlash(value);
  };
  return {
    // Nager.Date's public API: https://date.nager.at
    holidaysUrl: url('HOLIDAYS_URL', `${sandboxUrl}/sandbox/holidays`),
    // Google's: https://accounts.google.com/o/oauth2/v2/auth
    googleAuthorizeUrl: url('GOOGLE_AUTHORIZE_URL', `${sandboxUrl}/sandbox/google/authorize`),
    // A Maps JavaScript API key (restrict it to the stores' hosts): the address dialog searches
    // Google's places; unset, the provider API's stand-in.
    mapsApiKey: env.GOOGLE_MAPS_API_KEY?.trim() || null,
    // Segment's tracking API (https://api.segment.io/v1) and a source's write key.
    analytics: {
      url: url('ANALYTICS_URL', `${sandboxUrl}/sandbox/segment/v1`),
      writeKey: env.ANALYTICS_WRITE_KEY?.trim() || 'sandbox',
    },
  };
}

/** @param {string} url */
function trimSlash(url) {
  return url.replace(/\/+$/, '');
}

/**
 * SHELL_FRAME_ANCESTORS: space-separated http(s) origins allowed to frame the shell (the shell
 * server's frame-ancestors, shell/server/security-headers.ts). Here, not beside the headers: the
 * stack reads its config before npm ci has installed tsx on a fresh clone.
 * @param {string | undefined} value
 * @returns {string[]}
 */
export function frameAncestorsFrom(value) {
  return (value ?? '')
    .split(/\s+/)
    .filter(Boolean)
    .map((item) => {
      const url = new URL(item);
      if (url.protocol !== 'https:' && url.protocol !== 'http:')
        throw new Error(`SHELL_FRAME_ANCESTORS: ${item} is not an http(s) origin`);
      return url.origin;
    });
}
