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

/**
 * /config.json's `thirdParties` over the sandbox's stand-ins: the shell server writes each field
 * from the environment, checked there (deploy/stack/src/ports.mjs thirdPartiesFrom); a field it
 * leaves out is the stand-in's.
 */
export function parseThirdParties(json: unknown, sandboxUrl: string): ThirdPartyConfig {
  const fallback = sandboxThirdParties(sandboxUrl);
  return json && typeof json === 'object'
    ? { ...fallback, ...(json as Partial<ThirdPartyConfig>) }
    : fallback;
}

/**
 * The fetch the third-party adapters use: the browser's own (null), or a test's fake. Kept apart
 * from the provider API's transport: another host gets neither its bearer nor its envelope. An
 * object, not the function itself: jotai would take a function as an updater.
 */
export const thirdPartyFetchAtom = globalAtom('thirdPartyFetch', () =>
  atom<{ fetch: (input: string, init?: RequestInit) => Promise<Response> } | null>(null),
);
