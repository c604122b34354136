// 002 §4 Payment intent on the single-payment screen: resume or default, expiry (on load and by
// the countdown), "Pagar" creating the intent and starting the rail, provider returns.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { PaymentRequest } from '@storefront/sdk';
import type { PaymentIntent } from '@storefront/sdk/payments';
import type { Transaction } from '@storefront/sdk/transactions';
import {
  aPaymentRequest,
  fail,
  ok,
  renderPage,
  type FakeCall,
  type FakeRoutes,
} from '@storefront/state/testing';
import { railLocation } from '../../rails';
import SinglePaymentPage from './single-payment-page';
import { expectConsoleError } from '@storefront/config/jest-console';

const request: PaymentRequest = aPaymentRequest();

const inMinutes = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

const intent = (over: Partial<PaymentIntent> = {}): PaymentIntent => ({
  _id: 'pi-1',
  paymentRequestId: 'pr-1',
  storeId: 'st-tienda-demo',
  userEmail: 'ana@demo.cl',
  paymentMethod: { name: 'Khipu Payment Initiation' },
  price: 25000,
  currency: 'clp',
  status: 'initiated',
  expirationDate: inMinutes(5),
  createdAt: new Date().toISOString(),
  transactionId: null,
  ...over,
});

function routes(over: FakeRoutes = {}): FakeRoutes {
  return {
    'GET paymentRequests/pr-1': () => ok(request),
    'GET stores/st-tienda-demo/availablePaymentMethods': () =>
      ok(['webpay-plus', 'khipu', 'mercado-pago']),
    'GET paymentRequests/pr-1/paymentIntents': () => ok([]),
    ...over,
  };
}

const page = (r: FakeRoutes, query = '') =>
  renderPage(<SinglePaymentPage />, {
    routes: r,
    url: `/tienda-demo/single-payments/pr-1${query}`,
    pattern: '/tienda-demo/single-payments/:paymentRequestId',
  });

const group = () => screen.findByRole('radiogroup', { name: 'MEDIO DE PAGO' });
const url = () => screen.getByRole('status', { name: 'URL actual' }).textContent;
const calls = (all: FakeCall[], key: string) => all.filter((c) => `${c.method} ${c.path}` === key);
/** A button once it can be pressed: the methods stay disabled until the pending-intent check ends. */
async function enabledButton(name: string) {
  const button = await screen.findByRole('button', { name });
  await waitFor(() => expect(button).toBeEnabled());
  return button;
}

let assign: jest.SpyInstance;
beforeEach(() => {
  sessionStorage.clear();
  assign = jest.spyOn(railLocation, 'assign').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('on load (002 §4)', () => {
  it('keeps the methods busy (aria-busy, nothing to choose or pay) until the pending intent is known', async () => {
    let answer: (reply: ReturnType<typeof ok>) => void = () => {};
    page(
      routes({
        'GET paymentRequests/pr-1/paymentIntents': () =>
          new Promise((resolve) => (answer = resolve)),
      }),
    );
    const methods = await screen.findByRole('region', { name: 'MEDIO DE PAGO' });
    expect(methods).toHaveAttribute('aria-busy', 'true');
    expect(within(methods).getByRole('radio', { name: 'Webpay Plus' })).toBeDisabled();
    expect(within(methods).getByRole('button', { name: 'Pagar' })).toBeDisabled();
    act(() => answer(ok([])));
    await waitFor(() => expect(methods).not.toHaveAttribute('aria-busy'));
    expect(within(methods).getByRole('button', { name: 'Pagar' })).toBeEnabled();
  });

  it('resumes the initiated intent: its method chosen, the others disabled, "Continuar con Khipu" and the countdown', async () => {
    page(routes({ 'GET paymentRequests/pr-1/paymentIntents': () => ok([intent()]) }));
    const methods = await group();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Continuar con Khipu' })).toBeEnabled(),
    );
    expect(within(methods).getByRole('radio', { name: 'Khipu' })).toBeChecked();
    expect(within(methods).getByRole('radio', { name: 'Khipu' })).toBeEnabled();
    expect(within(methods).getByRole('radio', { name: 'Webpay Plus' })).toBeDisabled();
    expect(within(methods).getByRole('radio', { name: 'Mercado Pago' })).toBeDisabled();
    expect(
      screen.getByText(/^Tu pago con Khipu sigue pendiente\. Expira en [45]:\d\d\.$/),
    ).toBeInTheDocument();
  });

  it('asks only for initiated intents', async () => {
    const { calls: all } = page(routes());
    await screen.findByRole('button', { name: 'Pagar' });
    // Asked by an effect after the render that shows the button.
    await waitFor(() =>
      expect(calls(all, 'GET paymentRequests/pr-1/paymentIntents').length).toBeGreaterThan(0),
    );
    const [list] = calls(all, 'GET paymentRequests/pr-1/paymentIntents');
    expect(list!.query.get('status')).toBe('initiated');
  });

  it('expires an initiated intent past its expirationDate and chooses the first method', async () => {
    const old = intent({ expirationDate: inMinutes(-1) });
    const { calls: all } = page(
      routes({
        'GET paymentRequests/pr-1/paymentIntents': () => ok([old]),
        'POST paymentIntents/pi-1/expire': () => ok({ ...old, status: 'expired' }),
      }),
    );
    const methods = await group();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar' })).toBeEnabled());
    expect(within(methods).getByRole('radio', { name: 'Webpay Plus' })).toBeChecked();
    expect(within(methods).getByRole('radio', { name: 'Khipu' })).toBeEnabled();
    expect(calls(all, 'POST paymentIntents/pi-1/expire')).toHaveLength(1);
  });

  it('an expire failure is logged only ("Error al marcar payment intent como fallido")', async () => {
    const logged = expectConsoleError('Error al marcar payment intent como fallido');
    page(
      routes({
        'GET paymentRequests/pr-1/paymentIntents': () =>
          ok([intent({ expirationDate: inMinutes(-1) })]),
        'POST paymentIntents/pi-1/expire': () => fail(500, 'down'),
      }),
    );
    // Ready once the pending-intent check has rendered.
    const pay = await screen.findByRole('button', { name: 'Pagar' });
    await waitFor(() => expect(pay).toBeEnabled());
    expect(logged()).not.toHaveLength(0);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('the countdown reaching zero expires the intent and reselects the first method', async () => {
    // The page's clock is jest's: the intent's last minute passes when the test says so, however
    // slowly this machine renders (a wall-clock second left it expired before the first look).
    jest.useFakeTimers();
    try {
      const soon = intent({ expirationDate: inMinutes(1) });
      const { calls: all } = page(
        routes({
          'GET paymentRequests/pr-1/paymentIntents': () => ok([soon]),
          'POST paymentIntents/pi-1/expire': () => ok({ ...soon, status: 'expired' }),
        }),
      );
      expect(
        await screen.findByRole('button', { name: 'Continuar con Khipu' }),
      ).toBeInTheDocument();
      expect(calls(all, 'POST paymentIntents/pi-1/expire')).toHaveLength(0);
      act(() => jest.advanceTimersByTime(60_000));
      await waitFor(() => expect(screen.getByRole('button', { name: 'Pagar' })).toBeEnabled());
      expect(within(await group()).getByRole('radio', { name: 'Webpay Plus' })).toBeChecked();
      expect(calls(all, 'POST paymentIntents/pi-1/expire')).toHaveLength(1);
    } finally {
      jest.useRealTimers();
    }
  });
});

describe('Pagar (002 §4 "Pay: reuses the pending intent or creates one")', () => {
  it('creates the intent of the chosen method and leaves for Webpay Plus', async () => {
    const { calls: all } = page(
      routes({
        'POST paymentIntents': (call) =>
          ok(intent({ _id: 'pi-new', paymentMethod: (call.body as PaymentIntent).paymentMethod })),
        'POST transactions/webpayplus/createPayment': () =>
          ok({
            paymentToken: 'tok',
            redirectUrl: 'http://sandbox/sandbox/webpayplus/tok',
            transaction: { _id: 'tx-9' },
          }),
      }),
    );
    await userEvent.click(await enabledButton('Pagar'));
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('http://sandbox/sandbox/webpayplus/tok'),
    );
    const [create] = calls(all, 'POST paymentIntents');
    expect(create!.body).toEqual({
      paymentRequestId: 'pr-1',
      userEmail: 'ana@demo.cl',
      paymentMethod: { name: 'Webpay Plus' },
      price: 25000,
    });
    const [start] = calls(all, 'POST transactions/webpayplus/createPayment');
    expect(start!.body).toEqual({
      paymentIntentId: 'pi-new',
      returnUrl: expect.stringMatching(/\/tienda-demo\/single-payments\/pr-1\?webpayPlus=true$/),
    });
    expect(sessionStorage.getItem('railTransaction:pi-new')).toBe('tx-9');
  });

  it('"Continuar con Khipu" reuses the pending intent (no second intent)', async () => {
    const { calls: all } = page(
      routes({
        'GET paymentRequests/pr-1/paymentIntents': () => ok([intent()]),
        'POST transactions/khipu/createPayment': () =>
          ok({
            paymentId: 'kp',
            redirectUrl: 'http://sandbox/sandbox/khipu/kp',
            transaction: { _id: 'tx-2' },
          }),
      }),
    );
    await userEvent.click(await enabledButton('Continuar con Khipu'));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('http://sandbox/sandbox/khipu/kp'));
    expect(calls(all, 'POST paymentIntents')).toHaveLength(0);
    expect(calls(all, 'POST transactions/khipu/createPayment')[0]!.body).toMatchObject({
      paymentIntentId: 'pi-1',
      subject: 'Pago de prueba',
    });
  });

  it('another intent in progress (another tab): that one is resumed', async () => {
    const other = intent({ _id: 'pi-other', paymentMethod: { name: 'Mercado Pago Checkout Pro' } });
    page(
      routes({
        'POST paymentIntents': () => ({
          status: 409,
          json: {
            code: 409,
            message: 'Another payment intent is in progress',
            data: { paymentIntent: other },
          },
        }),
      }),
    );
    await userEvent.click(await enabledButton('Pagar'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Continuar con Mercado Pago' })).toBeEnabled(),
    );
    expect(within(await group()).getByRole('radio', { name: 'Webpay Plus' })).toBeDisabled();
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Ya tienes un pago pendiente con Mercado Pago.',
    );
    expect(assign).not.toHaveBeenCalled();
  });

  it('a failed start says so and lets the shopper try again', async () => {
    expectConsoleError('[mfe-payments] single payment: pay failed');
    page(
      routes({
        'POST paymentIntents': () =>
          ok(intent({ _id: 'pi-new', paymentMethod: { name: 'Webpay Plus' } })),
        'POST transactions/webpayplus/createPayment': () => fail(500, 'down'),
      }),
    );
    await userEvent.click(await enabledButton('Pagar'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ha ocurrido un error. Lamentablemente, no se ha podido verificar el pago.',
    );
    expect(screen.getByRole('button', { name: 'Continuar con Webpay Plus' })).toBeEnabled();
  });
});

describe('completed requests and provider returns', () => {
  const paid = intent({
    _id: 'pi-paid',
    status: 'successful',
    paymentMethod: { name: 'Webpay Plus' },
  });
  const tx = (status: string): Transaction => ({
    _id: 'tx-1',
    status,
    currency: 'clp',
    subscriptionIds: [],
    deliveryIds: [],
  });

  it('a completed request goes to the receipt of its last successful intent', async () => {
    const { calls: all } = page(
      routes({
        'GET paymentRequests/pr-1': () => ok({ ...request, status: 'completed' }),
        'GET paymentRequests/pr-1/paymentIntents': () => ok([paid]),
      }),
    );
    await waitFor(() => expect(url()).toBe('/tienda-demo/single-payments/pr-1/success/pi-paid'));
    expect(calls(all, 'GET paymentRequests/pr-1/paymentIntents')[0]!.query.get('status')).toBe(
      'successful',
    );
  });

  it('a Webpay Plus return is committed by the server, then shows the receipt', async () => {
    const { calls: all } = page(
      routes({
        'GET paymentRequests/pr-1/paymentIntents': () =>
          ok([intent({ _id: 'pi-wp', paymentMethod: { name: 'Webpay Plus' } })]),
        'POST transactions/webpayplus/validatePayment': () =>
          ok({ status: 'completed', transaction: { _id: 'tx-1' } }),
      }),
      '?webpayPlus=true&token_ws=tok-1',
    );
    await waitFor(() => expect(url()).toBe('/tienda-demo/single-payments/pr-1/success/pi-wp'));
    expect(calls(all, 'POST transactions/webpayplus/validatePayment')[0]!.body).toEqual({
      token: 'tok-1',
    });
  });

  it('a forged Mercado Pago success (no payment started in this tab) shows no receipt', async () => {
    const { calls: all } = page(
      routes({ 'GET paymentRequests/pr-1/paymentIntents': () => ok([intent()]) }),
      '?mp=true&result=success&payment_id=123&external_reference=pi-1',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Ha ocurrido un error. Lamentablemente, no se ha podido verificar el pago.',
    );
    await waitFor(() => expect(url()).toBe('/tienda-demo/single-payments/pr-1'));
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Continuar con Khipu' })).toBeEnabled(),
    );
    expect(calls(all, 'GET transactions/tx-1')).toHaveLength(0);
  });

  it('a Mercado Pago return polls the kept transaction until completed, then shows the receipt', async () => {
    sessionStorage.setItem('railTransaction:pi-mp', 'tx-1');
    page(
      routes({
        'GET paymentRequests/pr-1/paymentIntents': () =>
          ok([intent({ _id: 'pi-mp', paymentMethod: { name: 'Mercado Pago Checkout Pro' } })]),
        'GET transactions/tx-1': () => ok(tx('completed')),
      }),
      '?mp=true&result=success&payment_id=123',
    );
    await waitFor(() => expect(url()).toBe('/tienda-demo/single-payments/pr-1/success/pi-mp'));
  });

  it('a declined payment says the transaction failed', async () => {
    sessionStorage.setItem('railTransaction:pi-mp', 'tx-1');
    page(
      routes({
        'GET paymentRequests/pr-1/paymentIntents': () =>
          ok([intent({ _id: 'pi-mp', paymentMethod: { name: 'Mercado Pago Checkout Pro' } })]),
        'GET transactions/tx-1': () => ok(tx('failed')),
      }),
      '?khipu=true',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Lamentablemente, la transacción ha fracasado',
    );
  });
});
