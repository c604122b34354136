import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { createApi, createMemoryTokenStore } from '@storefront/sdk';
import { apiAtom } from './api';
import { reloadSession, sessionFromAccessToken, useReloadSession } from './reload-session';
import { sessionAtom } from './session';
import { fail, ok, routesFetch, type Reply } from './testing/fake-fetch';

const jwt = (claims: Record<string, unknown>) =>
  `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;

const oldToken = jwt({ userId: 'u-1', email: 'a@demo.cl', name: 'Ana', lastName: 'Pérez' });
const newToken = jwt({
  userId: 'u-1',
  email: 'a@demo.cl',
  name: 'Anita',
  lastName: 'Núñez',
  rut: '12345678-5',
});

function setup(refreshReply: () => Reply = () => ok({ access: newToken, refresh: 'r-2' })) {
  const { fetch, calls } = routesFetch({ 'POST auth/refresh': refreshReply });
  const tokens = createMemoryTokenStore({ access: oldToken, refresh: 'r-1' });
  const api = createApi({ baseUrl: 'http://localhost:4000/v1', tokens, fetch });
  const store = createStore();
  store.set(apiAtom, api);
  store.set(sessionAtom, sessionFromAccessToken(oldToken));
  return { api, store, calls, tokens };
}

describe('reloadSession', () => {
  it('refreshes the tokens and writes the session read from the new access token', async () => {
    const { api, store, calls, tokens } = setup();
    const session = await reloadSession(api, store);
    expect(calls.map((c) => `${c.method} ${c.path}`)).toEqual(['POST auth/refresh']);
    expect(calls[0]?.body).toEqual({ refreshToken: 'r-1' });
    expect(tokens.getRefreshToken()).toBe('r-2');
    expect(session?.user).toMatchObject({ name: 'Anita', lastName: 'Núñez', rut: '12345678-5' });
    expect(store.get(sessionAtom)).toEqual(session);
  });

  it('rejects and leaves the session alone when the refresh fails', async () => {
    const { api, store } = setup(() => fail(401, 'Refresh token reused'));
    await expect(reloadSession(api, store)).rejects.toMatchObject({ status: 401 });
    expect(store.get(sessionAtom)?.user.name).toBe('Ana');
  });
});

describe('useReloadSession', () => {
  it('uses the api and the jotai store of the page', async () => {
    const { store } = setup();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <Provider store={store}>{children}</Provider>
    );
    const { result } = renderHook(() => useReloadSession(), { wrapper });
    await act(() => result.current());
    expect(store.get(sessionAtom)?.user.name).toBe('Anita');
  });
});

describe('sessionFromAccessToken', () => {
  it('null for anything that is not a user token', () => {
    expect(sessionFromAccessToken(null)).toBeNull();
    expect(sessionFromAccessToken('nope')).toBeNull();
    expect(sessionFromAccessToken(jwt({ userId: 'g', isGuest: true }))?.isGuest).toBe(true);
  });
});
