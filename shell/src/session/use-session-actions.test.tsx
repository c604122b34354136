// Logout (spec 000 §4 Session; issue 36): the local session goes at once, and the SDK's
// auth.logout ends the sign-in on the server, best effort.
import { act, renderHook } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import type { ReactNode } from 'react';
import { createMemoryTokenStore, type Api } from '@storefront/sdk';
import { apiAtom, sessionAtom } from '@storefront/state';
import { ANA } from '../test/fixtures';
import { useSessionActions } from './use-session-actions';

function signedIn(logout: jest.Mock) {
  const store = createStore();
  const tokens = createMemoryTokenStore({ access: 'a', refresh: 'r' });
  store.set(apiAtom, { auth: { logout }, tokens } as unknown as Api);
  store.set(sessionAtom, {
    user: { ...ANA, lastName: 'Pérez', phone: '', phonePrefix: '', rut: '12345678-5' },
    isGuest: false,
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  const { result } = renderHook(() => useSessionActions(), { wrapper });
  return { store, tokens, logout: () => result.current.logout() };
}

test('logout asks the server to end the sign-in and clears the local session at once', () => {
  const serverLogout = jest.fn().mockResolvedValue(undefined);
  const { store, tokens, logout } = signedIn(serverLogout);
  act(() => logout());
  expect(serverLogout).toHaveBeenCalledTimes(1);
  expect(tokens.getAccessToken()).toBeNull();
  expect(tokens.getRefreshToken()).toBeNull();
  expect(store.get(sessionAtom)).toBeNull();
});

test('a failed logout call still signs the shopper out here, and nothing is left unhandled', async () => {
  const serverLogout = jest.fn().mockRejectedValue(new Error('Network error'));
  const { store, tokens, logout } = signedIn(serverLogout);
  const unhandled = jest.fn();
  process.on('unhandledRejection', unhandled);
  try {
    act(() => logout());
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(serverLogout).toHaveBeenCalledTimes(1);
    expect(tokens.getAccessToken()).toBeNull();
    expect(store.get(sessionAtom)).toBeNull();
    expect(unhandled).not.toHaveBeenCalled();
  } finally {
    process.off('unhandledRejection', unhandled);
  }
});
