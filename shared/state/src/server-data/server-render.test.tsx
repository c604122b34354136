/**
 * @jest-environment node
 */
// Issue 15 server rendering: on the server, readers wait for their data (the HTML has it and the
// snapshot carries it); in the browser, the snapshot seeds the cache so the first render (the
// hydration) reads the same data without loading it again.
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStore, Provider } from 'jotai';
import { createApi, createMemoryTokenStore } from '@storefront/sdk';
import { apiAtom } from '../api';
import { useHydrated } from '../hydrated';
import {
  serverDataCacheAtom,
  serverDataSeedAtom,
  serverRenderAtom,
  useServerData,
} from './use-server-data';

const KEY = ['landing-products', 'st-1', 'Frutas'] as const;

function storeFor(options: { serverRender?: boolean; seed?: Record<string, unknown> }) {
  const store = createStore();
  store.set(
    apiAtom,
    createApi({
      baseUrl: 'http://api.invalid/v1',
      tokens: createMemoryTokenStore(),
      fetch: jest.fn(),
    }),
  );
  if (options.serverRender) store.set(serverRenderAtom, true);
  if (options.seed) store.set(serverDataSeedAtom, options.seed);
  return store;
}

function Section({ load }: { load: () => Promise<string> }) {
  const { state } = useServerData<string>(KEY, load);
  return <p>{state.status === 'ready' ? state.data : state.status}</p>;
}

async function prerender(element: React.ReactElement): Promise<string> {
  const { prelude } = await prerenderToNodeStream(element);
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return html;
}

test('a server render waits for the data, and the snapshot carries it', async () => {
  const store = storeFor({ serverRender: true });
  const load = jest.fn(() => Promise.resolve('Plátanos 1 kg'));
  const html = await prerender(
    <Provider store={store}>
      <Section load={load} />
    </Provider>,
  );
  expect(html).toContain('Plátanos 1 kg');
  expect(load).toHaveBeenCalledTimes(1);
  const snapshot = store.get(serverDataCacheAtom).dehydrate();
  expect(Object.values(snapshot)).toHaveLength(1);
});

test('a failed server load renders as loading (what the browser’s first render shows)', async () => {
  const store = storeFor({ serverRender: true });
  const html = await prerender(
    <Provider store={store}>
      <Section load={() => Promise.reject(new Error('down'))} />
    </Provider>,
  );
  expect(html).toContain('<p>loading</p>');
  expect(store.get(serverDataCacheAtom).dehydrate()).toEqual({});
});

test('the seed fills the cache: the first render reads the server’s data without loading', async () => {
  const server = storeFor({ serverRender: true });
  await prerender(
    <Provider store={server}>
      <Section load={() => Promise.resolve('Peras 1 kg')} />
    </Provider>,
  );
  const browser = storeFor({ seed: server.get(serverDataCacheAtom).dehydrate() });
  const load = jest.fn(() => Promise.resolve('otra cosa'));
  const html = renderToString(
    <Provider store={browser}>
      <Section load={load} />
    </Provider>,
  );
  expect(html).toContain('Peras 1 kg');
  expect(load).not.toHaveBeenCalled();
});

test('useHydrated is false in a server render', () => {
  function Probe() {
    return <p>{String(useHydrated())}</p>;
  }
  expect(renderToString(<Probe />)).toContain('false');
});
