// API.md "Issue 36": an account this store does not admit is signed out here and asked to log in.
import { createApi, createMemoryTokenStore } from '@storefront/sdk';
import { leaveOnStoreAccessDenied, storeLoginPath } from './store-access-denied';

const MARKETPLACE = ['localhost'];

test("this store's login: under the store's prefix in marketplace mode, at the root on its own host", () => {
  expect(
    storeLoginPath(
      { hostname: 'localhost', pathname: '/farmacia-demo/userpanel/cards' },
      MARKETPLACE,
    ),
  ).toBe('/farmacia-demo/login');
  expect(
    storeLoginPath({ hostname: 'farmacia.example', pathname: '/userpanel/cards' }, MARKETPLACE),
  ).toBe('/login');
});

test('wired into createApi: a 403 "Store access denied" drops the tokens and leaves once', async () => {
  const tokens = createMemoryTokenStore({ access: 'a', refresh: 'r' });
  const go = jest.fn();
  const page = {
    location: () => ({ hostname: 'localhost', pathname: '/farmacia-demo/userpanel/cards' }),
    go,
  };
  const api = createApi({
    baseUrl: 'http://api.test/v1',
    tokens,
    fetch: async () =>
      ({
        status: 403,
        ok: false,
        text: async () => JSON.stringify({ code: 403, message: 'Store access denied' }),
      }) as unknown as Response,
    onStoreAccessDenied: leaveOnStoreAccessDenied(tokens, MARKETPLACE, page),
  });
  await expect(api.stores.get('st-farmacia-demo')).rejects.toMatchObject({ status: 403 });
  await expect(api.stores.get('st-farmacia-demo')).rejects.toMatchObject({ status: 403 });
  expect(tokens.getAccessToken()).toBeNull();
  expect(go.mock.calls).toEqual([['/farmacia-demo/login']]);
});
