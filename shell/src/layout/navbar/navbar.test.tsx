import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@storefront/bus';
import { ANA, makeTenant } from '../../test/fixtures';
import { makeFakeApi, renderShell } from '../../test/render-shell';
import { sessionAtom } from '@storefront/state';

const cartLink = () => screen.getByRole('link', { name: /carrito/i });

test('the cart badge shows the number of items in the cart', async () => {
  renderShell({
    path: '/tienda-demo/',
    api: makeFakeApi({ count: jest.fn().mockResolvedValue(3) }),
  });
  await waitFor(() => expect(within(cartLink()).getByText('3')).toBeInTheDocument());
  expect(cartLink()).toHaveAttribute('href', '/tienda-demo/cart');
});

test('when the count fails the badge shows 0', async () => {
  const count = jest.fn().mockRejectedValue(new Error('HTTP 500'));
  renderShell({ path: '/tienda-demo/', api: makeFakeApi({ count }) });
  await waitFor(() => expect(count).toHaveBeenCalled());
  expect(within(cartLink()).getByText('0')).toBeInTheDocument();
});

test("the badge follows 'cart:changed': a given totalLength, or a fresh count", async () => {
  const count = jest.fn().mockResolvedValueOnce(1).mockResolvedValueOnce(7);
  renderShell({ path: '/tienda-demo/', api: makeFakeApi({ count }) });
  await waitFor(() => expect(within(cartLink()).getByText('1')).toBeInTheDocument());
  act(() => bus.emit('cart:changed', { totalLength: 4 }));
  expect(within(cartLink()).getByText('4')).toBeInTheDocument();
  act(() => bus.emit('cart:changed', {}));
  await waitFor(() => expect(within(cartLink()).getByText('7')).toBeInTheDocument());
});

test('the server’s placeholder (the session is the browser’s) draws no "Iniciar sesión" and no account', async () => {
  renderShell({ path: '/tienda-demo/userpanel/cards', placeholder: true });
  const nav = screen.getByRole('navigation', { name: 'Principal' });
  expect(within(nav).getByRole('link', { hidden: true, name: /Catálogo/ })).toBeInTheDocument();
  expect(within(nav).queryByRole('link', { hidden: true, name: 'Iniciar sesión' })).toBeNull();
  expect(within(nav).queryByRole('button', { hidden: true, name: /^Mi cuenta/ })).toBeNull();
  expect(cartLink()).toBeInTheDocument();
});

// jsdom applies no media queries, so desktop-only parts (display: none below md) are queried
// with { hidden: true }.
const desktop = { hidden: true } as const;

test('navbar shows the desktop options, store links relative to the prefix, and "Iniciar sesión" when logged out', async () => {
  renderShell({ path: '/tienda-demo/' });
  const nav = screen.getByRole('navigation', { name: 'Principal' });
  expect(within(nav).getByRole('link', { ...desktop, name: /Catálogo/ })).toHaveAttribute(
    'href',
    '/tienda-demo/catalog',
  );
  expect(within(nav).getByRole('link', { ...desktop, name: /Blog/ })).toHaveAttribute(
    'href',
    '/tienda-demo/iframe/Blog',
  );
  expect(within(nav).getByRole('button', { ...desktop, name: /Ayuda/ })).toBeInTheDocument();
  expect(within(nav).getByRole('link', { ...desktop, name: 'Iniciar sesión' })).toHaveAttribute(
    'href',
    '/tienda-demo/login',
  );
  expect(screen.getByText('Despacho gratis').closest('[role=status]')).not.toBeNull();
  // The route's page loads after the chrome: the test ends once it is in, as the shopper sees it.
  expect(await screen.findByRole('heading', { level: 1, name: 'Inicio' })).toBeInTheDocument();
});

test('logged in: the account menu lists the user panel and logs out', async () => {
  const { api, store } = renderShell({
    path: '/tienda-demo/',
    session: {
      user: { ...ANA, lastName: '', phone: '', phonePrefix: '', rut: '' },
      isGuest: false,
    },
  });
  api.tokens.setTokens({ access: 'a', refresh: 'r' });
  const account = { ...desktop, name: /Mi cuenta: ana@demo.cl/ };
  await userEvent.click(screen.getByRole('button', account)); // the menu mounts, then opens
  const logout = await screen.findByRole('menuitem', { ...desktop, name: 'Cerrar sesión' });
  expect(screen.getByRole('menuitem', { ...desktop, name: 'Mis tarjetas' })).toBeInTheDocument();
  expect(screen.getByRole('menuitem', { ...desktop, name: 'Mis cobros' })).toBeInTheDocument();
  // Chakra (zag) menus choose by keyboard in jsdom.
  for (let i = 0; i < 8 && !logout.hasAttribute('data-highlighted'); i += 1)
    await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{Enter}');
  await waitFor(() =>
    expect(screen.getByRole('link', { ...desktop, name: 'Iniciar sesión' })).toBeInTheDocument(),
  );
  expect(api.tokens.getAccessToken()).toBeNull();
  expect(store.get(sessionAtom)).toBeNull(); // remotes read the session atom, not a bus event
  expect(api.auth.logout).toHaveBeenCalledTimes(1); // the server ends the sign-in too (issue 36)
});

test('a service store shows no cart button', async () => {
  renderShell({
    path: '/tienda-demo/userpanel/charges',
    tenant: makeTenant({ serviceType: 'service' }),
    session: {
      user: { ...ANA, lastName: '', phone: '', phonePrefix: '', rut: '' },
      isGuest: false,
    },
  });
  expect(screen.queryByRole('link', { name: /carrito/i })).not.toBeInTheDocument();
  // The page loads after the chrome: the test ends once it is in, as the shopper sees it (her data
  // is incomplete, so the guard shows user-info).
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Completa tus datos' }),
  ).toBeInTheDocument();
});
