import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@storefront/bus';
import { LandingPage } from './landing-page';
import { createFakeFetch, fail, ok, type FakeCall, renderInShell } from '@storefront/state/testing';
import { landingStore, PRODUCTS_BY_CATEGORY } from '../../test-support/landing-fixtures';
import { expectConsoleError } from '@storefront/config/jest-console';

function catalogReply(failing: Set<string> = new Set()) {
  return (call: FakeCall) => {
    const category = call.url.searchParams.get('categories') ?? '';
    if (failing.has(category)) return fail(500, 'Internal error');
    return ok({
      docs: PRODUCTS_BY_CATEGORY[category] ?? [],
      page: 1,
      pages: 1,
      limit: 100,
      totalDocs: 1,
    });
  };
}

function renderLanding(landing: Record<string, unknown> = {}, reply = catalogReply(), policy = {}) {
  const fake = createFakeFetch(reply);
  renderInShell(<LandingPage />, { store: landingStore(landing), fetch: fake.fetch, policy });
  return fake;
}

describe('LandingPage', () => {
  it('shows title, description, subtitle, banners and notes', async () => {
    renderLanding();
    expect(
      screen.getByRole('heading', { level: 1, name: 'Todo para tu hogar, cuando lo necesitas' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Compra una vez o suscríbete.')).toBeInTheDocument();
    expect(screen.getByText('Nuestras categorías')).toBeInTheDocument();
    const banners = screen.getByRole('region', { name: 'Banners' });
    expect(within(banners).getByRole('link', { name: 'Banner 1 de 2' })).toHaveAttribute(
      'href',
      '/tienda-demo/catalog',
    );
    expect(screen.getByText('Despachos de lunes a viernes.')).toBeInTheDocument();
    await screen.findByRole('link', { name: 'Manzanas Fuji' });
  });

  it('the banner carousel moves with its arrows and selectors, wrapping when infinite', async () => {
    const user = userEvent.setup();
    renderLanding();
    const banners = screen.getByRole('region', { name: 'Banners' });
    await user.click(within(banners).getByRole('button', { name: 'Banner siguiente' }));
    expect(within(banners).getByRole('button', { name: 'Ir al banner 2' })).toHaveAttribute(
      'aria-current',
      'true',
    );
    await user.click(within(banners).getByRole('button', { name: 'Banner siguiente' }));
    expect(within(banners).getByRole('button', { name: 'Ir al banner 1' })).toHaveAttribute(
      'aria-current',
      'true',
    );
  });

  it('fetches each category with its query and the landing params, and renders each display', async () => {
    const { calls } = renderLanding();
    expect(await screen.findByRole('link', { name: 'Manzanas Fuji' })).toHaveAttribute(
      'href',
      '/tienda-demo/products/td-p-0001',
    );
    expect(screen.getAllByText('Desde $1.672 + IVA').length).toBeGreaterThan(0);
    expect(screen.getAllByText('(+ Costo de envío)').length).toBeGreaterThan(0);
    // Sections after the first, and the saas and table code, arrive after the first paint.
    expect(await screen.findByRole('region', { name: 'Productos de Planes' })).toBeInTheDocument(); // saas carousel
    expect(screen.getByRole('link', { name: 'Ver Plan Hogar' })).toHaveAttribute(
      'href',
      '/tienda-demo/products/td-p-0100',
    );
    expect(await screen.findByRole('link', { name: 'Detergente' })).toBeInTheDocument(); // price table
    const categories = calls.map((call) => call.url.searchParams.get('categories')).sort();
    expect(categories).toEqual(['Destacados', 'Frutas', 'Limpieza', 'Planes']);
    expect(Object.fromEntries(calls[0]!.url.searchParams)).toMatchObject({
      storeId: 'st-tienda-demo',
      active: 'true',
      sort: 'defaultPrice',
      limit: '100',
    });
  });

  it('one button per non-hidden category plus "Todos"; a click filters the sections and is tracked', async () => {
    const user = userEvent.setup();
    const tracked: unknown[] = [];
    const off = bus.on('analytics', (event) => tracked.push(event));
    renderLanding();
    const filter = screen.getByRole('navigation', { name: 'Filtrar por categoría' });
    expect(
      within(filter)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Todos', 'Frutas', 'Planes', 'Limpieza']);
    expect(within(filter).getByRole('button', { name: 'Todos' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await screen.findByRole('link', { name: 'Manzanas Fuji' });
    expect(screen.getByRole('heading', { level: 2, name: 'Destacados' })).toBeInTheDocument();

    await user.click(within(filter).getByRole('button', { name: 'Limpieza' }));
    expect(within(filter).getByRole('button', { name: 'Limpieza' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Limpieza' })).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 2, name: 'Frutas' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Manzanas Fuji' })).not.toBeInTheDocument();
    expect(tracked).toContainEqual({
      kind: 'track',
      event: 'Ecommerce_Button_Clicked',
      props: expect.objectContaining({ category: 'Limpieza' }),
    });

    await user.click(within(filter).getByRole('button', { name: 'Todos' }));
    expect(screen.getByRole('link', { name: 'Manzanas Fuji' })).toBeInTheDocument();
    off();
  });

  it('a landing whose categories have no products shows the empty text', async () => {
    renderLanding({ categories: [{ name: 'Vacía', query: 'categories=Nada', display: 'cards' }] });
    expect(
      await screen.findByText('No hay productos que coincidan, prueba con otras opciones'),
    ).toBeInTheDocument();
  });

  it('a landing without categories shows the empty text', () => {
    renderLanding({ categories: [] });
    expect(
      screen.getByText('No hay productos que coincidan, prueba con otras opciones'),
    ).toBeInTheDocument();
  });

  it('a failing category shows its error and retries alone; the others still show', async () => {
    expectConsoleError('[server-data] load failed');
    const user = userEvent.setup();
    const failing = new Set(['Limpieza']);
    const { calls } = renderLanding({}, catalogReply(failing));
    const section = (await screen.findByRole('heading', { level: 2, name: 'Limpieza' })).closest(
      'section',
    )!;
    expect(
      await within(section as HTMLElement).findByText(
        'No pudimos cargar los productos. Intenta nuevamente.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Manzanas Fuji' })).toBeInTheDocument();

    failing.clear();
    const before = calls.length;
    await user.click(within(section as HTMLElement).getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('link', { name: 'Detergente' })).toBeInTheDocument();
    expect(calls.length).toBe(before + 1);
  });

  it('"(+ Costo de instalación)" when the policy charges shipping once', async () => {
    renderLanding({}, catalogReply(), { subscriptionPolicy: { shippingChargeType: 'once' } });
    await screen.findByRole('link', { name: 'Manzanas Fuji' });
    expect(screen.getAllByText('(+ Costo de instalación)').length).toBeGreaterThan(0);
    expect(screen.queryByText('(+ Costo de envío)')).not.toBeInTheDocument();
  });

  it('waits for every section before calling the landing empty', async () => {
    renderLanding();
    expect(
      screen.queryByText('No hay productos que coincidan, prueba con otras opciones'),
    ).not.toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('link', { name: 'Detergente' })).toBeInTheDocument(),
    );
  });
});
