// Signed-in shoppers set up as a scene (POST /sandbox/session), not through the login screen: the
// tokens go where the storefront keeps them (local storage 'accessToken' / 'refreshToken', the SDK's
// ACCESS_TOKEN_KEY / REFRESH_TOKEN_KEY). Plus the provider API as that shopper, to set or read a scene.
import type { Page } from '@playwright/test';
import { ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY } from '@storefront/sdk';
import { DEMO_SHOPPER, SANDBOX_URL, type StoreName } from './env';
import { homeUrl } from './shopper';

export interface SceneTokens {
  access: string;
  refresh: string;
}

async function json<T>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const headers: Record<string, string> = {
    'content-type': 'application/json',
    'x-origin-type': 'shopper',
  };
  if (init.token) headers.authorization = `Bearer ${init.token}`;
  const response = await fetch(`${SANDBOX_URL}${path}`, { ...init, headers });
  const body = (await response.json().catch(() => null)) as { data?: T; message?: string } | null;
  if (!response.ok)
    throw new Error(
      `${init.method ?? 'GET'} ${path}: HTTP ${response.status} ${body?.message ?? ''}`,
    );
  return body?.data as T;
}

/** A fresh address for a shopper the sandbox has never seen. */
export function freshEmail(label = 'perfil'): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@demo.cl`;
}

/** Tokens of a signed-in shopper (an unknown e-mail becomes a registered user without a password). */
export function sceneSession(email: string): Promise<SceneTokens> {
  return json<SceneTokens>('/sandbox/session', { method: 'POST', body: JSON.stringify({ email }) });
}

/** The provider API as the shopper (bearer = their access token). */
export function apiAs(tokens: SceneTokens) {
  const call = <T>(method: string, path: string, body?: unknown) =>
    json<T>(`/v1/${path}`, {
      method,
      token: tokens.access,
      body: body === undefined ? undefined : JSON.stringify(body),
    });
  return {
    call,
    updateProfile: (patch: Record<string, string>) => call('PUT', 'auth/', patch),
    /** New tokens whose claims carry the current profile (the sandbox's refresh re-reads the user). */
    refresh: () =>
      json<SceneTokens>('/v1/auth/refresh', {
        method: 'POST',
        body: JSON.stringify({ refreshToken: tokens.refresh }),
      }),
    payers: (userId: string, storeId: string) =>
      call<{
        docs: Array<{
          _id: string;
          active: boolean;
          storeId: string;
          name: string | null;
          billing: { taxId: string | null } | null;
        }>;
      }>(
        'GET',
        `payers/?userId=${encodeURIComponent(userId)}&storeId=${encodeURIComponent(storeId)}`,
      ).then((paged) => paged.docs),
    updatePayer: (id: string, patch: Record<string, unknown>) =>
      call('PUT', `payers/${encodeURIComponent(id)}`, patch),
  };
}

/** The userId claim of an access token. */
export function userIdOf(tokens: SceneTokens): string {
  const payload = JSON.parse(
    Buffer.from(tokens.access.split('.')[1] ?? '', 'base64url').toString('utf8'),
  ) as { userId: string };
  return payload.userId;
}

/** A registered shopper with the given profile (fields left out stay empty), tokens carrying it. */
export async function shopperWithProfile(
  profile: Record<string, string>,
  email = freshEmail(),
): Promise<SceneTokens & { email: string; userId: string }> {
  const first = await sceneSession(email);
  if (Object.keys(profile).length === 0) return { ...first, email, userId: userIdOf(first) };
  await apiAs(first).updateProfile(profile);
  const tokens = await apiAs(first).refresh();
  return { ...tokens, email, userId: userIdOf(tokens) };
}

/**
 * Puts the tokens in the storefront's local storage (origin of `store`'s usual address) before
 * any store page loads, so the next page opens signed in.
 */
export async function signInWithTokens(
  page: Page,
  store: StoreName,
  tokens: SceneTokens,
): Promise<void> {
  const origin = new URL(homeUrl(store)).origin;
  await page.goto(`${origin}/config.json`); // same origin, no app boot
  await page.evaluate(
    ([keys, values]) => {
      localStorage.setItem(keys[0], values[0]);
      localStorage.setItem(keys[1], values[1]);
    },
    [
      [ACCESS_TOKEN_KEY, REFRESH_TOKEN_KEY],
      [tokens.access, tokens.refresh],
    ] as const,
  );
}

/** A guest sign-in (POST auth/guestLogin) whose profile already has name, last name and rut. */
export async function guestWithProfile(
  profile = { name: 'Invitada', lastName: 'Paz', rut: '11111111-1' },
): Promise<SceneTokens> {
  const first = await json<SceneTokens>('/v1/auth/guestLogin', { method: 'POST', body: '{}' });
  await apiAs(first).updateProfile(profile);
  return apiAs(first).refresh();
}

/**
 * Signed in as `email` (the demo shopper by default) by a scene, then on the store's `path`: the
 * state a journey starts from when the login screen is not what it tests (the login journeys go
 * through that screen, loginAs in shopper.ts).
 */
export async function signInAs(
  page: Page,
  store: StoreName,
  { email = DEMO_SHOPPER.email, path = '' }: { email?: string; path?: string } = {},
): Promise<void> {
  await signInWithTokens(page, store, await sceneSession(email));
  await page.goto(homeUrl(store, path));
}
