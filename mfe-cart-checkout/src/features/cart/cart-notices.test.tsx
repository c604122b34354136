// Change notices the cart page shows for moments that happen elsewhere (spec 000 §4 "Cart change
// detection runs after merge, add, patch and process"): another screen runs the shared detection
// with `later` (the catalogue's add, the shell's merge, the checkout's failed process) and the
// cart page opens the notice when the shopper arrives, with the store's overlay texts: the
// removed-products texts (elementsRemoved) when products only went away, the cart-modified texts
// (cartCatalogSafeCheck) when a quantity was cut.
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Provider } from 'jotai';
import { MemoryRouter, Route, Routes, useNavigate } from 'react-router-dom';
import type { Cart, Store } from '@storefront/sdk';
import { GUEST_ID_KEY, pendingCartNoticeAtom, useApi } from '@storefront/state';
import { useCartChangeNotice } from '@storefront/state/cart-changes';
import { ok, routesFetch, shellStore, withViews } from '@storefront/state/testing';
import { UiProvider } from '@storefront/ui';
import { CartPage } from './cart-page';
import { cart, cartStore, line, product } from '../../test-support/cart-fixtures';

const overlay = (title: string, preListInfo: string) => ({
  title,
  description: `${title}.`,
  preListInfo,
  remainingItemsMessage: 'Puedes continuar con el resto de tu carrito.',
  continueToPayment: 'Continuar al pago',
  backToCart: 'Volver al carrito',
});

function storeWithOverlays(): Store {
  return withViews(cartStore(), {
    overlays: {
      cartCatalogSafeCheck: overlay('Tu carrito cambió', 'Estos productos cambiaron:'),
      elementsRemoved: overlay('Productos eliminados', 'Se quitaron estos productos:'),
    },
  });
}

/** Stands in for another screen: it calls the API, hands the answer to the shared detection with `later`, then goes to the cart. */
function OtherScreen({ call }: { call: (api: ReturnType<typeof useApi>) => Promise<Cart> }) {
  const api = useApi();
  const { receive } = useCartChangeNotice();
  const navigate = useNavigate();
  return (
    <button
      type="button"
      onClick={async () => {
        receive(await call(api), undefined, { later: true });
        navigate('/tienda-demo/cart');
      }}
    >
      Hacer la acción
    </button>
  );
}

/**
 * The shopper last saw `seen` (the baseline kept in sessionStorage), is on another screen, does
 * the action there (the server answers `after`) and lands on the cart page.
 */
async function journey(
  seen: ReturnType<typeof line>[],
  after: ReturnType<typeof line>[],
  call: (api: ReturnType<typeof useApi>) => Promise<Cart>,
) {
  sessionStorage.setItem(
    'cartSnapshot',
    JSON.stringify({ storeId: 'st-tienda-demo', products: seen }),
  );
  const server = routesFetch({
    'GET carts/getOrCreate': () => ok(cart(after)),
    'POST carts/addProduct': () => ok({ cart: cart(after), removed: true }),
    'GET carts/mergeCarts': () => ok(cart(after)),
    ...Object.fromEntries(
      after.map((l) => [`GET catalog/products/${l.productId}`, () => ok(product(l.productId))]),
    ),
  });
  const jotai = shellStore({ fetch: server.fetch, store: storeWithOverlays(), session: null });
  render(
    <Provider store={jotai}>
      <UiProvider preload={false}>
        <MemoryRouter initialEntries={['/tienda-demo/other']}>
          <Routes>
            <Route path="/tienda-demo/cart" element={<CartPage />} />
            <Route path="/tienda-demo/other" element={<OtherScreen call={call} />} />
          </Routes>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  await userEvent.setup().click(await screen.findByRole('button', { name: 'Hacer la acción' }));
  return jotai;
}

beforeEach(() => {
  localStorage.setItem(GUEST_ID_KEY, 'g-test');
  sessionStorage.clear();
});

it('after an add that replaced a product of the same family, the cart page shows the removed-products notice, once', async () => {
  const basic = line('plan-basico', 1, { name: 'Plan básico', productFamilyId: 'planes' });
  const premium = line('plan-premium', 1, { name: 'Plan premium', productFamilyId: 'planes' });
  const jotai = await journey([basic], [premium], async (api) =>
    (
      await api.carts.addProduct({
        storeId: 'st-tienda-demo',
        guestId: 'g-test',
        product: { productId: 'plan-premium', quantity: 1, billingType: 'monthly' },
      })
    ).cart,
  );
  const dialog = await screen.findByRole('dialog', { name: 'Productos eliminados' });
  const list = within(dialog).getByRole('list', { name: 'Se quitaron estos productos:' });
  expect(list).toHaveTextContent('Plan básico: Reemplazado por otro producto de la misma familia');
  // Taken off the shared atom: another visit to the cart page does not show it again.
  expect(jotai.get(pendingCartNoticeAtom)).toBeNull();
  await userEvent.setup().click(within(dialog).getByRole('button', { name: 'Volver al carrito' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  expect(await screen.findByRole('listitem', { name: 'Plan premium' })).toBeInTheDocument();
});

it('after a merge that cut a quantity, the cart page shows the cart-modified notice (old and new quantity)', async () => {
  const coffee = (quantity: number) => line('td-p-0009', quantity, { name: 'Café 250 g' });
  await journey([coffee(3)], [coffee(1)], (api) =>
    api.carts.mergeCarts({ storeId: 'st-tienda-demo', guestId: 'g-test' }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Tu carrito cambió' });
  expect(within(dialog).getByRole('list', { name: 'Estos productos cambiaron:' })).toHaveTextContent(
    'Café 250 g: Cantidad: antes 3, ahora 1',
  );
});

it('nothing taken away (only added): no notice', async () => {
  const coffee = line('td-p-0009', 1, { name: 'Café 250 g' });
  const tea = line('td-p-0011', 1, { name: 'Té verde' });
  const jotai = await journey([coffee], [coffee, tea], async (api) =>
    (
      await api.carts.addProduct({
        storeId: 'st-tienda-demo',
        guestId: 'g-test',
        product: { productId: 'td-p-0011', quantity: 1, billingType: 'monthly' },
      })
    ).cart,
  );
  await screen.findByRole('listitem', { name: 'Té verde' });
  expect(jotai.get(pendingCartNoticeAtom)).toBeNull();
  expect(screen.queryByRole('dialog')).toBeNull();
});
