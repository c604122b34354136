// Landing ?action=subscribe (spec 000 §2 store root, §4 Cart change detection).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@storefront/bus';
import { ana, demoStore, ok, fail, renderPage, type FakeRoutes } from '@storefront/state/testing';
import { CART_SNAPSHOT_KEY } from '@storefront/state';
import { SubscribeAction } from './subscribe-action';
import { LandingPage } from './landing-page';
import { landingStore } from '../../test-support/landing-fixtures';

const line = (productId: string, name: string, quantity: number) => ({
  _id: `po-${productId}`,
  productId,
  name,
  quantity,
  billingType: 'monthly',
  labels: [],
  singlePrice: 1000,
  price: 1000 * quantity,
});
const cart = (products: ReturnType<typeof line>[]) => ({
  _id: 'cart-1',
  storeId: 'st-tienda-demo',
  products,
  totalLength: products.length,
});
const seen = (products: ReturnType<typeof line>[]) =>
  sessionStorage.setItem(
    CART_SNAPSHOT_KEY,
    JSON.stringify({ storeId: 'st-tienda-demo', products }),
  );

const overlays = {
  cartCatalogSafeCheck: {
    title: 'Tu carrito cambió',
    preListInfo: 'Estos productos cambiaron:',
    remainingItemsMessage: 'El resto de tu carrito se mantiene igual.',
    emptyCartMessage: 'Tu carrito quedó vacío.',
    continueToPayment: 'Continuar al pago',
    backToCart: 'Volver al carrito',
  },
};
const store = () => demoStore({ content: { navigation: {}, views: { overlays } } as never });

function renderAction(
  routes: FakeRoutes,
  user = ana as typeof ana | null,
  url = '/tienda-demo?action=subscribe',
) {
  return renderPage(<SubscribeAction />, {
    routes,
    url,
    pattern: '/tienda-demo/*',
    store: store(),
    user,
  });
}
// hidden: true, since an open dialog hides the rest of the page from the accessibility tree.
const here = () => screen.getByRole('status', { name: 'URL actual', hidden: true }).textContent;

beforeEach(() => sessionStorage.clear());

test('without a session it goes to login?action=subscribe', async () => {
  const view = renderAction({}, null);
  await waitFor(() => expect(here()).toBe('/tienda-demo/login?action=subscribe'));
  expect(view.calls).toHaveLength(0);
});

test('a registered shopper whose cart did not change: merge, new snapshot, badge, then checkout', async () => {
  const products = [line('p-1', 'Café', 2)];
  seen(products);
  const changed = jest.fn();
  const off = bus.on('cart:changed', changed);
  const view = renderAction({
    'GET carts/mergeCarts': () => ok(cart([...products, line('p-9', 'Té', 1)])),
  });
  await waitFor(() => expect(here()).toBe('/tienda-demo/checkout'));
  off();
  expect(view.calls[0]?.url.searchParams.get('guestId')).toBe(localStorage.getItem('guestId'));
  expect(changed).toHaveBeenCalledWith({ totalLength: 2 });
  const stored = JSON.parse(sessionStorage.getItem(CART_SNAPSHOT_KEY)!);
  expect(stored.products.map((l: { productId: string }) => l.productId)).toEqual(['p-1', 'p-9']);
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('a guest reads the cart with getOrCreate; with no snapshot a cart with products goes to checkout', async () => {
  const view = renderAction(
    { 'GET carts/getOrCreate': () => ok(cart([line('p-1', 'Café', 1)])) },
    { ...ana, isGuest: true },
  );
  await waitFor(() => expect(here()).toBe('/tienda-demo/checkout'));
  expect(view.calls.map((call) => call.path)).toEqual(['carts/getOrCreate']);
});

test('removed and reduced products open the dialog (action dropped); Continuar al pago goes to checkout', async () => {
  seen([line('p-1', 'Café de grano', 1), line('p-2', 'Té verde', 3)]);
  renderAction({ 'GET carts/mergeCarts': () => ok(cart([line('p-2', 'Té verde', 1)])) });
  const dialog = await screen.findByRole('dialog', { name: 'Tu carrito cambió' });
  const list = within(dialog).getByRole('list', { name: 'Estos productos cambiaron:' });
  expect(within(list).getByText('Café de grano')).toBeInTheDocument();
  expect(list).toHaveTextContent('Té verde: Cantidad: antes 3, ahora 1');
  expect(dialog).toHaveTextContent('El resto de tu carrito se mantiene igual.');
  await waitFor(() => expect(here()).toBe('/tienda-demo'));
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar al pago' }));
  await waitFor(() => expect(here()).toBe('/tienda-demo/checkout'));
});

test('an emptied cart: empty-cart message, no payment; Volver al carrito goes to the cart', async () => {
  seen([line('p-1', 'Café de grano', 1)]);
  renderAction({ 'GET carts/mergeCarts': () => ok(cart([])) });
  const dialog = await screen.findByRole('dialog', { name: 'Tu carrito cambió' });
  expect(dialog).toHaveTextContent('Tu carrito quedó vacío.');
  expect(
    within(dialog).queryByRole('button', { name: 'Continuar al pago' }),
  ).not.toBeInTheDocument();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Volver al carrito' }));
  await waitFor(() => expect(here()).toBe('/tienda-demo/cart'));
});

test('a failed cart read goes to the cart page', async () => {
  renderAction({ 'GET carts/mergeCarts': () => fail(500, 'Internal error') });
  await waitFor(() => expect(here()).toBe('/tienda-demo/cart'));
});

test('the landing runs it: without the action nothing is read, with it the shopper goes on', async () => {
  seen([line('p-1', 'Café', 1)]);
  const routes: FakeRoutes = {
    'GET carts/mergeCarts': () => ok(cart([line('p-1', 'Café', 1)])),
    // The landing's categories (empty here: this test is about the action).
    'GET catalog/products': () => ok({ docs: [], page: 1, pages: 1, limit: 100, totalDocs: 0 }),
  };
  const plain = renderPage(<LandingPage />, {
    routes,
    url: '/tienda-demo',
    pattern: '/tienda-demo/*',
    store: landingStore(),
  });
  await screen.findByRole('heading', { level: 1 });
  expect(plain.calls.some((call) => call.path === 'carts/mergeCarts')).toBe(false);
  plain.unmount();
  renderPage(<LandingPage />, {
    routes,
    url: '/tienda-demo?action=subscribe',
    pattern: '/tienda-demo/*',
    store: landingStore(),
  });
  await waitFor(() => expect(here()).toBe('/tienda-demo/checkout'));
});
