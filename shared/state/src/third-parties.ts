// The third-party services of 000 §2 and 001 §7, chosen by configuration (/config.json, written by
// the shell server from the stack's environment; README "Third-party services"). Each defaults to
// the sandbox's stand-in, so `npm start` and the tests need no account anywhere.
import { atom } from 'jotai';
import { globalAtom } from './global-atom';

export interface ThirdPartyConfig {
  /** Public holidays by year (Nager.Date's API): the sandbox's stand-in or https://date.nager.at. */
  holidaysUrl: string;
  /** Google's OAuth 2.0 authorize endpoint: the sandbox identity provider's, or Google's own. */
  googleAuthorizeUrl: string;
  /** A Maps JavaScript API key: the address dialog searches Google's places; null: the stand-in. */
  mapsApiKey: string | null;
  /** Segment's tracking API (identify, track, page): its base URL and the source's write key. */
  analytics: { url: string; writeKey: string };
}

/** Google's own authorize endpoint (for the README and the adapter's tests). */
export const GOOGLE_AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';

/** The stand-ins a sandbox at `sandboxUrl` serves. */
export function sandboxThirdParties(sandboxUrl: string): ThirdPartyConfig {
  const sandbox = sandboxUrl.replace(/\/+$/, '');
  return {
    holidaysUrl: `${sandbox}/sandbox/holidays`,
    googleAuthorizeUrl: `${sandbox}/sandbox/google/authorize`,
    mapsApiKey: null,
    analytics: { url: `${sandbox}/sandbox/segment/v1`, writeKey: 'sandbox' },
  };
}

/** /config.json's `thirdParties`, each field defaulting to the sandbox's stand-in. */
export function parseThirdParties(json: unknown, sandboxUrl: string): ThirdPartyConfig {
  const value = (json ?? {}) as Partial<Record<keyof ThirdPartyConfig, unknown>>;
  const fallback = sandboxThirdParties(sandboxUrl);
  const analytics = (value.analytics ?? {}) as Partial<Record<'url' | 'writeKey', unknown>>;
  const nonEmpty = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim() : null);
  const url = (v: unknown, otherwise: string) =>
    typeof v === 'string' && /^https?:\/\//.test(v.trim()) ? v.trim() : otherwise;
  return {
    holidaysUrl: url(value.holidaysUrl, fallback.holidaysUrl),
    googleAuthorizeUrl: url(value.googleAuthorizeUrl, fallback.googleAuthorizeUrl),
    mapsApiKey: nonEmpty(value.mapsApiKey),
    analytics: {
      url: url(analytics.url, fallback.analytics.url),
      writeKey: nonEmpty(analytics.writeKey) ?? fallback.analytics.writeKey,
    },
  };
}

/**
 * The fetch the third-party adapters use: the browser's own (null), or a test's fake. Kept apart
 * from the provider API's transport: another host gets neither its bearer nor its envelope. An
 * object, not the function itself: jotai would take a function as an updater.
 */
export const thirdPartyFetchAtom = globalAtom('thirdPartyFetch', () =>
  atom<{ fetch: (input: string, init?: RequestInit) => Promise<Response> } | null>(null),
);
