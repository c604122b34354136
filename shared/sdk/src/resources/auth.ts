import { createMemoryTokenStore, type TokenStore } from '../token-store';
import { createTransport, type FetchLike, type Transport } from '../transport';
import {
  AuthTokensSchema,
  BypassResultSchema,
  CodeSentSchema,
  DecodedUserSchema,
  EmailCheckSchema,
  LoggedOutSchema,
  RecoverSentSchema,
  RecoverTokenSchema,
  RegisterResultSchema,
  UserSchema,
  type AuthTokens,
  type BypassResult,
  type CodeSent,
  type DecodedUser,
  type EmailCheck,
  type RegisterResult,
  type User,
} from '../schemas/auth';

export interface VerifyCodeQuery {
  email: string;
  code: string;
  storeId: string;
  /** Token-user sign-up (spec 000 login flows): profile fields and the access token of the link. */
  name?: string;
  lastName?: string;
  token?: string;
}

export interface RegisterBody {
  email: string;
  storeId: string;
  name?: string;
  lastName?: string;
  /** Without it the account is created password-less: `{ userId }`, then sign in with a code. */
  password?: string;
  phone?: string;
  phonePrefix?: string;
  rut?: string;
}

export interface ProfilePatch {
  name?: string;
  lastName?: string;
  rut?: string;
  phone?: string;
  phonePrefix?: string;
}

const hasTokens = (value: object): value is AuthTokens =>
  typeof (value as { access?: unknown }).access === 'string';

/** Calls that return tokens store them in the TokenStore and return them. */
export function createAuthResource(
  t: Transport,
  tokens: TokenStore,
  options: { fetch?: FetchLike } = {},
) {
  const keep = <T extends AuthTokens>(result: T): T => {
    tokens.setTokens({ access: result.access, refresh: result.refresh });
    return result;
  };
  // Sign-in calls: a 401 means bad input, never a stale session (no refresh + retry).
  const signIn = { retryOnUnauthorized: false } as const;
  return {
    /**
     * At the store's id (its policy decides whether passwords are taken). 401 "Invalid credentials"
     * on a wrong password, 403 "Sign-in method not allowed", 429 with a Spanish text once locked
     * after repeated failures; never refreshed and retried.
     */
    login: async (body: {
      email: string;
      password: string;
      storeId: string;
    }): Promise<AuthTokens> =>
      keep(await t.request('POST', 'auth/login', { body, schema: AuthTokensSchema, ...signIn })),
    guestLogin: async (body: { guestId?: string } = {}): Promise<AuthTokens> =>
      keep(
        await t.request('POST', 'auth/guestLogin', { body, schema: AuthTokensSchema, ...signIn }),
      ),
    /** Explicit refresh (rotation: the given token works once; a replayed one → 401 "Refresh token reused"). */
    refresh: async (refreshToken: string): Promise<AuthTokens> =>
      keep(
        await t.request('POST', 'auth/refresh', {
          body: { refreshToken },
          schema: AuthTokensSchema,
        }),
      ),
    profile: (): Promise<User> => t.request('GET', 'auth/profile', { schema: UserSchema }),
    /**
     * Signs out (issue 36). The stored tokens are cleared at once, so this browser is signed out
     * whatever happens next; then POST auth/logout ends the sign-in on the server with the tokens
     * it had (an expired access token is refreshed once first, as for any call), so its refresh
     * token refreshes no more anywhere. Best effort: rejects when that call fails (network, a
     * sign-in already ended), the local sign-out stands either way. Without a session it only
     * clears.
     */
    logout: async (): Promise<void> => {
      const access = tokens.getAccessToken();
      const refresh = tokens.getRefreshToken();
      tokens.clear();
      if (!access) return;
      // Its own transport over the tokens it had: the shared store is already empty, and a new
      // sign-in made meanwhile must not be touched by this call's refresh.
      const own = createTransport({
        baseUrl: t.baseUrl,
        tokens: createMemoryTokenStore({ access, ...(refresh ? { refresh } : {}) }),
        fetch: options.fetch,
      });
      await own.request('POST', 'auth/logout', { body: {}, schema: LoggedOutSchema });
    },

    /** 400 "Invalid email". */
    checkEmail: (query: { email: string; storeId: string }): Promise<EmailCheck> =>
      t.request('GET', 'users/checkEmail', {
        query: { email: query.email, storeId: query.storeId },
        schema: EmailCheckSchema,
      }),
    /** Mails a 6-digit code. 429 with a Spanish message (shown as is) when asked too soon or too often. */
    generateCode: (body: { email: string; storeName: string }): Promise<CodeSent> =>
      t.request('POST', 'auth/generateCode', {
        body: { email: body.email, storeName: body.storeName },
        schema: CodeSentSchema,
        ...signIn,
      }),
    /** Signs in with the mailed code and stores the tokens. Never refreshed/retried on 401 (spec 002). */
    verifyCode: async (body: VerifyCodeQuery): Promise<AuthTokens> =>
      keep(
        // 002 §7's POST (000 §7 says GET; the API serves both): the code stays out of URLs.
        await t.request('POST', 'auth/verifyCode', {
          body,
          schema: AuthTokensSchema,
          ...signIn,
        }),
      ),
    /** With a password: tokens (stored). Without: `{ userId }`. 409 "Email already registered", 403 "Registration disabled". */
    register: async (body: RegisterBody): Promise<RegisterResult> => {
      const result = await t.request('POST', 'auth/register', {
        body,
        schema: RegisterResultSchema,
        ...signIn,
      });
      if (hasTokens(result)) return keep({ access: result.access, refresh: result.refresh });
      return { userId: String(result.userId) };
    },
    /** Mails `{origin}/recover/{token}`; `{ sent: true }` also for unknown e-mails. 400 "Origin not allowed". */
    recoverPassword: (body: {
      email: string;
      storeId: string;
      origin: string;
    }): Promise<{ sent: boolean }> =>
      t.request('POST', 'auth/recoverPassword', { body, schema: RecoverSentSchema, ...signIn }),
    /** 400 "Invalid or expired token". */
    validateRecoverToken: (token: string): Promise<{ email: string }> =>
      t.request('GET', 'auth/validateRecoverToken', {
        query: { token },
        schema: RecoverTokenSchema,
        ...signIn,
      }),
    /** Sets the new password and signs in (tokens stored). The token works once. */
    changePassword: async (body: { token: string; password: string }): Promise<AuthTokens> =>
      keep(
        await t.request('POST', 'auth/changePassword', {
          body,
          schema: AuthTokensSchema,
          ...signIn,
        }),
      ),
    /** 401 "Token expired" / "Invalid token". */
    decodeUser: (token: string): Promise<DecodedUser> =>
      t.request('GET', 'auth/decodeUser', {
        query: { token },
        schema: DecodedUserSchema,
        ...signIn,
      }),
    /** Signs in the user of a bypass link (tokens stored). 401 "Token expired" / "Invalid token". */
    bypass: async (bypassToken: string): Promise<BypassResult> =>
      keep(
        await t.request('POST', 'auth/bypass', {
          body: { bypass: bypassToken },
          schema: BypassResultSchema,
          ...signIn,
        }),
      ),
    /**
     * Signs in with a Google ID token (tokens stored). `storeId` applies the store's login policy;
     * `nonce` (the one the sign-in request carried) must match the token's. 401 "Invalid Google
     * token" (forged, expired, another audience, unverified e-mail, already used), 403 "Sign-in
     * method not allowed" / "Registration disabled"; never refreshed and retried.
     */
    google: async (body: { token: string; storeId: string; nonce?: string }): Promise<AuthTokens> =>
      keep(await t.request('POST', 'auth/google', { body, schema: AuthTokensSchema, ...signIn })),
    /** PUT auth/ (guests too). 400 "Invalid rut" / "Invalid phone". */
    updateProfile: (patch: ProfilePatch): Promise<User> =>
      t.request('PUT', 'auth/', { body: patch, schema: UserSchema }),
  };
}
export type AuthResource = ReturnType<typeof createAuthResource>;
