import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { Suspense, use, type ReactNode } from 'react';
import { createApi, createMemoryTokenStore } from '@storefront/sdk';
import { apiAtom } from '../api';
import { serverDataCacheAtom, useServerData } from './use-server-data';
import { expectConsoleError } from '@storefront/config/jest-console';

function setup() {
  const store = createStore();
  store.set(
    apiAtom,
    createApi({
      baseUrl: 'http://localhost:4000/v1',
      tokens: createMemoryTokenStore(),
      fetch: jest.fn(),
    }),
  );
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>{children}</Provider>
  );
  return { store, wrapper };
}

describe('useServerData', () => {
  it('loads a key once for every component that reads it, and shows the answer', async () => {
    const { wrapper } = setup();
    const load = jest.fn(() => Promise.resolve('Visa terminada en 4242'));
    function Reader() {
      const { state } = useServerData(['cards', 'u-1', 'st-1'], load);
      return <p>{state.status === 'ready' ? state.data : 'Cargando'}</p>;
    }
    render(
      <>
        <Reader />
        <Reader />
      </>,
      { wrapper },
    );
    expect(await screen.findAllByText('Visa terminada en 4242')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('renders an answer in a transition: a page already shown stays while the answer suspends', async () => {
    // A synchronous update (useSyncExternalStore's) would put the fallback back in place of the
    // shown page; a transition keeps the page (issue 15: answers render time-sliced).
    const { store, wrapper } = setup();
    const never = new Promise<never>(() => undefined);
    function Detail(): ReactNode {
      use(never);
      return null;
    }
    function Reader() {
      const { state } = useServerData(['orders', 'u-1', 'st-1', 'o-1'], () =>
        Promise.resolve('Orden 1'),
      );
      return (
        <>
          <p>Mis órdenes</p>
          {state.status === 'ready' && <Detail />}
        </>
      );
    }
    const cache = store.get(serverDataCacheAtom);
    let settle: (value: string) => void = () => undefined;
    const pending = new Promise<string>((resolve) => (settle = resolve));
    void cache.load(['orders', 'u-1', 'st-1', 'o-1'], () => pending);
    render(
      <Suspense fallback={<p>Cargando</p>}>
        <Reader />
      </Suspense>,
      { wrapper },
    );
    expect(screen.getByText('Mis órdenes')).toBeVisible();
    await act(async () => settle('Orden 1'));
    expect(cache.read(['orders', 'u-1', 'st-1', 'o-1'])).toEqual({
      status: 'ready',
      data: 'Orden 1',
    });
    expect(screen.getByText('Mis órdenes')).toBeVisible();
    expect(screen.queryByText('Cargando')).toBeNull();
  });

  it('waits while the key is null', () => {
    const { wrapper } = setup();
    const load = jest.fn(() => Promise.resolve(1));
    const { result } = renderHook(() => useServerData(null, load), { wrapper });
    expect(result.current.state.status).toBe('idle');
    expect(load).not.toHaveBeenCalled();
  });

  it('reports a failed load as an error state', async () => {
    const { wrapper } = setup();
    expectConsoleError('[server-data] load failed');
    const { result } = renderHook(
      () => useServerData(['charge', 'x'], () => Promise.reject(new Error('caída'))),
      { wrapper },
    );
    await waitFor(() => expect(result.current.state.status).toBe('error'));
  });

  it('loads again when another screen invalidates the key, keeping the old data meanwhile', async () => {
    const { store, wrapper } = setup();
    let n = 0;
    const { result } = renderHook(
      () => useServerData(['cards', 'u-1', 'st-1'], () => Promise.resolve(++n)),
      { wrapper },
    );
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 1 }));
    act(() => store.get(serverDataCacheAtom).invalidate(['cards']));
    await waitFor(() => expect(result.current.state).toEqual({ status: 'ready', data: 2 }));
  });

  it('reload and write replace the data', async () => {
    const { wrapper } = setup();
    let n = 0;
    const { result } = renderHook(
      () => useServerData(['charge', 'n'], () => Promise.resolve(++n)),
      {
        wrapper,
      },
    );
    await waitFor(() => expect(result.current.state.data).toBe(1));
    await act(() => result.current.reload({ quiet: true }));
    expect(result.current.state.data).toBe(2);
    act(() => result.current.write(10));
    expect(result.current.state.data).toBe(10);
  });

  it('keeps one cache per jotai store (one per page, one per server request)', () => {
    expect(createStore().get(serverDataCacheAtom)).not.toBe(createStore().get(serverDataCacheAtom));
  });
});
