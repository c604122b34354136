import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ok, renderPage, type FakeCall } from '@storefront/state/testing';
import { LandingPage } from './landing-page';
import { landingStore, PRODUCTS_BY_CATEGORY } from '../../test-support/landing-fixtures';
import { baseProduct, emptyCart } from '../../test-support/product-fixtures';

function renderLanding(landing: Record<string, unknown> = {}, removed = false) {
  return renderPage(<LandingPage />, {
    url: '/tienda-demo',
    // Every path renders the landing, so the URL probe stays to read where an add went.
    pattern: '/tienda-demo/*',
    store: landingStore(landing),
    user: null,
    routes: {
      'GET catalog/products': (call: FakeCall) =>
        ok({
          docs: PRODUCTS_BY_CATEGORY[call.query.get('categories') ?? ''] ?? [],
          page: 1,
          pages: 1,
        }),
      'GET catalog/products/skuOrId/td-p-0001': () =>
        ok(baseProduct({ name: 'Manzanas Fuji', prices: { monthly: 1890 } })),
      'GET carts/getOrCreate': () => ok(emptyCart()),
      'POST carts/addProduct': () => ok({ cart: emptyCart(), removed }),
    },
  });
}

describe('ProductDialog from the landing cards', () => {
  it('a card click opens the dialog (no navigation); adding closes it and shows the banner', async () => {
    const user = userEvent.setup();
    const { calls } = renderLanding();
    const link = await screen.findByRole('link', { name: 'Manzanas Fuji' });
    expect(link).toHaveAttribute('href', '/tienda-demo/products/td-p-0001'); // middle click still works
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: 'Detalle del producto' });
    expect(
      await within(dialog).findByRole('heading', { level: 1, name: 'Manzanas Fuji' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('URL actual')).toHaveTextContent(/^\/tienda-demo$/);
    // The only frequency starts chosen; a guest cart has no userId.
    await user.click(within(dialog).getByRole('button', { name: 'Agregar al carrito' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('status', { name: '' })).toHaveTextContent(
      'Producto agregado al carrito',
    );
    const body = calls.find((c) => c.path === 'carts/addProduct')!.body as { userId?: string };
    expect(body.userId).toBeUndefined();
  });

  it("with the landing's addItemRedirect, adding goes there", async () => {
    const user = userEvent.setup();
    renderLanding({ addItemRedirect: '/cart' });
    await user.click(await screen.findByRole('link', { name: 'Manzanas Fuji' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Agregar al carrito' }));
    await waitFor(() =>
      expect(screen.getByLabelText('URL actual')).toHaveTextContent('/tienda-demo/cart'),
    );
  });

  it('when the add replaced a product of the same family (removed), the dialog closes even with addItemRedirect', async () => {
    const user = userEvent.setup();
    renderLanding({ addItemRedirect: '/cart' }, true);
    await user.click(await screen.findByRole('link', { name: 'Manzanas Fuji' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(await within(dialog).findByRole('button', { name: 'Agregar al carrito' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByLabelText('URL actual')).toHaveTextContent(/^\/tienda-demo$/);
    expect(screen.getByText('Producto agregado al carrito')).toBeInTheDocument();
  });
});
