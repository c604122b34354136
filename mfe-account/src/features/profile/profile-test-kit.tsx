// Tests only: the profile page signed in as Ana, with the provider's profile and payer routes.
import { aPayer, aUser, ana, ok, renderPage, type FakeRoutes } from '@storefront/state/testing';
import type { Policy } from '@storefront/sdk';
import ProfilePage from './profile-page';

export const anaProfile = aUser({ isGuest: false });

export const anaPayer = aPayer({
  company: { rut: '76086428-5', address: 'Av. Apoquindo 123' },
});

/** A fake JWT whose payload carries `claims` (UTF-8, like the provider's). */
export const jwt = (claims: Record<string, unknown>) =>
  `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

export function renderProfile(
  options: {
    routes?: FakeRoutes;
    policy?: Partial<Policy>;
    profile?: Record<string, unknown>;
  } = {},
) {
  let profile: Record<string, unknown> = { ...anaProfile, ...options.profile };
  const routes: FakeRoutes = {
    'GET auth/profile': () => ok(profile),
    'PUT auth/': (call) => {
      profile = { ...profile, ...(call.body as object) };
      return ok(profile);
    },
    // The provider's refresh issues a token with the saved profile's claims.
    'POST auth/refresh': () => ok({ access: jwt(profile), refresh: 'r-2' }),
    ...options.routes,
  };
  return renderPage(<ProfilePage />, {
    routes,
    url: '/tienda-demo/userpanel/profile',
    pattern: '/tienda-demo/userpanel/profile',
    policy: options.policy,
    user: ana,
    tokens: { access: jwt(anaProfile), refresh: 'r-1' },
  });
}
