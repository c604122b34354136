import { getGuestId } from './guest-id';

describe('getGuestId (spec 000 §3 "guestId (generated when missing)")', () => {
  beforeEach(() => localStorage.clear());

  it('generates a UUID once under the key guestId and then reuses it', () => {
    const first = getGuestId();
    expect(first).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(localStorage.getItem('guestId')).toBe(first);
    expect(getGuestId()).toBe(first);
  });

  it('keeps an existing id and accepts another storage', () => {
    sessionStorage.setItem('guestId', 'g-existing');
    expect(getGuestId(sessionStorage)).toBe('g-existing');
  });

  it('falls back to getRandomValues without randomUUID (plain-http hosts)', () => {
    const original = crypto.randomUUID;
    Object.defineProperty(crypto, 'randomUUID', { value: undefined, configurable: true });
    try {
      expect(getGuestId()).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    } finally {
      Object.defineProperty(crypto, 'randomUUID', { value: original, configurable: true });
    }
  });
});
