import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@storefront/bus';
import { GUEST_ID_KEY, type Session } from '@storefront/state';
import { CartPage } from './cart-page';
import { anaSession, cart, cartStore, line, product } from '../../test-support/cart-fixtures';
import { createFakeFetch, fail, ok, type FakeCall, renderInShell } from '@storefront/state/testing';
import { expectConsoleError } from '@storefront/config/jest-console';

type Line = ReturnType<typeof line>;

/** A tiny in-memory cart server speaking the sandbox's envelope. */
function cartServer(
  initial: Line[],
  products: Record<string, ReturnType<typeof product>>,
  options: { failLoad?: boolean; failPatch?: boolean; offSaleOnPatch?: string } = {},
) {
  let lines = initial;
  return createFakeFetch((call: FakeCall) => {
    const path = call.url.pathname.replace('/v1/', '');
    if (path === 'carts/getOrCreate')
      return options.failLoad ? fail(500, 'Internal error') : ok(cart(lines));
    // No running subscription of a signed-in shopper, so no price-change notice.
    if (path === 'subscriptions') return ok({ docs: [], page: 1, pages: 1, limit: 100, totalDocs: 0 });
    if (path.startsWith('catalog/products/')) {
      const found = products[decodeURIComponent(path.split('/').pop()!)];
      return found ? ok(found) : fail(404, 'Not found');
    }
    if (path === 'carts/patchProduct') {
      if (options.failPatch) return fail(500, 'Internal error');
      const body = call.body as { product: { productOptionId: string; quantity: number } };
      lines = lines.map((l) =>
        l._id === body.product.productOptionId
          ? { ...l, quantity: body.product.quantity, price: l.singlePrice * body.product.quantity }
          : l,
      );
      // The sandbox reconciles the cart on a patch: a product taken off sale meanwhile goes.
      if (options.offSaleOnPatch) lines = lines.filter((l) => l.productId !== options.offSaleOnPatch);
      return ok(cart(lines));
    }
    if (path === 'carts/removeProduct') {
      lines = lines.filter(
        (l) => l._id !== (call.body as { productOptionId: string }).productOptionId,
      );
      return ok(cart(lines));
    }
    return fail(404, 'Not found');
  });
}

const ana = anaSession();

function renderCart(
  server: ReturnType<typeof cartServer>,
  options: {
    cartView?: Record<string, unknown>;
    session?: Session | null;
    policy?: object;
    storeName?: string;
  } = {},
) {
  renderInShell(<CartPage />, {
    store: cartStore(options.cartView, options.storeName),
    fetch: server.fetch,
    session: options.session ?? null,
    policy: options.policy ?? {},
    path: 'cart',
  });
}

const row = (name: string) => screen.getByRole('listitem', { name });
let changes: Array<{ totalLength?: number }> = [];
let off = () => {};
beforeEach(() => {
  localStorage.setItem(GUEST_ID_KEY, 'g-test');
  changes = [];
  off = bus.on('cart:changed', (event) => changes.push(event));
});
afterEach(() => off());

describe('CartPage', () => {
  it('loads the cart by guestId (plus userId when logged in) and lists its lines', async () => {
    const server = cartServer([line('td-p-0001', 2)], { 'td-p-0001': product('td-p-0001') });
    renderCart(server, { session: ana });
    expect(screen.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeInTheDocument();
    const item = await screen.findByRole('listitem', { name: 'Producto td-p-0001' });
    expect(Object.fromEntries(server.calls[0]!.url.searchParams)).toEqual({
      storeId: 'st-tienda-demo',
      guestId: 'g-test',
      userId: 'u-ana',
    });
    expect(within(item).getByText('Tamaño: Grande')).toBeInTheDocument();
    expect(within(item).getByText('Mensual')).toBeInTheDocument();
    expect(within(item).getByText('$1.990 c/u')).toBeInTheDocument();
    expect(within(item).getByText(/\$3\.980/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continuar' })).toHaveAttribute(
      'href',
      '/tienda-demo/checkout',
    );
    // Announced by an effect after the render that shows the line.
    await waitFor(() => expect(changes).toContainEqual({ totalLength: 2 }));
  });

  it('a visitor with no session is keyed by guestId only', async () => {
    const server = cartServer([line('td-p-0001', 1)], { 'td-p-0001': product('td-p-0001') });
    renderCart(server);
    await screen.findByRole('listitem', { name: 'Producto td-p-0001' });
    expect(Object.fromEntries(server.calls[0]!.url.searchParams)).toEqual({
      storeId: 'st-tienda-demo',
      guestId: 'g-test',
    });
  });

  it('quantity: decrease disabled at 1, increase patches with the quantity discount and announces the new count', async () => {
    const user = userEvent.setup();
    const server = cartServer([line('td-p-0001', 1)], { 'td-p-0001': product('td-p-0001') });
    renderCart(server);
    const item = await screen.findByRole('listitem', { name: 'Producto td-p-0001' });
    const decrease = await within(item).findByRole('button', { name: 'Disminuir cantidad' });
    expect(decrease).toBeDisabled();
    await user.click(within(item).getByRole('button', { name: 'Aumentar cantidad' }));
    // The answer renders in a transition and is announced by an effect after it; the line's busy
    // state clears in its own render. Wait for the whole end state, not the first sign of it.
    await waitFor(() => {
      const group = within(row('Producto td-p-0001')).getByRole('group', {
        name: 'Cantidad de Producto td-p-0001',
      });
      expect(group).toHaveTextContent('2');
      expect(within(group).getByRole('button', { name: 'Disminuir cantidad' })).toBeEnabled();
    });
    await waitFor(() => expect(changes.at(-1)).toEqual({ totalLength: 2 }));
    const patch = server.calls.find((call) => call.url.pathname.endsWith('carts/patchProduct'))!;
    expect(patch.method).toBe('PUT');
    expect(patch.body).toMatchObject({
      storeId: 'st-tienda-demo',
      guestId: 'g-test',
      productId: 'td-p-0001',
      product: { productOptionId: 'po-td-p-0001', quantity: 2, quantityDiscount: 0.05 },
    });
    expect(screen.getByText('Total').nextSibling).toHaveTextContent('$3.980');
  });

  it('increase is disabled at the stock limit; unlimited stock (null) never disables it', async () => {
    const server = cartServer([line('a', 3, { stock: 3 }), line('b', 50, { stock: null })], {
      a: product('a'),
      b: product('b'),
    });
    renderCart(server);
    const limited = await screen.findByRole('listitem', { name: 'Producto a' });
    expect(
      await within(limited).findByRole('button', { name: 'Aumentar cantidad' }),
    ).toBeDisabled();
    expect(within(limited).getByText('No hay más unidades disponibles.')).toBeInTheDocument();
    expect(
      within(row('Producto b')).getByRole('button', { name: 'Aumentar cantidad' }),
    ).toBeEnabled();
  });

  it('no selector for a product that is not quantifiable, has a user-defined price, or when the store disallows it', async () => {
    const server = cartServer([line('a', 1), line('b', 1)], {
      a: product('a', { quantifiable: false }),
      b: product('b', { priceDefinedByUser: true }),
    });
    renderCart(server);
    await screen.findByRole('listitem', { name: 'Producto a' });
    await waitFor(() =>
      expect(server.calls.filter((c) => c.url.pathname.includes('catalog/products')).length).toBe(
        2,
      ),
    );
    expect(screen.queryByRole('button', { name: 'Aumentar cantidad' })).not.toBeInTheDocument();
    expect(within(row('Producto a')).getByText('Cantidad: 1')).toBeInTheDocument();
  });

  it("lines that describe their product (the sandbox's) need no product fetch", async () => {
    const server = cartServer(
      [
        line('a', 2, {
          quantifiable: true,
          priceDefinedByUser: false,
          stock: 2,
          quantityDiscounts: [],
        }),
      ],
      {},
    );
    renderCart(server);
    const item = await screen.findByRole('listitem', { name: 'Producto a' });
    expect(within(item).getByRole('button', { name: 'Aumentar cantidad' })).toBeDisabled();
    expect(within(item).getByRole('button', { name: 'Disminuir cantidad' })).toBeEnabled();
    expect(server.calls.some((c) => c.url.pathname.includes('catalog/products'))).toBe(false);
  });

  it('the store can switch quantity selection off', async () => {
    const server = cartServer([line('a', 1)], { a: product('a') });
    renderCart(server, { cartView: { allowQuantitySelection: false } });
    await screen.findByRole('listitem', { name: 'Producto a' });
    await waitFor(() =>
      expect(server.calls.some((c) => c.url.pathname.includes('catalog/products'))).toBe(true),
    );
    expect(screen.queryByRole('group', { name: 'Cantidad de Producto a' })).not.toBeInTheDocument();
  });

  it('remove: removeProduct, then cart:changed; the last one leaves the empty cart', async () => {
    const user = userEvent.setup();
    const server = cartServer([line('a', 1)], { a: product('a') });
    renderCart(server);
    const snapshot = () => JSON.parse(sessionStorage.getItem('cartSnapshot') ?? 'null');
    // Every cart received is the one the shopper last saw (landing ?action=subscribe compares it).
    await waitFor(() => expect(snapshot()?.products.map((l: { productId: string }) => l.productId)).toEqual(['a']));
    expect(snapshot().storeId).toBe('st-tienda-demo');
    await user.click(await screen.findByRole('button', { name: 'Eliminar Producto a' }));
    expect(
      await screen.findByRole('heading', { name: 'Tu carrito está vacío' }),
    ).toBeInTheDocument();
    const removal = server.calls.find((call) => call.url.pathname.endsWith('carts/removeProduct'))!;
    expect(removal.body).toEqual({
      storeId: 'st-tienda-demo',
      guestId: 'g-test',
      productOptionId: 'po-a',
    });
    // Announced and kept by an effect after the render that shows the empty cart.
    await waitFor(() => expect(changes.at(-1)).toEqual({ totalLength: 0 }));
    await waitFor(() => expect(snapshot().products).toEqual([]));
  });

  it('after a patch, a product the server removed opens the removed notice; the shopper’s own change does not (000 §4)', async () => {
    const user = userEvent.setup();
    sessionStorage.clear();
    const server = cartServer(
      [line('td-p-0001', 2), line('td-p-0002', 1)],
      { 'td-p-0001': product('td-p-0001'), 'td-p-0002': product('td-p-0002') },
      { offSaleOnPatch: 'td-p-0002' },
    );
    renderCart(server);
    const item = await screen.findByRole('listitem', { name: 'Producto td-p-0001' });
    await user.click(await within(item).findByRole('button', { name: 'Disminuir cantidad' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Producto td-p-0002');
    expect(dialog).not.toHaveTextContent('Producto td-p-0001');
  });

  it('a failed change shows the line error and keeps the line', async () => {
    const user = userEvent.setup();
    const server = cartServer([line('a', 1)], { a: product('a') }, { failPatch: true });
    renderCart(server);
    const item = await screen.findByRole('listitem', { name: 'Producto a' });
    await user.click(await within(item).findByRole('button', { name: 'Aumentar cantidad' }));
    expect(await within(item).findByRole('alert')).toHaveTextContent(
      'No pudimos actualizar tu carrito. Intenta nuevamente.',
    );
    expect(within(item).getByRole('group', { name: 'Cantidad de Producto a' })).toHaveTextContent(
      '1',
    );
  });

  it('empty cart: image, the configured title and a button to the configured route', async () => {
    const server = cartServer([], {});
    renderCart(server, {
      cartView: {
        emptyCart: {
          title: 'Tu carrito está vacío',
          buttonText: 'Ver catálogo',
          buttonRoute: 'catalog',
        },
      },
    });
    expect(
      await screen.findByRole('heading', { name: 'Tu carrito está vacío' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ver catálogo' })).toHaveAttribute(
      'href',
      '/tienda-demo/catalog',
    );
    expect(screen.queryByRole('link', { name: 'Continuar' })).not.toBeInTheDocument();
  });

  it('empty cart defaults: title and a button to the default route', async () => {
    renderCart(cartServer([], {}));
    expect(
      await screen.findByRole('heading', { name: 'Tu carrito está vacío' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a la tienda' })).toHaveAttribute(
      'href',
      '/tienda-demo',
    );
  });

  it('a guest user skips cart loading (spec 000 §4) and sees the empty cart', () => {
    const server = cartServer([line('a', 1)], {});
    renderCart(server, {
      session: { ...ana, user: { ...ana.user, isGuest: true }, isGuest: true },
    });
    expect(screen.getByRole('heading', { name: 'Tu carrito está vacío' })).toBeInTheDocument();
    expect(server.calls).toHaveLength(0);
  });

  it('a failed load says so in Spanish and can be retried', async () => {
    expectConsoleError('[server-data] load failed');
    const user = userEvent.setup();
    renderCart(cartServer([], {}, { failLoad: true }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos cargar tu carrito. Intenta nuevamente.',
    );
    await user.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
  });

  it('a line with a quantity discount says so; the secondary button goes to the default route', async () => {
    renderCart(
      cartServer([line('a', 2, { quantityDiscount: 0.05, price: 3781 })], { a: product('a') }),
      { cartView: { secondaryButtonText: 'Seguir comprando' } },
    );
    const item = await screen.findByRole('listitem', { name: 'Producto a' });
    expect(within(item).getByText('-5% por cantidad')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Seguir comprando' })).toHaveAttribute(
      'href',
      '/tienda-demo',
    );
  });

  it('summary: subtotal, discounts and the delivery label; referential stores show a note instead', async () => {
    const discounted = { ...line('a', 2), price: 3781 };
    const server = cartServer([discounted], { a: product('a') });
    renderCart(server, { cartView: { deliveryLabel: 'Envío a domicilio' } });
    const summary = await screen.findByRole('region', { name: 'Resumen del pedido' });
    expect(within(summary).getByText('Envío a domicilio')).toBeInTheDocument();
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('$3.781');
  });

  it('awaiting response: no delivery row, a referential-price note', async () => {
    renderCart(cartServer([line('a', 1)], { a: product('a') }), {
      policy: { subscriptionPolicy: { defaultStatus: 'awaiting response' } },
    });
    const summary = await screen.findByRole('region', { name: 'Resumen del pedido' });
    expect(within(summary).queryByText('Despacho')).not.toBeInTheDocument();
    expect(within(summary).getByText(/Los precios son referenciales/)).toBeInTheDocument();
  });

  it('a pharmacy store shows its information card', async () => {
    renderCart(cartServer([line('a', 1)], { a: product('a') }), { storeName: 'farmacia-demo' });
    expect(
      await screen.findByRole('complementary', { name: 'Información importante' }),
    ).toBeInTheDocument();
  });
});
