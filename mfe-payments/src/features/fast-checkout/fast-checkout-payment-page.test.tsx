// fast-checkout/{id}/payment (001 §2 "Fast checkout"; 002 §4 "Fast payment", "One-click payment
// button"; 001 §8 'La cuota/suscripción ha sido pagada y actualizada exitosamente. Serás
// redirigido a la vista correspondiente', 'Suscripción no encontrada').
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { formatDate } from '@storefront/domain';
import type { Card } from '@storefront/sdk';
import type { Subscription } from '@storefront/sdk/subscriptions';
import {
  aCard,
  aSubscription,
  fail,
  ok,
  renderPage,
  type FakeRoutes,
} from '@storefront/state/testing';
import { railLocation } from '../../rails';
import FastCheckoutPaymentPage from './fast-checkout-payment-page';
import { merchantLocation } from './merchant-exit';
import { expectConsoleError } from '@storefront/config/jest-console';
import { coffeeLine } from '../../test-support/subscription-fixtures';

const DAY = 24 * 3600 * 1000;
const visa: Card = aCard();
const base: Subscription = aSubscription({
  _id: 'sub-9',
  storeId: 'st-tienda-demo',
  userId: 'u-ana',
  status: 'active',
  type: 'recurring',
  cardId: null,
  chargeId: null,
  currency: 'clp',
  price: 19000,
  payday: new Date(Date.now() - DAY).toISOString(),
  billingFrequency: 30,
  paymentMethods: [
    { name: 'Webpay Oneclick', priority: 3, options: { issuerFees: 0 } },
    { name: 'Webpay Plus', priority: 2, options: { issuerFees: 0 } },
    { name: 'Khipu Payment Initiation', priority: 1, options: { issuerFees: 0 } },
  ],
  products: [coffeeLine],
});
const later = { ...base, payday: new Date(Date.now() + 10 * DAY).toISOString() };
const ALL = ['webpay-oneclick', 'webpay-plus', 'khipu', 'mercado-pago'];
const SUCCESS =
  'La cuota/suscripción ha sido pagada y actualizada exitosamente. Serás redirigido a la vista correspondiente';

function page(subscription: Subscription | null, routes: FakeRoutes = {}, query = '') {
  return renderPage(<FastCheckoutPaymentPage />, {
    routes: {
      'GET subscription/sub-9': () =>
        subscription ? ok(subscription) : fail(404, 'Subscription not found'),
      'GET stores/st-tienda-demo/availablePaymentMethods': () => ok(ALL),
      'GET cards/user/u-ana': () => ok([visa]),
      ...routes,
    },
    url: `/tienda-demo/fast-checkout/sub-9/payment${query}`,
    pattern: '/tienda-demo/fast-checkout/:fastCheckoutId/payment',
  });
}
const methods = () => screen.findByRole('radiogroup', { name: 'MEDIO DE PAGO' });
const url = () => screen.getByLabelText('URL actual');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('pay-now ("If the payday is already in the past the subscription counts as pay-now")', () => {
  it('shows the info card and the recurring methods; Oneclick pays with the card, then the success dialog and the callback URL', async () => {
    localStorage.setItem('callbackUrl', 'https://comercio.test/vuelta?orden=7');
    const assign = jest.spyOn(merchantLocation, 'assign').mockImplementation(() => {});
    const { calls } = page(base, {
      'POST subscriptions/sub-9/prepay': () =>
        ok({ ...base, cardId: 'card-1', payday: later.payday }),
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Tu suscripción' })).toBeVisible();
    expect(screen.getByText('2 × Café en grano 1 kg')).toBeInTheDocument();
    expect(screen.getByText('$19.000')).toBeInTheDocument();
    expect(screen.getByText('El primer pago se realiza ahora.')).toBeInTheDocument();
    // Khipu only when failed (001 §4); Oneclick first (001 §9).
    const radios = within(await methods()).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'webpay-oneclick',
      'webpay-plus',
    ]);
    // The picker chooses the first card once the cards have rendered (an effect).
    const chosen = await screen.findByRole('radio', { name: /Visa terminada en 4242/ });
    await waitFor(() => expect(chosen).toBeChecked());
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    const dialog = await screen.findByRole('dialog', {
      name: '¡Listo! La transacción ha sido exitosa',
    });
    expect(within(dialog).getByRole('status')).toHaveTextContent(SUCCESS);
    expect(calls.find((c) => c.path === 'subscriptions/sub-9/prepay')?.body).toEqual({
      cardId: 'card-1',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    // 002 §4 "On finish it goes to the callback URL if one exists".
    expect(assign).toHaveBeenCalledWith('https://comercio.test/vuelta?orden=7');
  });

  it('without a callback URL the finish goes to the store default route', async () => {
    page(base, {
      'POST subscriptions/sub-9/prepay': () => ok({ ...base, cardId: 'card-1' }),
    });
    // Chosen by the picker's effect once the cards have rendered.
    const chosen = await screen.findByRole('radio', { name: /Visa terminada en 4242/ });
    await waitFor(() => expect(chosen).toBeChecked());
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    const dialog = await screen.findByRole('dialog', {
      name: '¡Listo! La transacción ha sido exitosa',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(url()).toHaveTextContent('/tienda-demo/userpanel/cards');
  });

  it('a redirect rail starts the provider payment for the subscription and returns to this step', async () => {
    const assign = jest.spyOn(railLocation, 'assign').mockImplementation(() => {});
    const { calls } = page(base, {
      'POST transactions/webpayplus/createPayment': () =>
        ok({
          paymentToken: 'tok',
          redirectUrl: 'http://sandbox/sandbox/webpayplus/tok',
          transaction: { _id: 'tx-1' },
        }),
    });
    await userEvent.click(within(await methods()).getByRole('radio', { name: 'Webpay Plus' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://sandbox/sandbox/webpayplus/tok'),
    );
    expect(calls.find((c) => c.path === 'transactions/webpayplus/createPayment')?.body).toEqual({
      subscriptionId: 'sub-9',
      returnUrl: 'http://localhost/tienda-demo/fast-checkout/sub-9/payment?webpayPlus=true',
    });
  });
});

it('back from Webpay Plus paid (the server commits the token): the success dialog, then the callback URL', async () => {
  localStorage.setItem('callbackUrl', 'https://comercio.test/vuelta?orden=8');
  const assign = jest.spyOn(merchantLocation, 'assign').mockImplementation(() => {});
  const { calls } = page(
    base,
    {
      'POST transactions/webpayplus/validatePayment': () =>
        ok({ status: 'completed', transaction: { _id: 'tx-1', status: 'completed' } }),
    },
    '?webpayPlus=true&token_ws=tok',
  );
  const dialog = await screen.findByRole('dialog', {
    name: '¡Listo! La transacción ha sido exitosa',
  });
  expect(within(dialog).getByRole('status')).toHaveTextContent(SUCCESS);
  expect(calls.find((c) => c.path === 'transactions/webpayplus/validatePayment')?.body).toEqual({
    token: 'tok',
  });
  await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
  expect(assign).toHaveBeenCalledWith('https://comercio.test/vuelta?orden=8');
});

it('a forged Mercado Pago success is not shown as paid (001 §8 validation failure)', async () => {
  const { calls } = page(base, {}, '?mp=true&result=success&payment_id=123');
  await screen.findByRole('dialog', {
    name: 'Ha ocurrido un error. Lamentablemente, no se ha podido verificar el pago.',
  });
  expect(screen.queryByText(SUCCESS)).not.toBeInTheDocument();
  expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
});

describe('not pay-now ("If not pay-now a success screen shows instead")', () => {
  it("'Finalizar' with a card saves it on the subscription, charges nothing, and shows the success screen", async () => {
    const { calls } = page(later, {
      'POST subscriptions/sub-9/saveCardInSub': () => ok({ ...later, cardId: 'card-1' }),
    });
    expect(await screen.findByText(formatDate(later.payday))).toBeInTheDocument();
    await screen.findByRole('radio', { name: /Visa terminada en 4242/ });
    await userEvent.click(await screen.findByRole('button', { name: 'Finalizar' }));
    expect(
      await screen.findByRole('heading', { name: '¡Listo! Tu suscripción está creada' }),
    ).toBeVisible();
    expect(
      screen.getByText(`Tu primer pago se realizará el ${formatDate(later.payday)}.`),
    ).toBeInTheDocument();
    expect(calls.filter((c) => c.method === 'POST').map((c) => c.path)).toEqual([
      'subscriptions/sub-9/saveCardInSub',
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(url()).toHaveTextContent('/tienda-demo/userpanel/cards');
  });

  it("no card chosen: 'Continuar sin tarjeta' (002 §4), nothing sent", async () => {
    const { calls } = page(later);
    const card = await screen.findByRole('radio', { name: /Visa terminada en 4242/ });
    // The picker chooses it in an effect; the click then takes it back.
    await waitFor(() => expect(card).toBeChecked());
    await userEvent.click(card);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar sin tarjeta' }));
    await screen.findByRole('heading', { name: '¡Listo! Tu suscripción está creada' });
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it("the card cannot be saved: 'No se pudo agregar la tarjeta en la suscripción' (001 §8), still on the picker", async () => {
    expectConsoleError('[mfe-payments] fast checkout: saving the card failed');
    page(later, {
      'POST subscriptions/sub-9/saveCardInSub': () => fail(500, 'Boom'),
    });
    await screen.findByRole('radio', { name: /Visa terminada en 4242/ });
    await userEvent.click(await screen.findByRole('button', { name: 'Finalizar' }));
    expect(
      await screen.findByText('No se pudo agregar la tarjeta en la suscripción'),
    ).toBeVisible();
    expect(screen.getByRole('radiogroup', { name: 'MEDIO DE PAGO' })).toBeInTheDocument();
  });
});

it('"Back goes to the error URL if one exists, else to the default route"', async () => {
  localStorage.setItem('callbackUrl', 'https://comercio.test/vuelta?ok=1');
  localStorage.setItem('errorUrl', 'https://comercio.test/vuelta?error=1');
  const assign = jest.spyOn(merchantLocation, 'assign').mockImplementation(() => {});
  page(base);
  await userEvent.click(await screen.findByRole('button', { name: 'Volver' }));
  expect(assign).toHaveBeenCalledWith('https://comercio.test/vuelta?error=1');
});

it('"If the subscription cannot be loaded an error state shows (treated as not found)"', async () => {
  expectConsoleError('[server-data] load failed');
  page(null);
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Suscripción no encontrada' }),
  ).toBeVisible();
  expect(screen.getByRole('link', { name: 'Ir al inicio' })).toHaveAttribute(
    'href',
    '/tienda-demo/userpanel/cards',
  );
});
