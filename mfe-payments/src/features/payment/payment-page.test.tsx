import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Card } from '@storefront/sdk';
import type { Charge } from '@storefront/sdk/charges';
import type { Subscription } from '@storefront/sdk/subscriptions';
import { clientItem } from '@storefront/state';
import {
  aCard,
  aCharge,
  aSubscription,
  fail,
  ok,
  renderPage,
  type FakeRoutes,
} from '@storefront/state/testing';
import { railLocation } from '../../rails';
import PaymentPage from './payment-page';
import { expectConsoleError } from '@storefront/config/jest-console';
import { coffeeLine } from '../../test-support/subscription-fixtures';

const visa: Card = aCard();
const master: Card = aCard({ _id: 'card-2', brand: 'MasterCard', digits: '5454' });

const failed: Subscription = aSubscription({
  _id: 'sub-1',
  storeId: 'st-tienda-demo',
  userId: 'u-ana',
  status: 'failed',
  type: 'recurring',
  cardId: 'card-1',
  chargeId: null,
  currency: 'clp',
  price: 22990,
  payday: '2026-11-20T15:00:00.000Z',
  billingFrequency: 30,
  paymentMethods: [
    { name: 'Mercado Pago Checkout Pro', priority: 4 },
    { name: 'Webpay Plus', priority: 3 },
    { name: 'Khipu Payment Initiation', priority: 2 },
    { name: 'Webpay Oneclick', priority: 1 },
  ],
  products: [coffeeLine],
  lastPaymentTry: null,
});
const sub = (overrides: Partial<Subscription>): Subscription =>
  aSubscription({ ...failed, ...overrides });
/** A charge's instalment: a single subscription with a chargeId (002 §3). */
const instalment = sub({
  status: 'pending',
  type: 'single',
  billingFrequency: 0,
  chargeId: 'ch-9',
  installmentNumber: 2,
  products: [],
});
const ALL = ['webpay-oneclick', 'webpay-plus', 'khipu', 'mercado-pago'];
/** The charge of the instalments (chargeId ch-9). */
const charge: Charge = aCharge({
  _id: 'ch-9',
  name: 'Instalación de calefont',
  status: 'approved',
  totalPrice: 68970,
  currency: 'clp',
  installments: 3,
  subscriptions: [instalment],
  files: [],
  paidTotal: 22990,
  delinquent: true,
});

function page(subscription: Subscription | null, routes: FakeRoutes = {}, query = '') {
  return renderPage(<PaymentPage />, {
    routes: {
      'GET subscription/sub-1': () =>
        subscription ? ok(subscription) : fail(404, 'Subscription not found'),
      'GET stores/st-tienda-demo/availablePaymentMethods': () => ok(ALL),
      'GET cards/user/u-ana': () => ok([visa, master]),
      ...routes,
    },
    url: `/tienda-demo/payment/sub-1${query}`,
    pattern: '/tienda-demo/payment/:subscriptionId',
  });
}

const methods = async () => screen.findByRole('radiogroup', { name: 'MEDIO DE PAGO' });
const url = () => screen.getByLabelText('URL actual');

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('what the screen shows (001 §2 Payment screen)', () => {
  it('amount, currency, description, store, the shopper and the ids', async () => {
    page(failed);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Detalle del pago' }),
    ).toBeVisible();
    expect(screen.getByText('$22.990')).toBeInTheDocument();
    expect(screen.getByText('CLP')).toBeInTheDocument();
    expect(screen.getByText('2 × Café en grano 1 kg')).toBeInTheDocument();
    expect(screen.getByText('Tienda Demo')).toBeInTheDocument();
    expect(screen.getByText('ana@demo.cl')).toBeInTheDocument();
    expect(screen.getByText('ID de suscripción: sub-1')).toBeInTheDocument();
    expect(screen.queryByText(/ID de cobro/)).not.toBeInTheDocument();
  });

  it('an instalment (002 §2 "payment/{installmentId}"): its charge and place, its ids', async () => {
    page(instalment, { 'GET charges/ch-9': () => ok(charge) });
    expect(await screen.findByText('Instalación de calefont: cuota 2 de 3')).toBeInTheDocument();
    expect(screen.getByText('ID de cuota: sub-1')).toBeInTheDocument();
    expect(screen.getByText('ID de cobro: ch-9')).toBeInTheDocument();
    // Webpay Oneclick first; Khipu stays hidden unless failed (001 §4), as for any subscription.
    const radios = within(await methods()).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'webpay-oneclick',
      'mercado-pago',
      'webpay-plus',
    ]);
  });

  it('an instalment whose charge cannot be read is still described and payable', async () => {
    expectConsoleError('[mfe-payments] payment: charge of the instalment failed');
    page(instalment, { 'GET charges/ch-9': () => fail(500, 'Boom') });
    expect(await screen.findByText('Cuota 2')).toBeInTheDocument();
    expect(within(await methods()).getByRole('radio', { name: 'Webpay Oneclick' })).toBeChecked();
  });

  it('"Webpay Oneclick first"; Khipu offered to a failed (suspended) subscription', async () => {
    page(failed);
    const radios = within(await methods()).getAllByRole('radio');
    // The subscription's priorities, with Oneclick pinned first.
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual([
      'webpay-oneclick',
      'mercado-pago',
      'webpay-plus',
      'khipu',
    ]);
    expect(radios[0]).toBeChecked();
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: /Visa terminada en 4242/ })).toBeChecked(),
    );
  });

  it('"Khipu is hidden from recurring payment methods unless the subscription status is failed"', async () => {
    page(sub({ status: 'failed attempt 2' }));
    const group = await methods();
    expect(within(group).queryByRole('radio', { name: 'Khipu' })).not.toBeInTheDocument();
    expect(within(group).getByRole('radio', { name: 'Webpay Plus' })).toBeInTheDocument();
  });

  it('offers only the subscription’s own methods', async () => {
    page(sub({ paymentMethods: [{ name: 'Webpay Plus', priority: 1 }] }));
    const radios = within(await methods()).getAllByRole('radio');
    expect(radios.map((radio) => radio.getAttribute('value'))).toEqual(['webpay-plus']);
  });

  it('no available method: "No hay métodos de pago disponibles."', async () => {
    page(failed, { 'GET stores/st-tienda-demo/availablePaymentMethods': () => ok([]) });
    expect(await screen.findByText('No hay métodos de pago disponibles.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar' })).not.toBeInTheDocument();
  });

  it('cannot be loaded: "Ha habido un error" with a back button', async () => {
    expectConsoleError('[server-data] load failed');
    page(null);
    expect(await screen.findByRole('heading', { name: 'Ha habido un error' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    expect(url()).toHaveTextContent('/tienda-demo/userpanel/subscriptions');
  });

  it('a subscription of another store cannot be paid here either', async () => {
    expectConsoleError('[server-data] load failed');
    page(sub({ storeId: 'st-farmacia-demo' }));
    expect(await screen.findByRole('heading', { name: 'Ha habido un error' })).toBeVisible();
  });
});

describe('paying with Webpay Oneclick (001 §4 Payment execution)', () => {
  it('"Failed: reactivate" with the chosen card; success returns to the subscriptions', async () => {
    const { calls } = page(failed, {
      'POST subscriptions/sub-1/reactivate': () => ok(sub({ status: 'active', cardId: 'card-2' })),
    });
    await userEvent.click(
      await screen.findByRole('radio', { name: /MasterCard terminada en 5454/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    const dialog = await screen.findByRole('dialog', {
      name: '¡Listo! La transacción ha sido exitosa',
    });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'Tu suscripción está activa y puedes gestionarla, modificarla, pausarla o cancelarla.',
    );
    expect(calls.find((c) => c.path === 'subscriptions/sub-1/reactivate')?.body).toEqual({
      cardId: 'card-2',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(url()).toHaveTextContent('/tienda-demo/userpanel/subscriptions');
  });

  it('"Failed attempt: retry" of an instalment; the way back is its charge', async () => {
    const { calls } = page(sub({ status: 'failed attempt 1', chargeId: 'ch-9' }), {
      'GET charges/ch-9': () => ok(charge),
      'POST subscriptions/sub-1/retry': () => ok(sub({ status: 'active' })),
    });
    await screen.findByRole('radio', { name: /Visa terminada en 4242/ });
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    const dialog = await screen.findByRole('dialog', {
      name: '¡Listo! La transacción ha sido exitosa',
    });
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'La cuota se ha pagado exitosamente.',
    );
    expect(calls.some((c) => c.path === 'subscriptions/sub-1/retry')).toBe(true);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(url()).toHaveTextContent('/tienda-demo/userpanel/charges/ch-9');
  });

  it('"Otherwise: prepay"', async () => {
    const { calls } = page(sub({ status: 'active' }), {
      'POST subscriptions/sub-1/prepay': () => ok(sub({ status: 'active' })),
    });
    await screen.findByRole('radio', { name: /Visa terminada en 4242/ });
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    await screen.findByRole('dialog', { name: '¡Listo! La transacción ha sido exitosa' });
    expect(calls.some((c) => c.path === 'subscriptions/sub-1/prepay')).toBe(true);
  });

  it('"Canceled or paused: \'Canceled\'": the status text, nothing charged', async () => {
    const { calls } = page(sub({ status: 'paused' }));
    await screen.findByRole('radio', { name: /Visa terminada en 4242/ });
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Lamentablemente, la transacción ha fracasado',
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'La transacción no se ha realizado. El estado de la suscripción (paused) no permite efectuar el pago...',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('a paid instalment: OK, in its own words', async () => {
    const { calls } = page(
      { ...instalment, status: 'completed' },
      { 'GET charges/ch-9': () => ok(charge) },
    );
    await screen.findByRole('radio', { name: /Visa terminada en 4242/ });
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    const dialog = await screen.findByRole('dialog', {
      name: '¡Listo! La transacción ha sido exitosa',
    });
    expect(within(dialog).getByRole('status')).toHaveTextContent('Esta cuota ya está pagada.');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('"Subscription completed: OK"', async () => {
    const { calls } = page(sub({ status: 'completed' }));
    await screen.findByRole('radio', { name: /Visa terminada en 4242/ });
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(
      await screen.findByRole('dialog', { name: '¡Listo! La transacción ha sido exitosa' }),
    ).toBeVisible();
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('"Any error ends as \'Failed\'": a declined card stores the time of the try', async () => {
    expectConsoleError('[widgets] subscription payment: reactivate failed');
    page(failed, {
      'POST subscriptions/sub-1/reactivate': () => ({
        status: 402,
        json: {
          code: 402,
          message: 'Payment declined',
          data: { subscription: sub({ lastPaymentTry: '2026-11-26T10:00:00.000Z' }) },
        },
      }),
    });
    await screen.findByRole('radio', { name: /Visa terminada en 4242/ });
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Lamentablemente, la transacción ha fracasado',
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'Por favor, vuelve a intentarlo más tarde.',
    );
    expect(clientItem('lastPaymentTry').get()).toBe(Date.parse('2026-11-26T10:00:00.000Z'));
  });

  it('a try under 5 minutes after the last: the payment screen’s wait message and countdown', async () => {
    const { calls } = page(sub({ lastPaymentTry: new Date(Date.now() - 60_000).toISOString() }));
    await screen.findByRole('radio', { name: /Visa terminada en 4242/ });
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inténtalo de nuevo más tarde' });
    expect(dialog).toHaveTextContent(
      'No se ha podido ejecutar el pago, debes esperar 5 minutos entre cada intento',
    );
    expect(within(dialog).getByRole('timer')).toHaveTextContent(/Podrás pagar en [34]:\d\d/);
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('Oneclick without a card asks for one', async () => {
    page(sub({ cardId: null }), { 'GET cards/user/u-ana': () => ok([]) });
    await screen.findByText('Aún no tienes tarjetas registradas.');
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Elige una tarjeta o agrega una para pagar con Webpay Oneclick.',
    );
  });
});

describe('paying on a redirect rail', () => {
  it('Webpay Plus: created for the subscription, the browser goes to the provider', async () => {
    const assign = jest.spyOn(railLocation, 'assign').mockImplementation(() => {});
    const { calls } = page(failed, {
      'POST transactions/webpayplus/createPayment': () =>
        ok({
          paymentToken: 'tok',
          redirectUrl: 'http://sandbox/sandbox/webpayplus/tok',
          transaction: { _id: 'tx-1' },
        }),
    });
    await userEvent.click(within(await methods()).getByRole('radio', { name: 'Webpay Plus' }));
    expect(
      screen.queryByRole('group', { name: 'Tarjeta con la que pagas' }),
    ).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://sandbox/sandbox/webpayplus/tok'),
    );
    expect(calls.find((c) => c.path === 'transactions/webpayplus/createPayment')?.body).toEqual({
      subscriptionId: 'sub-1',
      returnUrl: 'http://localhost/tienda-demo/payment/sub-1?webpayPlus=true',
    });
  });

  it('a refused start shows the server’s Spanish text and stays', async () => {
    expectConsoleError('[mfe-payments] rails: mercado-pago start failed');
    const assign = jest.spyOn(railLocation, 'assign').mockImplementation(() => {});
    page(failed, {
      'POST transactions/mercadopago/preference': () =>
        fail(
          409,
          'La transacción no se ha realizado. El estado de la suscripción (canceled) no permite efectuar el pago...',
        ),
    });
    await userEvent.click(within(await methods()).getByRole('radio', { name: 'Mercado Pago' }));
    await userEvent.click(screen.getByRole('button', { name: 'Pagar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'El estado de la suscripción (canceled) no permite efectuar el pago',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('back from Webpay Plus: the server commits the token; paid returns to the subscriptions', async () => {
    page(
      failed,
      {
        'POST transactions/webpayplus/validatePayment': () =>
          ok({ status: 'completed', transaction: { _id: 'tx-1', status: 'completed' } }),
      },
      '?webpayPlus=true&token_ws=tok',
    );
    const dialog = await screen.findByRole('dialog', {
      name: '¡Listo! La transacción ha sido exitosa',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(url()).toHaveTextContent('/tienda-demo/userpanel/subscriptions');
  });

  it('a forged Mercado Pago success is never shown as paid (001 §8 validation failure)', async () => {
    const { calls } = page(failed, {}, '?mp=true&result=success&payment_id=123');
    const dialog = await screen.findByRole('dialog', {
      name: 'Ha ocurrido un error. Lamentablemente, no se ha podido verificar el pago.',
    });
    expect(within(dialog).getByRole('alert')).toHaveTextContent(
      'El pago no se ha podido realizar. Vuelve a intentarlo o prueba con un método de pago diferente.',
    );
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(url()).toHaveTextContent(/^\/tienda-demo\/payment\/sub-1$/);
  });
});
