import { Component, startTransition, Suspense, type ReactNode } from 'react';
import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { lazyPage, loadFailuresShown } from './lazy-page';
import { expectConsoleError } from '@storefront/config/jest-console';

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  // As the shell's RemoteErrorBoundary: the failure is on screen, a remount may try again.
  override componentDidCatch() {
    loadFailuresShown();
  }
  override render() {
    return this.state.failed ? <p>falló</p> : this.props.children;
  }
}

function mount(Page: React.ComponentType, key: number) {
  return (
    <Boundary key={key}>
      <Suspense fallback={<p>cargando</p>}>
        <Page />
      </Suspense>
    </Boundary>
  );
}

test('a page whose chunk failed is fetched again when it is mounted again', async () => {
  expectConsoleError(/^Error: Loading chunk 7 failed/); // React reports what the boundary caught
  let online = false;
  let calls = 0;
  const Page = lazyPage(
    async () => {
      calls += 1;
      if (!online) throw new Error('Loading chunk 7 failed');
      return { default: () => <h1>Mis tarjetas</h1> };
    },
    'CardsPage',
    { retries: 0 },
  );

  const view = render(mount(Page, 1));
  expect(await screen.findByText('falló')).toBeInTheDocument();
  const failedCalls = calls;

  online = true;
  view.rerender(mount(Page, 2));
  expect(await screen.findByRole('heading', { name: 'Mis tarjetas' })).toBeInTheDocument();
  expect(calls).toBe(failedCalls + 1);
});

test('a failed chunk is retried before the failure shows', async () => {
  const load = jest
    .fn()
    .mockRejectedValueOnce(new Error('Loading chunk 7 failed'))
    .mockResolvedValueOnce({ default: () => <h1>Mis órdenes</h1> });
  const Page = lazyPage(load, 'OrdersPage', { retries: 1, delayMs: 10 });
  render(mount(Page, 1));
  expect(await screen.findByRole('heading', { name: 'Mis órdenes' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(2);
});

test('preload starts the import once and rendering reuses it', async () => {
  const load = jest.fn(async () => ({ default: () => <h1>Carrito</h1> }));
  const Page = lazyPage(load);
  await Page.preload();
  render(mount(Page, 1));
  expect(await screen.findByRole('heading', { name: 'Carrito' })).toBeInTheDocument();
  expect(load).toHaveBeenCalledTimes(1);
});

test("load rejects with the import's error after its retries; preload swallows it", async () => {
  const load = jest.fn(async () => {
    throw new Error('mfe_catalog page threw on import');
  });
  const Page = lazyPage(load, 'InfoPage', { retries: 1, delayMs: 1 });
  await expect(Page.load()).rejects.toThrow('mfe_catalog page threw on import');
  expect(load).toHaveBeenCalledTimes(2);
  await expect(Page.preload()).resolves.toBeUndefined();
});

test('a preloaded page renders in the same pass, without its fallback', async () => {
  const Page = lazyPage(async () => ({ default: () => <h1>Catálogo</h1> }));
  await Page.preload();
  render(mount(Page, 1));
  // Synchronously after the first render: hydrating it does not wait for a later pass.
  expect(screen.getByRole('heading', { name: 'Catálogo' })).toBeInTheDocument();
  expect(screen.queryByText('cargando')).not.toBeInTheDocument();
});

/** A page whose chunk never loads, answering after a moment as the network does. */
function unreachablePage() {
  let calls = 0;
  const Page = lazyPage(
    async () => {
      calls += 1;
      await new Promise((resolve) => setTimeout(resolve, 5));
      throw new Error('Loading chunk 905 failed');
    },
    'CatalogPage',
    { retries: 0 },
  );
  return { Page, calls: () => calls };
}

// React renders a mount that suspended again from scratch (and a render that threw once more):
// those must not be new attempts, or the page asks for its chunk forever and never leaves its
// loading state (the resilience case "mfe-catalog unreachable" of issue 15).
test('a chunk that fails while its first render waits in a transition shows the failure, asked for once', async () => {
  expectConsoleError(/^Error: Loading chunk 905 failed/); // React reports what the boundary caught
  const { Page, calls } = unreachablePage();
  const container = document.body.appendChild(document.createElement('div'));
  const { createRoot } = await import('react-dom/client');
  const root = createRoot(container);
  act(() => startTransition(() => root.render(mount(Page, 1))));
  expect(await screen.findByText('falló')).toBeInTheDocument();
  expect(calls()).toBe(1);
  act(() => root.unmount());
});

test('a page whose preload failed hydrates a server boundary that errored into the failure', async () => {
  expectConsoleError(/^Error: Loading chunk 905 failed/); // React reports what the boundary caught
  const { Page, calls } = unreachablePage();
  await Page.preload(); // the boot's preloadRemotePage
  const container = document.body.appendChild(document.createElement('div'));
  // What the server sends when a boundary failed: its fallback, to be rendered by the browser.
  container.innerHTML = '<!--$!--><p>cargando</p><!--/$-->';
  let root: ReturnType<typeof hydrateRoot> | undefined;
  act(() =>
    startTransition(() => {
      root = hydrateRoot(container, mount(Page, 1), { onRecoverableError: () => undefined });
    }),
  );
  expect(await screen.findByText('falló')).toBeInTheDocument();
  expect(calls()).toBe(1);
  act(() => root?.unmount());
});
