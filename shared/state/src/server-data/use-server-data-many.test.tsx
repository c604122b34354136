import { act, render, renderHook, screen, waitFor } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { StrictMode, useLayoutEffect, type ReactNode } from 'react';
import { createApi, createMemoryTokenStore } from '@storefront/sdk';
import { apiAtom } from '../api';
import { serverDataCacheAtom, useServerData } from './use-server-data';
import { useServerDataMany } from './use-server-data-many';
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
    <StrictMode>
      <Provider store={store}>{children}</Provider>
    </StrictMode>
  );
  return { store, wrapper, cache: store.get(serverDataCacheAtom) };
}

describe('useServerDataMany', () => {
  it('loads every key with its own state; a failed one is reloaded alone', async () => {
    expectConsoleError('[server-data] load failed');
    const { wrapper } = setup();
    const calls: string[] = [];
    let teaFails = true;
    const load = (section: string) => () => {
      calls.push(section);
      return section === 'té' && teaFails
        ? Promise.reject(new Error('caída'))
        : Promise.resolve(`${section} ok`);
    };
    const { result } = renderHook(
      () =>
        useServerDataMany(
          ['café', 'té'].map((s) => ({ key: ['landing-products', 'st-1', s], load: load(s) })),
        ),
      { wrapper },
    );
    await waitFor(() =>
      expect(result.current.map((r) => r.state.status)).toEqual(['ready', 'error']),
    );
    expect(result.current[0]!.state.data).toBe('café ok');
    teaFails = false;
    await act(() => result.current[1]!.reload());
    expect(result.current[1]!.state).toEqual({ status: 'ready', data: 'té ok' });
    expect(calls.filter((s) => s === 'café')).toHaveLength(1);
  });

  it('two entries with the same key share one request', async () => {
    const { wrapper } = setup();
    const load = jest.fn(() => Promise.resolve(['p-1']));
    const { result } = renderHook(
      () =>
        useServerDataMany([
          { key: ['landing-products', 'st-1', 'x'], load },
          { key: ['landing-products', 'st-1', 'x'], load },
        ]),
      { wrapper },
    );
    await waitFor(() => expect(result.current.every((r) => r.state.status === 'ready')).toBe(true));
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('a null key waits; a new list of keys loads only the new ones', async () => {
    const { wrapper } = setup();
    const load = jest.fn((page: number) => Promise.resolve(`page ${page}`));
    const { result, rerender } = renderHook(
      ({ pages }: { pages: (number | null)[] }) =>
        useServerDataMany(
          pages.map((page) => ({
            key: page === null ? null : ['holidays', page],
            load: () => load(page!),
          })),
        ),
      { wrapper, initialProps: { pages: [1, null] } },
    );
    await waitFor(() => expect(result.current[0]!.state.status).toBe('ready'));
    expect(result.current[1]!.state.status).toBe('idle');
    rerender({ pages: [1, 2] });
    await waitFor(() =>
      expect(result.current[1]!.state).toEqual({ status: 'ready', data: 'page 2' }),
    );
    expect(load.mock.calls.map(([page]) => page)).toEqual([1, 2]);
  });

  it('keeps reload and write the same functions while the keys stay the same', async () => {
    const { wrapper } = setup();
    const { result } = renderHook(
      () => useServerDataMany([{ key: ['charge', 'n'], load: () => Promise.resolve(1) }]),
      { wrapper },
    );
    const first = result.current[0]!;
    await waitFor(() => expect(result.current[0]!.state.status).toBe('ready'));
    expect(result.current[0]!.reload).toBe(first.reload);
    expect(result.current[0]!.write).toBe(first.write);
  });
});

describe('revalidateOnMount', () => {
  it('a reader that mounts with cached data shows it at once and loads it again quietly', async () => {
    const { wrapper, cache } = setup();
    cache.write(['cart', 'st-1', 'g-1', null], 'cart before the cart page changed it');
    const load = jest.fn(() => Promise.resolve('cart now'));
    const seen: unknown[] = [];
    function Reader() {
      const { state } = useServerData(['cart', 'st-1', 'g-1', null], load, {
        revalidateOnMount: true,
      });
      seen.push(state);
      return <p>{state.status === 'ready' ? state.data : 'Cargando'}</p>;
    }
    render(<Reader />, { wrapper });
    expect(await screen.findByText('cart now')).toBeInTheDocument();
    expect(seen).not.toContainEqual({ status: 'loading' });
    expect(load).toHaveBeenCalledTimes(1); // StrictMode's second mount joins the first load
  });

  it('readers mounting together share one request; without the option the cache is trusted', async () => {
    const { wrapper, cache } = setup();
    cache.write(['cart', 'st-1', 'g-1', null], 'cached');
    const fresh = jest.fn(() => Promise.resolve('fresh'));
    const trusting = jest.fn(() => Promise.resolve('never'));
    function Fresh() {
      const { state } = useServerData(['cart', 'st-1', 'g-1', null], fresh, {
        revalidateOnMount: true,
      });
      return <p>{String(state.data)}</p>;
    }
    function Trusting() {
      const { state } = useServerData(['cart', 'st-1', 'g-1', null], trusting);
      return <p>{String(state.data)}</p>;
    }
    render(
      <>
        <Fresh />
        <Fresh />
        <Trusting />
      </>,
      { wrapper },
    );
    await waitFor(() => expect(screen.getAllByText('fresh')).toHaveLength(3));
    expect(fresh).toHaveBeenCalledTimes(1);
    expect(trusting).not.toHaveBeenCalled();
  });

  it('a reader of a key its route prefetched joins that load: one request, then revalidates on its next visit', async () => {
    const { wrapper, cache } = setup();
    const load = jest.fn(() => Promise.resolve('subscriptions'));
    cache.prefetch(['subscriptions', 'u-1', 'st-1'], load);
    function Reader() {
      const { state } = useServerData(['subscriptions', 'u-1', 'st-1'], load, {
        revalidateOnMount: true,
      });
      return <p>{state.status === 'ready' ? state.data : 'Cargando'}</p>;
    }
    const first = render(<Reader />, { wrapper });
    expect(await screen.findByText('subscriptions')).toBeInTheDocument();
    expect(load).toHaveBeenCalledTimes(1);
    first.unmount();

    render(<Reader />, { wrapper });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(2));
  });

  it('a prefetch that answered after the page rendered, before its effects ran, is not asked for again', async () => {
    const { wrapper, cache } = setup();
    const key = ['subscriptions', 'u-1', 'st-1'] as const;
    const prefetchLoad = jest.fn(() => Promise.resolve('subscriptions'));
    const pageLoad = jest.fn(() => Promise.resolve('subscriptions again'));
    // The route's data starts and answers in a layout effect: after the page's render read no
    // entry, before its passive effects run (as a navigation's page, rendered in a transition
    // while its prefetch answered).
    function RouteData() {
      useLayoutEffect(() => {
        cache.prefetch(key, prefetchLoad);
        cache.write(key, 'subscriptions');
      }, []);
      return null;
    }
    function Page() {
      const { state } = useServerData(key, pageLoad, { revalidateOnMount: true });
      return <p>{state.status === 'ready' ? state.data : 'Cargando'}</p>;
    }
    render(
      <>
        <RouteData />
        <Page />
      </>,
      { wrapper },
    );
    expect(await screen.findByText('subscriptions')).toBeInTheDocument();
    expect(prefetchLoad).toHaveBeenCalledTimes(1);
    expect(pageLoad).not.toHaveBeenCalled();
  });

  it('a prefetch that answered before the page mounted is not asked for again', async () => {
    const { wrapper, cache } = setup();
    const load = jest.fn(() => Promise.resolve('subscriptions'));
    cache.prefetch(['subscriptions', 'u-1', 'st-1'], load);
    await act(() => cache.load(['subscriptions', 'u-1', 'st-1'], load));
    function Reader() {
      const { state } = useServerData(['subscriptions', 'u-1', 'st-1'], load, {
        revalidateOnMount: true,
      });
      return <p>{state.status === 'ready' ? state.data : 'Cargando'}</p>;
    }
    render(<Reader />, { wrapper });
    expect(screen.getByText('subscriptions')).toBeInTheDocument();
    // A second reader mounting later revalidates: a request after the first proves effects ran.
    const other = jest.fn(() => Promise.resolve('subscriptions again'));
    function Later() {
      const { state } = useServerData(['subscriptions', 'u-1', 'st-1'], other, {
        revalidateOnMount: true,
      });
      return <p>{String(state.data)}</p>;
    }
    render(<Later />, { wrapper });
    await waitFor(() => expect(other).toHaveBeenCalledTimes(1));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
