// Where the session's tokens live (spec 000 §3 client-stored items: accessToken, refreshToken).
export interface Tokens {
  access: string;
  refresh?: string;
}

export interface TokenStore {
  getAccessToken(): string | null;
  getRefreshToken(): string | null;
  /** Stores the access token and, when given, the refresh token (the server rotates it). */
  setTokens(tokens: Tokens): void;
  clear(): void;
}

export const ACCESS_TOKEN_KEY = 'accessToken';
export const REFRESH_TOKEN_KEY = 'refreshToken';

export function createLocalStorageTokenStore(storage?: Storage): TokenStore {
  // Resolved lazily so the module can be imported where localStorage does not exist (SSR, tests).
  const store = (): Storage => storage ?? globalThis.localStorage;
  return {
    getAccessToken: () => store().getItem(ACCESS_TOKEN_KEY),
    getRefreshToken: () => store().getItem(REFRESH_TOKEN_KEY),
    setTokens({ access, refresh }) {
      store().setItem(ACCESS_TOKEN_KEY, access);
      if (refresh !== undefined) store().setItem(REFRESH_TOKEN_KEY, refresh);
    },
    clear() {
      store().removeItem(ACCESS_TOKEN_KEY);
      store().removeItem(REFRESH_TOKEN_KEY);
    },
  };
}

/** Tokens kept in memory only (tests, server-side scripts, embedded payment pages). */
export function createMemoryTokenStore(initial?: Tokens): TokenStore {
  let access: string | null = initial?.access ?? null;
  let refresh: string | null = initial?.refresh ?? null;
  return {
    getAccessToken: () => access,
    getRefreshToken: () => refresh,
    setTokens(tokens) {
      access = tokens.access;
      if (tokens.refresh !== undefined) refresh = tokens.refresh;
    },
    clear() {
      access = null;
      refresh = null;
    },
  };
}
