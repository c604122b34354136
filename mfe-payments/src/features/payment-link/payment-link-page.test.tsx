import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentRequest } from '@storefront/sdk';
import type { PaymentLink } from '@storefront/sdk/payments';
import { ana, fail, ok, renderPage, type FakeRoutes } from '@storefront/state/testing';
import PaymentLinkPage from './payment-link-page';
import { expectConsoleError } from '@storefront/config/jest-console';

const link: PaymentLink = {
  _id: 'pl-1',
  storeId: 'st-tienda-demo',
  price: 19990,
  currency: 'clp',
  description: 'Clase de yoga',
  status: 'active',
  createdAt: '2026-11-01T10:00:00.000Z',
};

const request: PaymentRequest = {
  _id: 'pr-from-link',
  storeId: 'st-tienda-demo',
  userEmail: 'ana@demo.cl',
  userId: 'u-ana',
  price: 19990,
  currency: 'clp',
  description: 'Clase de yoga',
  status: 'pending',
};

function routes(over: FakeRoutes = {}): FakeRoutes {
  return {
    'GET paymentLinks/pl-1': () => ok(link),
    'POST paymentLinks/pl-1/paymentRequests': () => ok(request),
    ...over,
  };
}

const page = (r: FakeRoutes, user = ana) =>
  renderPage(<PaymentLinkPage />, {
    routes: r,
    url: '/tienda-demo/paymentLink/pl-1',
    pattern: '/tienda-demo/paymentLink/:paymentLinkId',
    user,
  });

const url = () => screen.getByRole('status', { name: 'URL actual' }).textContent;

it('shows the link amount and the methods skeleton: "MEDIO DE PAGO", 3 cards of 4 logos, and the link id on mobile', async () => {
  const { container } = page(
    routes({ 'POST paymentLinks/pl-1/paymentRequests': () => new Promise(() => {}) }),
  );
  expect(await screen.findByRole('heading', { name: 'MEDIO DE PAGO' })).toBeInTheDocument();
  expect(screen.getByText('$19.990')).toBeInTheDocument();
  expect(screen.getByText('Clase de yoga')).toBeInTheDocument();
  const cards = container.querySelectorAll('[data-skeleton="method-card"]');
  expect(cards).toHaveLength(3);
  cards.forEach((card) => expect(card.querySelectorAll('[data-skeleton="logo"]')).toHaveLength(4));
  // jsdom has no media queries: the mobile layout.
  expect(screen.getByText('ID Payment Link: pl-1')).toBeInTheDocument();
});

it("gets or creates the shopper's request, then goes to it", async () => {
  const { calls } = page(routes());
  await waitFor(() => expect(url()).toBe('/tienda-demo/single-payments/pr-from-link'));
  const create = calls.find((c) => c.path === 'paymentLinks/pl-1/paymentRequests');
  expect(create!.body).toEqual({ userEmail: 'ana@demo.cl', userId: 'u-ana' });
});

it('a guest without an e-mail gives one first', async () => {
  const { calls } = page(routes(), { ...ana, userId: 'u-guest', email: '', isGuest: true });
  await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
  expect(await screen.findByText('Ingresa un correo electrónico válido')).toBeInTheDocument();
  await userEvent.type(
    screen.getByRole('textbox', { name: 'Correo electrónico' }),
    'invitada@demo.cl',
  );
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  await waitFor(() => expect(url()).toBe('/tienda-demo/single-payments/pr-from-link'));
  const create = calls.find((c) => c.path === 'paymentLinks/pl-1/paymentRequests');
  expect(create!.body).toEqual({ userEmail: 'invitada@demo.cl', userId: 'u-guest' });
});

it("the guest's e-mail: the message after a Continuar without a valid address, described on the field; typing hides it until the next one", async () => {
  const { calls } = page(routes(), { ...ana, userId: 'u-guest', email: '', isGuest: true });
  const email = await screen.findByRole('textbox', { name: 'Correo electrónico' });
  await userEvent.type(email, 'invitada@demo');
  await userEvent.tab();
  expect(screen.queryByText('Ingresa un correo electrónico válido')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  await waitFor(() =>
    expect(email).toHaveAccessibleDescription('Ingresa un correo electrónico válido'),
  );
  await userEvent.type(email, '.');
  expect(screen.queryByText('Ingresa un correo electrónico válido')).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(await screen.findByText('Ingresa un correo electrónico válido')).toBeInTheDocument();
  expect(calls.some((c) => c.path === 'paymentLinks/pl-1/paymentRequests')).toBe(false);
});

it('an unknown link: "Solicitud de pago no encontrada"', async () => {
  page(routes({ 'GET paymentLinks/pl-1': () => fail(404, 'Payment link not found') }));
  expect(
    await screen.findByRole('heading', { name: 'Solicitud de pago no encontrada' }),
  ).toBeInTheDocument();
});

it('a link of another store: not found', async () => {
  page(routes({ 'GET paymentLinks/pl-1': () => ok({ ...link, storeId: 'st-otra' }) }));
  expect(
    await screen.findByRole('heading', { name: 'Solicitud de pago no encontrada' }),
  ).toBeInTheDocument();
});

it('a failed request creation is logged only (002 §8)', async () => {
  const logged = expectConsoleError('[mfe-payments] payment link: payment request creation failed');
  page(routes({ 'POST paymentLinks/pl-1/paymentRequests': () => fail(500, 'down') }));
  await waitFor(() => expect(logged()).not.toHaveLength(0));
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(url()).toBe('/tienda-demo/paymentLink/pl-1');
});
