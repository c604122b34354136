import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createFakeFetch, renderInShell, type FakeCall } from '@storefront/state/testing';
import { CatalogPage } from './catalog-page';
import { catalogReply, catalogStore } from '../../test-support/catalog-fixtures';

const productCalls = (calls: FakeCall[]) =>
  calls
    .filter((call) => call.path === 'catalog/products')
    .map((call) => Object.fromEntries(call.query));

function renderCatalog(total = 10, views: Record<string, unknown> = {}, query = '') {
  const fake = createFakeFetch(catalogReply(total));
  renderInShell(<CatalogPage />, {
    store: catalogStore(views),
    fetch: fake.fetch,
    path: query ? `catalog?${query}` : 'catalog',
  });
  return fake;
}

/** Chakra's breakpoints ask matchMedia for min-width queries: every one matches (a wide screen). */
function asDesktop() {
  const original = window.matchMedia;
  window.matchMedia = ((query: string) => ({
    matches: /min-width/.test(query),
    media: query,
    onchange: null,
    addListener() {},
    removeListener() {},
    addEventListener() {},
    removeEventListener() {},
    dispatchEvent: () => false,
  })) as typeof window.matchMedia;
  return () => {
    window.matchMedia = original;
  };
}

describe('CatalogPage', () => {
  it('loads page 1 with the catalogue params, announces it, and loads more with the button until the end hint', async () => {
    const user = userEvent.setup();
    const { calls } = renderCatalog(6);
    expect(screen.getByRole('heading', { level: 1, name: 'Catálogo' })).toBeInTheDocument();
    // While page 1 loads, a page of card skeletons (hidden from assistive technology) holds its place.
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(4);
    expect(screen.queryByRole('list', { name: 'Productos' })).not.toBeInTheDocument();
    const grid = await screen.findByRole('list', { name: 'Productos' });
    expect(screen.queryByTestId('product-card-skeleton')).not.toBeInTheDocument();
    await within(grid).findByRole('link', { name: 'Producto 1' });
    expect(within(grid).getAllByRole('article')).toHaveLength(4);
    expect(within(grid).getByRole('link', { name: 'Producto 1' })).toHaveAttribute(
      'href',
      '/tienda-demo/products/td-p-0001',
    );
    expect(productCalls(calls)[0]).toEqual({
      storeId: 'st-tienda-demo',
      active: 'true',
      page: '1',
      limit: '4',
      sort: 'defaultPrice',
    });
    expect(screen.getByText('Se cargaron 4 productos')).toHaveAttribute('aria-live', 'polite');

    await user.click(screen.getByRole('button', { name: 'Cargar más productos' }));
    await within(grid).findByRole('link', { name: 'Producto 6' });
    // The next page starts at the previous answer's cursor.
    expect(productCalls(calls).at(-1)).toMatchObject({ after: 'at:4' });
    expect(productCalls(calls).at(-1)).not.toHaveProperty('page');
    expect(screen.getByText('Se cargaron 2 productos')).toHaveAttribute('role', 'status');
    expect(screen.queryByRole('button', { name: 'Cargar más productos' })).not.toBeInTheDocument();
    expect(screen.getByText('¿No encuentras lo que buscas? Usa el buscador.')).toBeInTheDocument();
  });

  it('past 48 products the grid is windowed; the live region, load-more and the end text still work', async () => {
    const user = userEvent.setup();
    const { calls } = renderCatalog(57);
    const grid = await screen.findByRole('list', { name: 'Productos' });
    await within(grid).findByRole('link', { name: 'Producto 4' });
    for (let loaded = 4; loaded < 57; loaded += 4) {
      await user.click(screen.getByRole('button', { name: 'Cargar más productos' }));
      await waitFor(() =>
        expect(
          within(screen.getByRole('list', { name: 'Productos' })).getAllByRole('listitem')[0],
        ).toHaveAttribute('aria-setsize', String(Math.min(57, loaded + 4))),
      );
    }
    const windowed = screen.getByRole('list', { name: 'Productos' });
    // All 57 loaded, far fewer mounted (jsdom's 768 px window: a few rows of 2 cards).
    expect(windowed.querySelectorAll('li')).not.toHaveLength(57);
    expect(within(windowed).getAllByRole('listitem').length).toBeLessThanOrEqual(20);
    expect(within(windowed).getByRole('link', { name: 'Producto 1' })).toBeInTheDocument();
    expect(within(windowed).queryByRole('link', { name: 'Producto 57' })).not.toBeInTheDocument();
    expect(screen.getByText('Se cargó 1 producto')).toHaveAttribute('aria-live', 'polite');
    expect(screen.queryByRole('button', { name: 'Cargar más productos' })).not.toBeInTheDocument();
    expect(screen.getByText('¿No encuentras lo que buscas? Usa el buscador.')).toBeInTheDocument();
    // Every page after the first was asked for by the previous answer's cursor.
    expect(
      productCalls(calls)
        .slice(1)
        .map((q) => q.after),
    ).toEqual(Array.from({ length: 14 }, (_, i) => `at:${(i + 1) * 4}`));
  }, 120_000); // 15 pages rendered: slow on a loaded machine

  it('a plain click on a card opens the product dialog instead of navigating', async () => {
    const user = userEvent.setup();
    renderCatalog(4);
    const link = await screen.findByRole('link', { name: 'Producto 2' });
    expect(link).toHaveAttribute('href', '/tienda-demo/products/td-p-0002');
    await user.click(link);
    expect(await screen.findByRole('dialog', { name: 'Detalle del producto' })).toBeInTheDocument();
    expect(screen.queryByText('Otra página')).not.toBeInTheDocument();
  });

  it('asks for the next page when the spinner comes near the viewport', async () => {
    const observers: {
      callback: IntersectionObserverCallback;
      options?: IntersectionObserverInit;
    }[] = [];
    const original = globalThis.IntersectionObserver;
    globalThis.IntersectionObserver = class {
      constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
        observers.push({ callback, options });
      }
      observe() {}
      unobserve() {}
      disconnect() {}
      takeRecords() {
        return [];
      }
    } as unknown as typeof IntersectionObserver;
    try {
      const { calls } = renderCatalog(12);
      await screen.findByRole('link', { name: 'Producto 4' });
      const latest = observers.at(-1)!;
      expect(latest.options?.rootMargin).toMatch(/px/);
      act(() =>
        latest.callback(
          [{ isIntersecting: true } as IntersectionObserverEntry],
          {} as IntersectionObserver,
        ),
      );
      await screen.findByRole('link', { name: 'Producto 8' });
      expect(productCalls(calls).map((q) => q.page ?? q.after)).toEqual(['1', 'at:4']);
    } finally {
      globalThis.IntersectionObserver = original;
    }
  });

  it('applies the search one second after typing stops, from page 1, and ends with "No quedan más productos."', async () => {
    // Jest's clock: however slowly this machine types, no pause between keys reaches the second.
    jest.useFakeTimers();
    try {
      const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
      const { calls } = renderCatalog(10);
      await screen.findByRole('link', { name: 'Producto 1' });
      await user.type(screen.getByRole('searchbox', { name: 'Buscar productos' }), 'café');
      // Typing is not enough: nothing is asked for before the second has passed.
      expect(productCalls(calls).some((q) => 'search' in q)).toBe(false);
      await act(async () => {
        jest.advanceTimersByTime(1000);
      });
      await waitFor(() =>
        expect(productCalls(calls).at(-1)).toMatchObject({ search: 'café', page: '1' }),
      );
      expect(productCalls(calls).filter((q) => 'search' in q)).toHaveLength(1);
      await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
      expect(screen.getByText('No quedan más productos.')).toBeInTheDocument();
    } finally {
      jest.useRealTimers();
    }
  });

  it('sorts with the four options, defaulting to views.catalog.defaultSorting', async () => {
    const user = userEvent.setup();
    const { calls } = renderCatalog(4, {
      catalog: { active: true, title: 'Catálogo', defaultSorting: '-name' },
    });
    const sort = screen.getByRole('combobox', { name: 'Ordenar por' });
    expect(sort).toHaveValue('-name');
    expect(
      within(sort)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Precio: menor a mayor', 'Precio: mayor a menor', 'Nombre: A-Z', 'Nombre: Z-A']);
    await screen.findByRole('link', { name: 'Producto 1' });
    await user.selectOptions(sort, 'Precio: mayor a menor');
    await waitFor(() =>
      expect(productCalls(calls).at(-1)).toMatchObject({ sort: '-defaultPrice', page: '1' }),
    );
  });

  it('a link\'s query ("/catalog?categories=Frutas&sort=name") starts the list on those filters, checked', async () => {
    const user = userEvent.setup();
    const { calls } = renderCatalog(10, {}, 'categories=Frutas&sort=name&search=miel');
    await screen.findByRole('link', { name: 'Producto 1' });
    expect(productCalls(calls)[0]).toMatchObject({
      categories: 'Frutas',
      sort: 'name',
      search: 'miel',
      page: '1',
    });
    expect(screen.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('name');
    expect(screen.getByRole('searchbox', { name: 'Buscar productos' })).toHaveValue('miel');
    expect(await screen.findByRole('button', { name: 'Filtros (1)' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtros (1)' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtros' });
    await waitFor(() =>
      expect(within(drawer).getByRole('checkbox', { name: 'Frutas' })).toBeChecked(),
    );
  });

  it('shows the empty text when nothing matches', async () => {
    renderCatalog(0);
    expect(
      await screen.findByText('No hay productos que coincidan, prueba con otras opciones'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Cargar más productos' })).not.toBeInTheDocument();
  });

  it('on mobile the filters are in a drawer: a category and a brand filter the list from page 1', async () => {
    const user = userEvent.setup();
    const { calls } = renderCatalog(10);
    await screen.findByRole('link', { name: 'Producto 1' });
    expect(screen.queryByRole('complementary', { name: 'Filtros' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filtros' }));
    const drawer = await screen.findByRole('dialog', { name: 'Filtros' });
    await user.click(await within(drawer).findByRole('checkbox', { name: 'Frutas' }));
    await waitFor(() =>
      expect(productCalls(calls).at(-1)).toMatchObject({ categories: 'Frutas', page: '1' }),
    );
    // Brands arrive ten at a time, every 500 ms (timing: use-progressive-count.test.ts).
    await waitFor(() =>
      expect(within(drawer).getAllByRole('checkbox', { name: /^Marca/ })).toHaveLength(25),
    );
    await user.click(within(drawer).getByRole('checkbox', { name: 'Marca 03' }));
    await waitFor(() =>
      expect(productCalls(calls).at(-1)).toMatchObject({
        categories: 'Frutas',
        brands: 'Marca 03',
        page: '1',
      }),
    );
    await user.click(within(drawer).getByRole('button', { name: 'Ver productos' }));
    expect(await screen.findByRole('button', { name: 'Filtros (2)' })).toBeInTheDocument();
  });

  it('on desktop the filters are a sidebar with the category tree', async () => {
    const restore = asDesktop();
    try {
      const user = userEvent.setup();
      const { calls } = renderCatalog(10);
      const sidebar = await screen.findByRole('complementary', { name: 'Filtros' });
      expect(screen.queryByRole('button', { name: 'Filtros' })).not.toBeInTheDocument();
      await user.click(
        await within(sidebar).findByRole('button', { name: 'Mostrar subcategorías de Frutas' }),
      );
      await user.click(within(sidebar).getByRole('checkbox', { name: 'Manzanas' }));
      await waitFor(() =>
        expect(productCalls(calls).at(-1)).toMatchObject({ categories: 'Manzanas', page: '1' }),
      );
      await user.click(within(sidebar).getByRole('button', { name: 'Limpiar filtros' }));
      await waitFor(() => expect(productCalls(calls).at(-1)).not.toHaveProperty('categories'));
    } finally {
      restore();
    }
  });
});
