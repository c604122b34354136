// The cart page's price-change notice (spec 000 §2 Cart page modals; §4 "Price change notice on
// items"), as a signed-in shopper meets it: a popup over the cart listing the subscription items
// whose price is about to change, red when a confirmation is required, and the flags written on
// close through PATCH subscription/{id} (001 §7, 002 §7).
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Paged } from '@storefront/sdk';
import type { Subscription } from '@storefront/sdk/purchases';
import { GUEST_ID_KEY, type Session } from '@storefront/state';
import { ok, routesFetch, renderInShell, type FakeCall } from '@storefront/state/testing';
import { CartPage } from './cart-page';
import { anaSession, cart, cartStore, line, product } from '../../test-support/cart-fixtures';

const DAY = 86_400_000;
const inDays = (days: number) => new Date(Date.now() + days * DAY).toISOString();

const ana = anaSession();

function subscription(
  id: string,
  products: Array<{ productId: string; name: string; price: number; optIn?: boolean; userAction?: boolean }>,
  status = 'active',
): Subscription {
  return {
    _id: id,
    status,
    type: 'recurring',
    currency: 'clp',
    price: 30000,
    payday: inDays(12),
    billingFrequency: 30,
    paymentMethods: [],
    products: products.map((p) => ({
      productId: p.productId,
      name: p.name,
      quantity: 1,
      price: p.price,
      promotions: [],
      priceChange: {
        newPrice: p.price + 2000,
        priceDeploymentAt: inDays(10),
        optIn: p.optIn ?? true,
        seen: false,
        userAction: p.userAction ?? false,
      },
    })),
  };
}

const paged = (docs: Subscription[]): Paged<Subscription> => ({
  docs,
  page: 1,
  pages: 1,
  limit: 100,
  totalDocs: docs.length,
});

function renderCart(subscriptions: Subscription[], session: Session | null = ana) {
  const patches: FakeCall[] = [];
  const server = routesFetch({
    'GET carts/getOrCreate': () => ok(cart([line('td-p-0001', 1)])),
    'GET catalog/products/td-p-0001': () => ok(product('td-p-0001')),
    'GET subscriptions': () => ok(paged(subscriptions)),
    ...Object.fromEntries(
      subscriptions.map((s) => [
        `PATCH subscription/${s._id}`,
        (call: FakeCall) => {
          patches.push(call);
          return ok(s);
        },
      ]),
    ),
  });
  renderInShell(<CartPage />, {
    store: cartStore(),
    fetch: server.fetch,
    session,
    path: 'cart',
  });
  return { calls: server.calls, patches };
}

beforeEach(() => localStorage.setItem(GUEST_ID_KEY, 'g-test'));

const coffee = { productId: 'td-p-0010', name: 'Café de especialidad 1 kg', price: 25990 };

it('opens over the cart with product, current and new price and the days left (green: nothing to confirm)', async () => {
  const { calls } = renderCart([subscription('sub-td-0006', [coffee], 'awaiting response')]);
  const dialog = await screen.findByRole('dialog', { name: 'Cambio de precio en tus suscripciones' });
  const list = within(dialog).getByRole('list', { name: 'Productos con cambio de precio' });
  const [item] = within(list).getAllByRole('listitem');
  expect(item).toHaveTextContent('Café de especialidad 1 kg');
  expect(item).toHaveTextContent('Precio actual: $25.990');
  expect(item).toHaveTextContent('Nuevo precio: $27.990');
  expect(item).toHaveTextContent('Cambia en 10 días');
  expect(dialog).not.toHaveTextContent('Confirmación requerida');
  expect(within(dialog).queryByRole('link', { name: /Confirmar nuevo precio/ })).toBeNull();
  expect(dialog.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'informative');
  // Only the shopper's running subscriptions in this store are asked for.
  const list_ = calls.find((c) => c.path === 'subscriptions')!;
  expect(list_.query.get('userId')).toBe('u-ana');
  expect(list_.query.get('storeId')).toBe('st-tienda-demo');
  expect(list_.query.get('statuses')?.split(',')).not.toContain('canceled');
  // Focus is inside the dialog.
  await waitFor(() => expect(dialog.contains(document.activeElement)).toBe(true));
});

it('red when an opt-in is false: "Confirmación requerida" and a link to confirmPrice/{subscriptionId}', async () => {
  renderCart([
    subscription('sub-1', [{ ...coffee, optIn: false }]),
    subscription('sub-2', [{ productId: 'p-tea', name: 'Té verde', price: 3990 }]),
  ]);
  const dialog = await screen.findByRole('dialog', {
    name: 'Confirma el nuevo precio de tus suscripciones',
  });
  expect(dialog).toHaveTextContent('Confirmación requerida');
  expect(dialog.querySelector('[data-tone]')).toHaveAttribute('data-tone', 'confirmation-required');
  expect(within(dialog).getAllByRole('listitem')).toHaveLength(2);
  const links = within(dialog).getAllByRole('link', { name: /Confirmar nuevo precio/ });
  expect(links).toHaveLength(1);
  expect(links[0]).toHaveAttribute('href', '/tienda-demo/confirmPrice/sub-1');
});

it('closed with "No volver a mostrar" ticked: every listed item is marked seen with userAction true', async () => {
  const user = userEvent.setup();
  const { patches } = renderCart([
    subscription('sub-1', [coffee, { productId: 'p-done', name: 'Ya visto', price: 1000, userAction: true }]),
    subscription('sub-2', [{ productId: 'p-tea', name: 'Té verde', price: 3990 }]),
  ]);
  const dialog = await screen.findByRole('dialog', { name: 'Cambio de precio en tus suscripciones' });
  // An item the shopper already dismissed for good is not listed.
  expect(dialog).not.toHaveTextContent('Ya visto');
  await user.click(within(dialog).getByRole('checkbox', { name: 'No volver a mostrar' }));
  await user.click(within(dialog).getByRole('button', { name: 'Entendido' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  await waitFor(() => expect(patches).toHaveLength(2));
  expect(patches.map((p) => [p.path, p.body])).toEqual([
    [
      'subscription/sub-1',
      { products: [{ productId: 'td-p-0010', priceChange: { seen: true, userAction: true } }] },
    ],
    [
      'subscription/sub-2',
      { products: [{ productId: 'p-tea', priceChange: { seen: true, userAction: true } }] },
    ],
  ]);
});

it('closed otherwise (the X or Escape): marked seen with userAction false', async () => {
  const user = userEvent.setup();
  const { patches } = renderCart([subscription('sub-1', [coffee])]);
  await screen.findByRole('dialog', { name: 'Cambio de precio en tus suscripciones' });
  await user.keyboard('{Escape}');
  await waitFor(() => expect(patches).toHaveLength(1));
  expect(patches[0]!.body).toEqual({
    products: [{ productId: 'td-p-0010', priceChange: { seen: true, userAction: false } }],
  });
  expect(patches[0]!.method).toBe('PATCH');
});

it('a shopper without a session is never asked about subscriptions', async () => {
  const { calls } = renderCart([subscription('sub-1', [coffee])], null);
  await screen.findByRole('listitem', { name: 'Producto td-p-0001' });
  expect(calls.some((c) => c.path === 'subscriptions')).toBe(false);
  expect(screen.queryByRole('dialog')).toBeNull();
});
