// Issue 15 server rendering: the catalogue's page 1 is in the server's HTML, its hydration starts
// from it without asking again, and a later visit starts again from page 1 (spec 000 §2).
import { act } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createStore, Provider } from 'jotai';
import { createApi, createMemoryTokenStore } from '@storefront/sdk';
import {
  apiAtom,
  serverDataCacheAtom,
  serverDataSeedAtom,
  serverRenderAtom,
} from '@storefront/state';
import { createFakeFetch } from '@storefront/state/testing';
import type { CatalogFilters } from './catalog-query';
import { catalogReply } from '../../test-support/catalog-fixtures';
import { firstPageKey, useCatalogProducts } from './use-catalog-products';
import { expectConsoleError } from '@storefront/config/jest-console';

// React's Node renderer schedules with setImmediate, which jsdom does not have.
globalThis.setImmediate ??= ((run: () => void) =>
  setTimeout(run, 0)) as unknown as typeof setImmediate;

const FILTERS: CatalogFilters = { search: '', sort: 'defaultPrice', categories: [], brands: [] };

function List() {
  const list = useCatalogProducts('st-tienda-demo', FILTERS);
  return (
    <ul aria-busy={list.status === 'loading'}>
      {list.products.map((product) => (
        <li key={product._id}>{product.name}</li>
      ))}
    </ul>
  );
}

function storeWith(fetch: typeof globalThis.fetch) {
  const store = createStore();
  store.set(
    apiAtom,
    createApi({ baseUrl: 'http://api.invalid/v1', tokens: createMemoryTokenStore(), fetch }),
  );
  return store;
}

const productCalls = (calls: { path: string }[]) =>
  calls.filter((call) => call.path === 'catalog/products').length;

/** A server render of the list: it waits for page 1 (server data) and hands on the snapshot. */
async function serverRender() {
  const fake = createFakeFetch(catalogReply(10));
  const server = storeWith(fake.fetch as typeof fetch);
  server.set(serverRenderAtom, true);
  const { prelude } = await prerenderToNodeStream(
    <Provider store={server}>
      <List />
    </Provider>,
  );
  let html = '';
  for await (const chunk of prelude) html += String(chunk);
  return { html, seed: server.get(serverDataCacheAtom).dehydrate(), calls: fake.calls };
}

async function serverSnapshot() {
  return (await serverRender()).seed;
}

test('the server render has page 1 in its HTML (one request) and its snapshot', async () => {
  const { html, seed, calls } = await serverRender();
  expect(html).toContain('<li>Producto 1</li>');
  expect(html).toContain('<li>Producto 4</li>');
  expect(productCalls(calls)).toBe(1);
  expect(Object.keys(seed)).toContain(JSON.stringify(firstPageKey('st-tienda-demo', FILTERS)));
});

test('hydration starts from the server’s page 1 without asking for it again', async () => {
  // React (development) warns when one process renders a context (jotai's Provider) on the
  // server and then in the browser: this test's own setup, never a page's.
  expectConsoleError(
    /^Detected multiple renderers concurrently rendering the same context provider/,
  );
  const seed = await serverSnapshot();
  const fake = createFakeFetch(catalogReply(10));
  const store = storeWith(fake.fetch as typeof fetch);
  store.set(serverDataSeedAtom, seed);
  const container = document.createElement('div');
  // The server's HTML (same seed: the first render reads it) …
  container.innerHTML = renderToString(
    <Provider store={store}>
      <List />
    </Provider>,
  );
  expect(container.textContent).toContain('Producto 1');
  const errors: unknown[] = [];
  // … adopted by the browser.
  await act(async () => {
    hydrateRoot(
      container,
      <Provider store={store}>
        <List />
      </Provider>,
      { onRecoverableError: (error) => errors.push(error) },
    );
  });
  expect(errors).toEqual([]);
  expect(container.querySelectorAll('li')).toHaveLength(4);
  expect(productCalls(fake.calls)).toBe(0);
});

test('a page rendered by the browser (or a later visit) loads page 1 itself, seed or not', async () => {
  // The same warning: serverSnapshot() rendered the context on the server in this process.
  expectConsoleError(
    /^Detected multiple renderers concurrently rendering the same context provider/,
  );
  const seed = await serverSnapshot();
  const fake = createFakeFetch(catalogReply(10));
  const store = storeWith(fake.fetch as typeof fetch);
  store.set(serverDataSeedAtom, seed);
  const container = document.createElement('div');
  await act(async () => {
    createRoot(container).render(
      <Provider store={store}>
        <List />
      </Provider>,
    );
  });
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  expect(productCalls(fake.calls)).toBe(1);
  expect(container.querySelectorAll('li')).toHaveLength(4);
});
