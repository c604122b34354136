import { CLIENT_ITEMS } from './client-items';
import { clearSignInItems, clientItem, signInScopedKeys } from './client-item';

const storages = () => ({ local: window.localStorage, session: window.sessionStorage });

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('client-stored items (spec 000 §3, 001 §3)', () => {
  it('names every item the spec keeps in the browser, with the spec’s keys', () => {
    const keys = Object.values(CLIENT_ITEMS).map((item) => item.key);
    for (const key of ['accessToken', 'refreshToken', 'guestId', 'callbackUrl', 'errorUrl', 'tbk_token', 'lastPaymentTry', 'OTPCodeSentAt', 'email']) {
      expect(keys).toContain(key);
    }
  });

  it('reads, writes, takes and removes an item in its own storage area', () => {
    const token = clientItem('tbkToken', storages());
    token.set('tok-1');
    expect(localStorage.getItem('tbk_token')).toBe('tok-1');
    expect(token.take()).toBe('tok-1');
    expect(token.get()).toBeNull();
    clientItem('cartSnapshot', storages()).set('{"storeId":"s"}');
    expect(sessionStorage.getItem('cartSnapshot')).toBe('{"storeId":"s"}');
    expect(localStorage.getItem('cartSnapshot')).toBeNull();
  });

  it('keeps lastPaymentTry as epoch milliseconds and still reads an ISO time', () => {
    const lastTry = clientItem('lastPaymentTry', storages());
    lastTry.set(1_700_000_000_000);
    expect(localStorage.getItem('lastPaymentTry')).toBe('1700000000000');
    expect(lastTry.get()).toBe(1_700_000_000_000);
    localStorage.setItem('lastPaymentTry', '2026-11-25T10:00:00.000Z');
    expect(lastTry.get()).toBe(Date.parse('2026-11-25T10:00:00.000Z'));
    localStorage.setItem('lastPaymentTry', 'garbage');
    expect(lastTry.get()).toBeNull();
  });

  it('never throws when storage is blocked', () => {
    const blocked = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
      removeItem: () => {
        throw new Error('SecurityError');
      },
    } as unknown as Storage;
    const email = clientItem('email', { local: blocked });
    expect(() => email.set('a@b.cl')).not.toThrow();
    expect(email.get()).toBeNull();
    expect(() => email.remove()).not.toThrow();
  });

  it('logout clears every sign-in item and keeps the rest', () => {
    for (const [name, spec] of Object.entries(CLIENT_ITEMS)) {
      (spec.area === 'local' ? localStorage : sessionStorage).setItem(spec.key, `${name}-value`);
    }
    localStorage.setItem('unrelated', 'kept');
    clearSignInItems(storages());
    for (const key of signInScopedKeys('local')) expect(localStorage.getItem(key)).toBeNull();
    for (const key of signInScopedKeys('session')) expect(sessionStorage.getItem(key)).toBeNull();
    expect(sessionStorage.getItem('googleSignIn')).toBe('googleSignIn-value');
    expect(localStorage.getItem('unrelated')).toBe('kept');
    expect(signInScopedKeys('local')).toEqual(expect.arrayContaining(['tbk_token', 'callbackUrl', 'errorUrl', 'guestId', 'lastPaymentTry']));
  });
});
