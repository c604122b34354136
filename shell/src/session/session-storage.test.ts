// Spec 000 §4 Session "Logout clears tokens, callbacks, cart and card state"; §3 client-stored items.
import { createLocalStorageTokenStore } from '@storefront/sdk';
import { clearSignInStorage, readStoredSession, SIGN_IN_SCOPED_KEYS } from './session-storage';
import { fakeJwt } from '../test/fixtures';

test('logout clears tokens, callbacks, the cart (guestId and the last-seen cartSnapshot) and card state, and nothing else', () => {
  const items = {
    accessToken: fakeJwt({ userId: 'u-ana', isGuest: false }),
    refreshToken: 'r',
    callbackUrl: 'https://comercio.example/ok',
    errorUrl: 'https://comercio.example/error',
    tbk_token: 'tok',
    lastPaymentTry: '{}',
    OTPCodeSentAt: '2024-01-01T00:00:00.000Z',
    email: 'ana@demo.cl',
    guestId: 'guest-1',
    'chakra-ui-color-mode': 'light',
  };
  for (const [key, value] of Object.entries(items)) localStorage.setItem(key, value);
  sessionStorage.setItem('cartSnapshot', '{"storeId":"st-1","products":[]}');
  sessionStorage.setItem('other', 'kept');
  const tokens = createLocalStorageTokenStore();
  expect(readStoredSession(tokens)?.user.userId).toBe('u-ana');

  clearSignInStorage(tokens);

  for (const key of [
    'accessToken',
    'refreshToken',
    'callbackUrl',
    'errorUrl',
    'tbk_token',
    'lastPaymentTry',
    'OTPCodeSentAt',
    'email',
    'guestId',
  ])
    expect(localStorage.getItem(key)).toBeNull();
  expect(sessionStorage.getItem('cartSnapshot')).toBeNull();
  expect(localStorage.getItem('chakra-ui-color-mode')).toBe('light');
  expect(sessionStorage.getItem('other')).toBe('kept');
  expect(readStoredSession(tokens)).toBeNull();
  expect(SIGN_IN_SCOPED_KEYS).toEqual(
    expect.arrayContaining(['callbackUrl', 'errorUrl', 'tbk_token', 'guestId']),
  );
});
