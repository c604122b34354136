// Spec 000 §6: a 401 whose message includes "Action does not allow guest access" sends the browser
// to the first path segment of the site.
import { createApi, createMemoryTokenStore, type ApiError } from '@storefront/sdk';
import { guestAccessDeniedTarget } from './guest-access-denied';

const denied = { serverMessage: 'Action does not allow guest access' };

test('a guest denial goes to the first path segment; anything else is not handled', () => {
  expect(guestAccessDeniedTarget(denied, '/tienda-demo/userpanel/cards')).toBe('/tienda-demo');
  expect(guestAccessDeniedTarget(denied, '/userpanel/cards')).toBe('/userpanel');
  expect(guestAccessDeniedTarget(denied, '/')).toBe('/');
  expect(
    guestAccessDeniedTarget({ serverMessage: 'Unauthorized' }, '/tienda-demo/cart'),
  ).toBeNull();
});

test('wired as createApi onUnauthorized: a guest calling cards gets the target from the real SDK', async () => {
  const targets: (string | null)[] = [];
  const api = createApi({
    baseUrl: 'http://api.test/v1',
    tokens: createMemoryTokenStore({ access: 'guest-token', refresh: 'r' }),
    fetch: async () =>
      ({
        status: 401,
        ok: false,
        text: async () =>
          JSON.stringify({ code: 401, message: 'Action does not allow guest access' }),
      }) as unknown as Response,
    onUnauthorized: (error: ApiError) =>
      targets.push(guestAccessDeniedTarget(error, '/tienda-demo/userpanel/cards')),
  });
  await expect(api.cards.listByUser('g-1', 'st-tienda-demo')).rejects.toMatchObject({
    status: 401,
  });
  expect(targets).toEqual(['/tienda-demo']);
});
