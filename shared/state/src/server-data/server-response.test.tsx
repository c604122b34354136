/**
 * @jest-environment node
 */
import { renderToString } from 'react-dom/server';
import { createStore, Provider } from 'jotai';
import {
  NotFoundStatus,
  RedirectStatus,
  serverResponseAtom,
  type ServerResponse,
} from './server-response';

function renderWith(store: ReturnType<typeof createStore>, page: React.ReactElement): string {
  return renderToString(<Provider store={store}>{page}</Provider>);
}

test('a server render learns that the page is a not-found page, or where it redirects', () => {
  const notFound: ServerResponse = {};
  const store = createStore();
  store.set(serverResponseAtom, notFound);
  const html = renderWith(
    store,
    <main>
      <h1>Producto no encontrado</h1>
      <NotFoundStatus />
    </main>,
  );
  expect(notFound).toEqual({ notFound: true });
  // Nothing of it in the HTML.
  expect(html).toBe('<main><h1>Producto no encontrado</h1></main>');

  const redirect: ServerResponse = {};
  const other = createStore();
  other.set(serverResponseAtom, redirect);
  renderWith(other, <RedirectStatus to="/login" />);
  expect(redirect).toEqual({ redirectTo: '/login' });
});

test('without a server response (the browser) they render nothing and record nothing', () => {
  const store = createStore();
  expect(renderWith(store, <NotFoundStatus />)).toBe('');
  expect(store.get(serverResponseAtom)).toBeNull();
});
