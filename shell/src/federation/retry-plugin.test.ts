/** @jest-environment node */
import { retryPlugin } from './retry-plugin';

const noSleep = async () => {};
type Hooks = Required<ReturnType<typeof retryPlugin>>;

test('a manifest that fails twice is fetched a third time and its response returned', async () => {
  const ok = new Response('{"ok":true}', { status: 200 });
  const fetch = jest
    .fn()
    .mockRejectedValueOnce(new TypeError('Failed to fetch'))
    .mockResolvedValueOnce(new Response('', { status: 503 }))
    .mockResolvedValueOnce(ok);
  const plugin = retryPlugin({ fetch, sleep: noSleep }) as Hooks;
  await expect(
    (plugin.fetch as (u: string, i: RequestInit) => Promise<Response>)(
      'http://cdn/mf-manifest.json',
      {},
    ),
  ).resolves.toBe(ok);
  expect(fetch).toHaveBeenCalledTimes(3);
});

test('after the last attempt the manifest error goes on', async () => {
  const fetch = jest.fn().mockRejectedValue(new TypeError('Failed to fetch'));
  const plugin = retryPlugin({ fetch, sleep: noSleep, attempts: 2 }) as Hooks;
  await expect(
    (plugin.fetch as (u: string, i: RequestInit) => Promise<Response>)('http://cdn/m.json', {}),
  ).rejects.toThrow('Failed to fetch');
  expect(fetch).toHaveBeenCalledTimes(2);
});

test('the pause between tries doubles', async () => {
  const sleep = jest.fn(async () => {});
  const fetch = jest.fn().mockRejectedValue(new Error('down'));
  const plugin = retryPlugin({ fetch, sleep, attempts: 3, delayMs: 100 }) as Hooks;
  await expect(
    (plugin.fetch as (u: string, i: RequestInit) => Promise<Response>)('u', {}),
  ).rejects.toThrow('down');
  expect(sleep.mock.calls).toEqual([[100], [200]]);
});

test('a remote entry that failed is loaded again, forgetting the failed load', async () => {
  const exportsOk = { get: jest.fn(), init: jest.fn() };
  const getRemoteEntry = jest
    .fn()
    .mockRejectedValueOnce(new Error('ScriptNetworkError'))
    .mockResolvedValueOnce(exportsOk);
  const globalLoading: Record<string, unknown> = {
    key: Promise.reject(new Error('old')).catch(() => {}),
  };
  const plugin = retryPlugin({ sleep: noSleep }) as Hooks;
  const result = await (plugin.loadEntryError as (a: unknown) => Promise<unknown>)({
    getRemoteEntry,
    origin: {},
    remoteInfo: { name: 'mfe_account' },
    globalLoading,
    uniqueKey: 'key',
  });
  expect(result).toBe(exportsOk);
  expect(getRemoteEntry).toHaveBeenCalledTimes(2); // attempts 3 = the failed load + 2 here
  expect(globalLoading).not.toHaveProperty('key');
});

test('a remote entry that never loads gives undefined so the original error is thrown', async () => {
  const getRemoteEntry = jest.fn().mockRejectedValue(new Error('ScriptNetworkError'));
  const plugin = retryPlugin({ sleep: noSleep }) as Hooks;
  const result = await (plugin.loadEntryError as (a: unknown) => Promise<unknown>)({
    getRemoteEntry,
    origin: {},
    remoteInfo: { name: 'x' },
    globalLoading: {},
    uniqueKey: 'k',
  });
  expect(result).toBeUndefined();
});

test('an exposed module whose chunk failed is asked for again', async () => {
  const factory = () => ({ default: {} });
  const get = jest
    .fn()
    .mockRejectedValueOnce(new Error('Loading chunk 42 failed.'))
    .mockResolvedValueOnce(factory);
  const plugin = retryPlugin({ sleep: noSleep }) as Hooks;
  await expect(
    (plugin.getModuleFactory as (a: unknown) => Promise<unknown>)({
      remoteEntryExports: { get },
      expose: './routes',
    }),
  ).resolves.toBe(factory);
  expect(get).toHaveBeenCalledWith('./routes');
  expect(get).toHaveBeenCalledTimes(2);
});

test('a manifest the page carries is answered without the network; another one is fetched', async () => {
  const live = 'http://cdn/mfe-catalog/2/mf-manifest.json';
  const network = jest.fn().mockResolvedValue(new Response('{"lkg":true}', { status: 200 }));
  const plugin = retryPlugin({
    fetch: network,
    preloaded: { [live]: { id: 'mfe_catalog' } },
    sleep: noSleep,
  }) as Hooks;
  const fetchHook = plugin.fetch as (u: string, i: RequestInit) => Promise<Response>;
  await expect((await fetchHook(live, {})).json()).resolves.toEqual({ id: 'mfe_catalog' });
  expect(network).not.toHaveBeenCalled();
  await expect(
    (await fetchHook('http://cdn/mfe-catalog/1/mf-manifest.json', {})).json(),
  ).resolves.toEqual({ lkg: true });
  expect(network).toHaveBeenCalledTimes(1);
});
