// A browser that blocks third-party storage (incognito, Safari, a "block third-party cookies"
// setting) throws on window.localStorage / sessionStorage inside the merchant's iframe. The page
// then keeps both in memory for its lifetime: the frame never reloads while it pays (providers
// open in a window of their own, see frame-bridge.tsx), so nothing is lost.
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
    this.items.set(key, String(value));
  }
}

export function ensureStorage(target: Window = window): void {
  for (const name of ['localStorage', 'sessionStorage'] as const) {
    try {
      void target[name]?.length;
    } catch {
      Object.defineProperty(target, name, { value: new MemoryStorage(), configurable: true });
    }
  }
}
