// "Continuar" on the cart (spec 000 §2 Cart page; §4 Session "if inactive the data-confirmation
// dialog is forced until it is saved"): a signed-in shopper whose payer is inactive is sent to the
// shell's "Confirma tus datos" (asked for through payerConfirmationAtom, with checkout as where to
// go after saving) instead of checkout; an active payer goes straight to checkout.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import type { Paged, Payer, Policy } from '@storefront/sdk';
import { GUEST_ID_KEY, payerConfirmationAtom } from '@storefront/state';
import { ok, routesFetch, shellStore } from '@storefront/state/testing';
import { UiProvider } from '@storefront/ui';
import { CartPage } from './cart-page';
import { anaSession, cart, cartStore, line, product } from '../../test-support/cart-fixtures';

const ana = anaSession({ lastName: 'Rojas', rut: '12345678-5' });

const payer = (active: boolean): Payer => ({
  _id: 'payer-ana-td',
  userId: 'u-ana',
  storeId: 'st-tienda-demo',
  name: 'Ana',
  lastName: 'Rojas',
  active,
});
const paged = (docs: Payer[]): Paged<Payer> => ({ docs, page: 1, pages: 1, limit: 100, totalDocs: docs.length });

function renderCart(payers: Payer[], policy: Partial<Policy> = {}) {
  const server = routesFetch({
    'GET carts/getOrCreate': () => ok(cart([line('td-p-0001', 1)])),
    'GET catalog/products/td-p-0001': () => ok(product('td-p-0001')),
    // No running subscription, so no price-change notice.
    'GET subscriptions': () => ok({ docs: [], page: 1, pages: 1, limit: 100, totalDocs: 0 }),
    'GET payers/': () => ok(paged(payers)),
  });
  const jotai = shellStore({ fetch: server.fetch, store: cartStore(), session: ana, policy });
  render(
    <Provider store={jotai}>
      <UiProvider preload={false}>
        <MemoryRouter initialEntries={['/tienda-demo/cart']}>
          <Routes>
            <Route path="/tienda-demo/cart" element={<CartPage />} />
            <Route path="/tienda-demo/checkout" element={<h1>Checkout</h1>} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  return { jotai, calls: server.calls };
}

beforeEach(() => localStorage.setItem(GUEST_ID_KEY, 'g-test'));

it('an inactive payer: "Continuar" asks the shell for "Confirma tus datos", with checkout to follow', async () => {
  const { jotai, calls } = renderCart([payer(false)]);
  await screen.findByRole('listitem', { name: 'Producto td-p-0001' });
  await userEvent.setup().click(screen.getByRole('link', { name: 'Continuar' }));
  await waitFor(() =>
    expect(jotai.get(payerConfirmationAtom)).toEqual({
      payer: expect.objectContaining({ _id: 'payer-ana-td', active: false }),
      then: '/tienda-demo/checkout',
    }),
  );
  const lookup = calls.find((c) => c.path === 'payers/')!;
  expect([lookup.query.get('userId'), lookup.query.get('storeId')]).toEqual(['u-ana', 'st-tienda-demo']);
  // Still on the cart: checkout opens once the shell has the data saved.
  expect(screen.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeInTheDocument();
});

it('an active payer: "Continuar" goes straight to checkout', async () => {
  const { jotai } = renderCart([payer(true)]);
  await screen.findByRole('listitem', { name: 'Producto td-p-0001' });
  await userEvent.setup().click(screen.getByRole('link', { name: 'Continuar' }));
  expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  expect(jotai.get(payerConfirmationAtom)).toBeNull();
});

it('a policy that requires no field (checkoutRequiredFields all off) has nothing to confirm', async () => {
  const { jotai } = renderCart([payer(false)], {
    paymentLinkPolicy: { checkoutRequiredFields: { name: false, lastName: false, rut: false } },
  });
  await screen.findByRole('listitem', { name: 'Producto td-p-0001' });
  await userEvent.setup().click(screen.getByRole('link', { name: 'Continuar' }));
  expect(await screen.findByRole('heading', { name: 'Checkout' })).toBeInTheDocument();
  expect(jotai.get(payerConfirmationAtom)).toBeNull();
});
