import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { createApi, createMemoryTokenStore } from '@storefront/sdk';
import { apiAtom, serverDataCacheAtom, sessionAtom, tenantAtom } from '@storefront/state';
import { rememberValue, UiProvider } from '@storefront/ui';
import { ANA, makeTenant } from '../test/fixtures';
import type { RemoteRoutes, RemoteRoutesLoader } from './load-remote-routes';
import { REMOTE_LOAD_DEADLINE_MS } from './remote-fallback';
import { RemotePage } from './remote-page';
import { expectConsoleError } from '@storefront/config/jest-console';

const renderPage = (load: (remote: string) => Promise<Record<string, React.ComponentType>>) =>
  render(
    <UiProvider preload={false}>
      <MemoryRouter initialEntries={['/tienda-demo/userpanel/cards']}>
        <RemotePage remote="mfe_account" pattern="userpanel/cards" load={load} />
      </MemoryRouter>
    </UiProvider>,
  );

/** A remote that fails is caught by the page's boundary: React reports the error, the page logs it. */
function expectRemoteFailure(error: RegExp) {
  expectConsoleError(error);
  expectConsoleError(/^\[shell\] mfe_account "[^"]+" failed/);
}

test('a remote that cannot be loaded shows the Spanish fallback inside the page', async () => {
  expectRemoteFailure(/^Error: RUNTIME-003/);
  renderPage(() => Promise.reject(new Error('RUNTIME-003')));
  expect(
    await screen.findByRole('heading', { name: 'Esta sección no está disponible por ahora' }),
  ).toBeInTheDocument();
  expect(screen.getByText(/El resto del sitio sigue funcionando/)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
});

test('"Reintentar" loads the remote again and shows the page when it works', async () => {
  expectRemoteFailure(/^Error: RUNTIME-003/);
  const load = jest
    .fn()
    .mockRejectedValueOnce(new Error('RUNTIME-003'))
    .mockResolvedValueOnce({ 'userpanel/cards': () => <h1>Mis tarjetas</h1> });
  renderPage(load);
  await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
  expect(await screen.findByRole('heading', { name: 'Mis tarjetas' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('a remote without a page for the route also falls back', async () => {
  expectRemoteFailure(/^Error: mfe_account has no page for "userpanel\/cards"/);
  renderPage(async () => ({}));
  expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
});

test('routes already loaded render the page in the same pass, with no loading state', async () => {
  const loaded = rememberValue(
    Promise.resolve<Record<string, React.ComponentType>>({
      'userpanel/cards': () => <h1>Mis tarjetas</h1>,
    }),
  );
  await loaded;
  renderPage(() => loaded);
  // Synchronously after the first render: a hydrating page does not wait for a later pass.
  expect(screen.getByRole('heading', { name: 'Mis tarjetas' })).toBeInTheDocument();
});

/** The page of `pattern` at `path`, in a store whose views are `views`, its code never arriving
 *  unless the test calls `arrive`. */
function renderLoading(
  props: Omit<React.ComponentProps<typeof RemotePage>, 'load'>,
  path: string,
  views?: Record<string, unknown>,
) {
  const store = createStore();
  store.set(tenantAtom, makeTenant(views ? { views } : {}));
  const loading = { arrive: (_routes: Record<string, React.ComponentType>) => {} };
  render(
    <Provider store={store}>
      <UiProvider preload={false}>
        <MemoryRouter initialEntries={[path]}>
          <RemotePage
            {...props}
            load={() => new Promise((resolve) => (loading.arrive = resolve))}
          />
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  return loading;
}

test('while the code loads, a route with a heading (routes.json) shows that h1 already', async () => {
  const loading = renderLoading(
    { remote: 'mfe_cart_checkout', pattern: 'checkout', frame: { heading: 'Confirma tu compra' } },
    '/tienda-demo/checkout',
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Confirma tu compra' })).toBeInTheDocument();
  expect(screen.getByRole('status', { name: 'Cargando' })).toBeInTheDocument();
  // Marked as the loading state: tools waiting for "the page rendered" skip this heading.
  const frame = screen.getByRole('heading', { name: 'Confirma tu compra' }).parentElement;
  expect(frame).toHaveAttribute('aria-busy', 'true');
  expect(frame).toHaveAttribute('data-page-loading');
  loading.arrive({ checkout: () => <p>La página</p> });
  expect(await screen.findByText('La página')).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Confirma tu compra' })).not.toBeInTheDocument();
});

test('a panel route (routes.json frame "panel", skeleton "rows") shows its h1 over rows, not a spinner', () => {
  renderLoading(
    {
      remote: 'mfe_account',
      pattern: 'userpanel/subscriptions',
      frame: { heading: 'Mis suscripciones', frame: 'panel', skeleton: 'rows' },
    },
    '/tienda-demo/userpanel/subscriptions',
  );
  const heading = screen.getByRole('heading', { level: 1, name: 'Mis suscripciones' });
  expect(heading.parentElement).toHaveAttribute('data-page-loading');
  const rows = screen.getByRole('status', { name: 'Cargando' });
  expect(rows).toHaveAttribute('data-skeleton', 'rows');
  expect(heading.parentElement).toContainElement(rows);
});

test('a store’s own title for the view (content.views.cards.title) replaces the declared heading', () => {
  const frame = { heading: 'Mis tarjetas', headingView: 'cards', frame: 'panel' } as const;
  renderLoading(
    { remote: 'mfe_account', pattern: 'userpanel/cards', frame },
    '/tienda-demo/userpanel/cards',
    {
      cards: { title: ' Medios de pago ' },
    },
  );
  expect(screen.getByRole('heading', { level: 1, name: 'Medios de pago' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Mis tarjetas' })).not.toBeInTheDocument();
});

test('a route without a heading shows only the spinner while its code loads', () => {
  renderPage(() => new Promise(() => {}));
  expect(screen.getByRole('status', { name: 'Cargando' })).toBeInTheDocument();
  expect(screen.queryByRole('heading')).not.toBeInTheDocument();
});

describe('a remote that hangs (issue 16: the fallback within 3 s)', () => {
  const FALLBACK = 'Esta sección no está disponible por ahora';
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  test('the loading state lasts until the deadline, then the fallback shows', async () => {
    expectRemoteFailure(/^Error: mfe_account did not load within/);
    renderPage(() => new Promise(() => {}));
    act(() => jest.advanceTimersByTime(REMOTE_LOAD_DEADLINE_MS - 1));
    expect(screen.getByRole('status', { name: 'Cargando' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: FALLBACK })).not.toBeInTheDocument();
    act(() => jest.advanceTimersByTime(1));
    expect(await screen.findByRole('heading', { name: FALLBACK })).toBeInTheDocument();
    expect(REMOTE_LOAD_DEADLINE_MS).toBe(3000);
  });

  test('code that arrives after the deadline replaces the fallback by itself', async () => {
    expectRemoteFailure(/^Error: mfe_account did not load within/);
    let arrive: (routes: RemoteRoutes) => void = () => {};
    const load = jest.fn(() => new Promise<RemoteRoutes>((resolve) => (arrive = resolve)));
    renderPage(load);
    act(() => jest.advanceTimersByTime(REMOTE_LOAD_DEADLINE_MS));
    expect(await screen.findByRole('heading', { name: FALLBACK })).toBeInTheDocument();
    await act(async () => arrive({ 'userpanel/cards': () => <h1>Mis tarjetas</h1> }));
    expect(await screen.findByRole('heading', { name: 'Mis tarjetas' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: FALLBACK })).not.toBeInTheDocument();
  });

  test('a page that loads in time never meets the deadline', async () => {
    renderPage(async () => ({ 'userpanel/cards': () => <h1>Mis tarjetas</h1> }));
    expect(await screen.findByRole('heading', { name: 'Mis tarjetas' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(10 * REMOTE_LOAD_DEADLINE_MS));
    expect(screen.getByRole('heading', { name: 'Mis tarjetas' })).toBeInTheDocument();
  });
});

describe("a navigation starts its page's declared data without waiting for its code (issue 41)", () => {
  function renderRoute(load: RemoteRoutesLoader) {
    const store = createStore();
    const api = createApi({
      baseUrl: 'http://api/v1',
      tokens: createMemoryTokenStore(),
      fetch: jest.fn(),
    });
    store.set(apiAtom, api);
    store.set(tenantAtom, makeTenant());
    store.set(sessionAtom, {
      user: { ...ANA, lastName: 'Rojas', phone: '', phonePrefix: '', rut: '12345678-5' },
      isGuest: false,
    });
    const startData = jest.fn(() => Promise.resolve());
    const view = render(
      <Provider store={store}>
        <UiProvider preload={false}>
          <MemoryRouter initialEntries={['/tienda-demo/userpanel/charges/ch-7']}>
            <Routes>
              <Route
                path="/tienda-demo/userpanel/charges/:chargeId"
                element={
                  <RemotePage
                    remote="mfe_account"
                    pattern="userpanel/charges/:chargeId"
                    load={load}
                    data={['charge']}
                    startData={startData}
                  />
                }
              />
            </Routes>
          </MemoryRouter>
        </UiProvider>
      </Provider>,
    );
    return { ...view, api, cache: store.get(serverDataCacheAtom), startData };
  }

  test('as the route mounts, while its remote’s routes are still on their way', () => {
    const { api, cache, startData } = renderRoute(() => new Promise<RemoteRoutes>(() => {}));
    expect(startData).toHaveBeenCalledTimes(1);
    expect(startData).toHaveBeenCalledWith(['charge'], {
      api,
      cache,
      storeId: 'st-tienda-demo',
      userId: 'u-ana',
      isGuest: false,
      params: { chargeId: 'ch-7' },
    });
    expect(screen.getByRole('status', { name: 'Cargando' })).toBeInTheDocument();
  });

  test('a remote that fails to load shows its fallback; its data went out all the same', async () => {
    expectRemoteFailure(/^Error: RUNTIME-003/);
    const { startData } = renderRoute(() => Promise.reject(new Error('RUNTIME-003')));
    expect(await screen.findByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
    expect(startData).toHaveBeenCalledTimes(1);
  });
});
