import { createServerDataCache, PREFETCH_FRESH_MS, type RawKey } from './server-data-cache';

// The cache's own tests name keys of their own, not the page's reads (keys.ts).
const newCache = (...args: Parameters<typeof createServerDataCache>) =>
  createServerDataCache<RawKey, RawKey>(...args);

const deferred = <T>() => {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('server-data cache', () => {
  it('shares one request between readers of the same key', async () => {
    const cache = newCache();
    const loader = jest.fn(() => Promise.resolve(['card']));
    await Promise.all([cache.load(['cards', 'u-1'], loader), cache.load(['cards', 'u-1'], loader)]);
    expect(loader).toHaveBeenCalledTimes(1);
    expect(cache.read(['cards', 'u-1'])).toEqual({ status: 'ready', data: ['card'] });
  });

  it('lets the newest load win over a slower older one', async () => {
    const cache = newCache();
    const slow = deferred<string>();
    const first = cache.load(['k'], () => slow.promise);
    await cache.load(['k'], () => Promise.resolve('new'), { force: true });
    slow.resolve('old');
    await first;
    expect(cache.read(['k'])).toEqual({ status: 'ready', data: 'new' });
  });

  it('keeps the data shown during a quiet reload and after a failed one', async () => {
    const cache = newCache();
    await cache.load(['k'], () => Promise.resolve(1));
    const next = deferred<number>();
    const reload = cache.load(['k'], () => next.promise, { force: true, quiet: true });
    expect(cache.read(['k'])).toEqual({ status: 'ready', data: 1 });
    next.reject(new Error('down'));
    await expect(reload).rejects.toThrow('down');
    expect(cache.read(['k'])).toMatchObject({ status: 'error', data: 1 });
  });

  it('a write is newer than a load in flight', async () => {
    const cache = newCache();
    const slow = deferred<string>();
    const load = cache.load(['cart'], () => slow.promise);
    cache.write(['cart'], 'answer of the change');
    slow.resolve('stale read');
    await load;
    expect(cache.read(['cart'])).toEqual({ status: 'ready', data: 'answer of the change' });
  });

  it('invalidates by key prefix and tells the readers', async () => {
    const cache = newCache();
    await cache.load(['cards', 'u-1', 'st-1'], () => Promise.resolve([]));
    await cache.load(['cards', 'u-10'], () => Promise.resolve([]));
    const listener = jest.fn();
    cache.subscribe(['cards', 'u-1', 'st-1'], listener);
    cache.invalidate(['cards', 'u-1']);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(cache.isStale(['cards', 'u-1', 'st-1'])).toBe(true);
    expect(cache.isStale(['cards', 'u-10'])).toBe(false);
  });

  it('hands ready data from a server render to the browser (dehydrate, hydrate)', async () => {
    const server = newCache();
    await server.load(['product', 'p-1'], () => Promise.resolve({ name: 'Café' }));
    const failed = server.load(['product', 'p-2'], () => Promise.reject(new Error('x')));
    await failed.catch(() => undefined);
    const browser = newCache(JSON.parse(JSON.stringify(server.dehydrate())));
    expect(browser.read(['product', 'p-1'])).toEqual({ status: 'ready', data: { name: 'Café' } });
    expect(browser.read(['product', 'p-2'])).toBeUndefined();
  });
});

describe('server-data cache: a change during a load', () => {
  it('an invalidation while a load is in flight makes the next read load again', async () => {
    const cache = newCache();
    const old = deferred<string>();
    const first = cache.load(['cards'], () => old.promise);
    cache.invalidate(['cards']);
    const second = cache.load(['cards'], () => Promise.resolve('with the new card'));
    old.resolve('before the change');
    await Promise.all([first, second]);
    expect(cache.read(['cards'])).toEqual({ status: 'ready', data: 'with the new card' });
  });
});

describe("server-data cache: prefetch (a route's data, started with its code)", () => {
  it('loads an absent key, and its answer is fresh for the first reader that claims it only', async () => {
    const cache = newCache();
    const loader = jest.fn(() => Promise.resolve(['sub']));
    cache.prefetch(['subscriptions', 'u-1'], loader);
    expect(cache.read(['subscriptions', 'u-1'])).toEqual({ status: 'loading', data: undefined });
    await cache.load(['subscriptions', 'u-1'], loader); // joins the prefetch's load
    expect(loader).toHaveBeenCalledTimes(1);
    expect(cache.read(['subscriptions', 'u-1'])).toEqual({ status: 'ready', data: ['sub'] });
    expect(cache.claimPrefetch(['subscriptions', 'u-1'])).toBe(true);
    expect(cache.claimPrefetch(['subscriptions', 'u-1'])).toBe(false);
  });

  it('a prefetch older than PREFETCH_FRESH_MS is not claimed: its reader loads again', () => {
    const now = jest.spyOn(Date, 'now').mockReturnValue(1_000);
    const cache = newCache();
    cache.prefetch(['subscriptions', 'u-1'], () => Promise.resolve(['sub']));
    cache.prefetch(['orders', 'u-1'], () => Promise.resolve([]));
    now.mockReturnValue(1_000 + PREFETCH_FRESH_MS);
    expect(cache.claimPrefetch(['orders', 'u-1'])).toBe(true);
    now.mockReturnValue(1_000 + PREFETCH_FRESH_MS + 1);
    expect(cache.claimPrefetch(['subscriptions', 'u-1'])).toBe(false);
    now.mockRestore();
  });

  it('leaves a fresh entry alone, and loads a stale one again', async () => {
    const cache = newCache();
    cache.write(['k'], 'cached');
    const loader = jest.fn(() => Promise.resolve('new'));
    cache.prefetch(['k'], loader);
    expect(loader).not.toHaveBeenCalled();
    expect(cache.claimPrefetch(['k'])).toBe(false);
    cache.invalidate(['k']);
    cache.prefetch(['k'], loader);
    expect(loader).toHaveBeenCalledTimes(1);
    // Quiet: the stale data stays shown while the new answer comes.
    expect(cache.read(['k'])).toEqual({ status: 'ready', data: 'cached' });
    await Promise.resolve();
    await Promise.resolve();
    expect(cache.read(['k'])).toEqual({ status: 'ready', data: 'new' });
  });

  it('keeps a failure in the entry (no unhandled rejection)', async () => {
    const cache = newCache();
    const failure = new Error('down');
    cache.prefetch(['k'], () => Promise.reject(failure));
    await Promise.resolve();
    await Promise.resolve();
    expect(cache.read(['k'])).toEqual({ status: 'error', error: failure, data: undefined });
  });
});
