// The router guard and the per-navigation rules, wired into the real app (spec 000 §2, 002 §2).
import { screen, waitFor } from '@testing-library/react';
import { sessionAtom } from '@storefront/state';
import { ANA, fakeJwt, makeTenant } from '../test/fixtures';
import { makeFakeApi, renderShell } from '../test/render-shell';

// Name, last name and rut present: the session gate (user-info, payer) stays out of these guard
// tests (shell/src/session/session-gate.test.tsx covers it). ASCII: fakeJwt encodes Latin-1.
const user = { ...ANA, lastName: 'Rojas', phone: '', phonePrefix: '', rut: '12345678-5' };
const guest = { ...user, userId: 'g-1', email: '', isGuest: true };
const here = () => window.location.pathname + window.location.search;

test('an auth route sends a visitor to login with redirect={path}', async () => {
  renderShell({ path: '/tienda-demo/userpanel/cards?newCard=true' });
  await waitFor(() =>
    expect(here()).toBe('/tienda-demo/login?redirect=%2Fuserpanel%2Fcards%3FnewCard%3Dtrue'),
  );
  expect(await screen.findByRole('heading', { name: 'Iniciar sesión' })).toBeInTheDocument();
});

test('the route named Checkout sends a visitor to login with action=subscribe', async () => {
  renderShell({ path: '/tienda-demo/checkout' });
  await waitFor(() => expect(here()).toBe('/tienda-demo/login?action=subscribe'));
});

test('a guests route signs a visitor in as a guest and comes back', async () => {
  const guestLogin = jest
    .fn()
    .mockResolvedValue({ access: fakeJwt({ ...guest, isGuest: true }), refresh: 'r' });
  const { store } = renderShell({
    path: '/tienda-demo/single-payments/pr-1',
    api: makeFakeApi({ guestLogin }),
  });
  expect(await screen.findByRole('heading', { name: 'Pantalla de pago' })).toBeInTheDocument();
  expect(guestLogin).toHaveBeenCalledTimes(1);
  expect(here()).toBe('/tienda-demo/single-payments/pr-1');
  expect(store.get(sessionAtom)?.isGuest).toBe(true);
});

test('logged-in and guest users proceed on auth routes; the title is "{route title} - {store name}"', async () => {
  renderShell({ path: '/tienda-demo/userpanel/cards', session: { user: guest, isGuest: true } });
  expect(await screen.findByRole('heading', { name: 'Mis tarjetas' })).toBeInTheDocument();
  await waitFor(() => expect(document.title).toBe('Mis tarjetas - Tienda Demo'));
});

test('a guest user on any other route is logged out and sent to login', async () => {
  const { store } = renderShell({
    path: '/tienda-demo/cart',
    session: { user: guest, isGuest: true },
  });
  await waitFor(() => expect(here()).toBe('/tienda-demo/login'));
  expect(store.get(sessionAtom)).toBeNull();
});

test('a service store sends cart (and landing, catalog, checkout…) to userpanel/charges', async () => {
  renderShell({
    path: '/tienda-demo/cart',
    tenant: makeTenant({ serviceType: 'service' }),
    session: { user, isGuest: false },
  });
  expect(await screen.findByRole('heading', { name: 'Mis cobros' })).toBeInTheDocument();
  expect(here()).toBe('/tienda-demo/userpanel/charges');
});

test('an inactive view goes to the default route', async () => {
  const tenant = makeTenant({
    views: { landing: { active: false }, catalog: { active: true }, contact: { active: false } },
  });
  renderShell({ path: '/tienda-demo/contact', tenant });
  expect(await screen.findByRole('heading', { name: 'Catálogo' })).toBeInTheDocument();
  expect(here()).toBe('/tienda-demo/catalog');
});

test('an unknown path goes to the store root (own host: "/")', async () => {
  renderShell({ path: '/no-existe/de-verdad', tenant: makeTenant({ prefix: '' }) });
  expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
  expect(here()).toBe('/');
  await waitFor(() => expect(document.title).toBe('Inicio - Tienda Demo'));
});

test('iframe/{text} embeds the navbar option\'s address without the leading "i"; unknown text → store root', async () => {
  renderShell({ path: '/tienda-demo/iframe/Blog' });
  const frame = await screen.findByTitle('Blog');
  expect(frame).toHaveAttribute('src', 'https://blog.example.cl');
  expect(frame).toHaveAttribute('sandbox');
  await waitFor(() => expect(document.title).toBe('Blog - Tienda Demo'));
});

test('iframe with an unknown text goes to the store root', async () => {
  renderShell({ path: '/tienda-demo/iframe/Nada' });
  expect(await screen.findByRole('heading', { name: 'Inicio' })).toBeInTheDocument();
  expect(here()).toBe('/tienda-demo');
});
