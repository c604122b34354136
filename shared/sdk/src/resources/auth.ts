import type { TokenStore } from '../token-store';
import type { Transport } from '../transport';
import { AuthTokensSchema, UserSchema, type AuthTokens, type User } from '../schemas/auth';

/** login, guestLogin and refresh store the returned tokens in the TokenStore and return them. */
export function createAuthResource(t: Transport, tokens: TokenStore) {
  const keep = (result: AuthTokens): AuthTokens => {
    tokens.setTokens({ access: result.access, refresh: result.refresh });
    return result;
  };
  return {
    /** 401 "Invalid credentials" on a wrong password; never refreshed and retried. */
    login: async (body: { email: string; password: string }): Promise<AuthTokens> =>
      keep(await t.request('POST', 'auth/login', { body, schema: AuthTokensSchema, retryOnUnauthorized: false })),
    guestLogin: async (body: { guestId?: string } = {}): Promise<AuthTokens> =>
      keep(await t.request('POST', 'auth/guestLogin', { body, schema: AuthTokensSchema, retryOnUnauthorized: false })),
    /** Explicit refresh (rotation: the given token works once; a replayed one → 401 "Refresh token reused"). */
    refresh: async (refreshToken: string): Promise<AuthTokens> =>
      keep(await t.request('POST', 'auth/refresh', { body: { refreshToken }, schema: AuthTokensSchema })),
    profile: (): Promise<User> => t.request('GET', 'auth/profile', { schema: UserSchema }),
  };
}
export type AuthResource = ReturnType<typeof createAuthResource>;
