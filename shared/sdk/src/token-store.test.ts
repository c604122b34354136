import { createLocalStorageTokenStore, createMemoryTokenStore } from './token-store';

class MemoryStorage implements Storage {
  private items = new Map<string, string>();
  get length() {
    return this.items.size;
  }
  clear() {
    this.items.clear();
  }
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  key(index: number) {
    return [...this.items.keys()][index] ?? null;
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
}

describe('token stores', () => {
  it('local storage store uses the keys accessToken and refreshToken (spec 000 §3)', () => {
    const storage = new MemoryStorage();
    const store = createLocalStorageTokenStore(storage);
    expect(store.getAccessToken()).toBeNull();
    store.setTokens({ access: 'a', refresh: 'r' });
    expect(storage.getItem('accessToken')).toBe('a');
    expect(storage.getItem('refreshToken')).toBe('r');
    store.setTokens({ access: 'b' });
    expect(store.getAccessToken()).toBe('b');
    expect(store.getRefreshToken()).toBe('r');
    store.clear();
    expect(storage.length).toBe(0);
  });

  it('memory store behaves the same', () => {
    const store = createMemoryTokenStore({ access: 'a', refresh: 'r' });
    store.setTokens({ access: 'b', refresh: 's' });
    expect([store.getAccessToken(), store.getRefreshToken()]).toEqual(['b', 's']);
    store.clear();
    expect([store.getAccessToken(), store.getRefreshToken()]).toEqual([null, null]);
  });
});
