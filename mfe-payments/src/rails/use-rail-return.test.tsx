import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Transaction } from '@storefront/sdk/transactions';
import { fail, ok, renderPage, type FakeRoutes } from '@storefront/state/testing';
import { railTransactionStore } from './rail-transaction-store';
import { useRailReturn } from './use-rail-return';
import { useTransactionPolling } from './use-transaction-polling';
import { expectConsoleError } from '@storefront/config/jest-console';

function Probe() {
  const { state, dismiss } = useRailReturn('sub-1');
  return (
    <>
      <p aria-label="estado">
        {state ? `${state.phase} ${'reason' in state ? state.reason : ''}`.trim() : 'ninguno'}
      </p>
      <button onClick={dismiss}>Cerrar</button>
    </>
  );
}

const tx = (status: string): Transaction => ({
  _id: 'tx-1',
  status,
  currency: 'clp',
  subscriptionIds: ['sub-1'],
  deliveryIds: [],
});

const render = (query: string, routes: FakeRoutes = {}) =>
  renderPage(<Probe />, {
    routes,
    url: `/tienda-demo/payment/sub-1${query}`,
    pattern: '/tienda-demo/payment/:subscriptionId',
  });

beforeEach(() => {
  sessionStorage.clear();
});

const estado = () => screen.getByLabelText('estado');

it('no return: nothing to show, nothing asked', () => {
  const { calls } = render('?x=1');
  expect(estado()).toHaveTextContent('ninguno');
  expect(calls).toHaveLength(0);
});

it('Webpay Plus token_ws: the server commits it once; completed is paid', async () => {
  const { calls } = render('?webpayPlus=true&token_ws=tok', {
    'POST transactions/webpayplus/validatePayment': () =>
      ok({ status: 'completed', transaction: { _id: 'tx-1', status: 'completed' } }),
  });
  expect(await screen.findByText('paid')).toBeInTheDocument();
  expect(calls.filter((c) => c.path === 'transactions/webpayplus/validatePayment')).toHaveLength(1);
  expect(calls[0]!.body).toEqual({ token: 'tok' });
});

it('a token committed before (a reload) answers 409 with the first answer, which is used', async () => {
  render('?webpayPlus=true&token_ws=tok', {
    'POST transactions/webpayplus/validatePayment': () => ({
      status: 409,
      json: {
        code: 409,
        message: 'Token already committed',
        data: { status: 'failed', transaction: { _id: 'tx-1', status: 'failed' } },
      },
    }),
  });
  expect(await screen.findByText('failed declined')).toBeInTheDocument();
});

it('a shopper abort and a timeout fail without asking the server to commit', () => {
  const aborted = render('?webpayPlus=true&TBK_TOKEN=t&TBK_ORDEN_COMPRA=o&TBK_ID_SESION=s');
  expect(estado()).toHaveTextContent('failed aborted');
  expect(aborted.calls).toHaveLength(0);
  aborted.unmount();
  const timeout = render('?webpayPlus=true&TBK_ORDEN_COMPRA=o&TBK_ID_SESION=s');
  expect(estado()).toHaveTextContent('failed timeout');
  expect(timeout.calls).toHaveLength(0);
});

it('a forged Mercado Pago success in a tab that started no payment is not verifiable, never paid', () => {
  const { calls } = render('?mp=true&result=success&payment_id=123&external_reference=sub-1');
  expect(estado()).toHaveTextContent('failed unverified');
  expect(calls).toHaveLength(0);
});

it('a Khipu return polls the kept transaction until the server says completed', async () => {
  jest.useFakeTimers();
  try {
    railTransactionStore.set('sub-1', 'tx-1');
    let reads = 0;
    render('?khipu=true', {
      'GET transactions/tx-1': () => ok(tx(++reads < 2 ? 'pending' : 'completed')),
    });
    expect(estado()).toHaveTextContent('verifying');
    // The hook polls every 5 s. Jest's clock here: findBy moves it on while it waits, so the
    // second read comes after 5 s of that clock, in no time of this machine's.
    expect(await screen.findByText('paid', {}, { timeout: 10_000 })).toBeInTheDocument();
    expect(reads).toBe(2);
  } finally {
    jest.useRealTimers();
  }
});

it('dismiss removes the return from the URL and forgets the transaction', async () => {
  railTransactionStore.set('sub-1', 'tx-1');
  render('?x=1&mp=true&result=failure&payment_id=9', {});
  expect(estado()).toHaveTextContent('failed rejected');
  await userEvent.click(screen.getByRole('button', { name: 'Cerrar' }));
  expect(screen.getByLabelText('URL actual')).toHaveTextContent('/tienda-demo/payment/sub-1?x=1');
  expect(railTransactionStore.get('sub-1')).toBeNull();
});

function PollProbe({ id }: { id: string | null }) {
  const polling = useTransactionPolling(id, 20);
  return <p aria-label="sondeo">{polling.status}</p>;
}

it('useTransactionPolling reads until failed, reading again after a failed read', async () => {
  const logged = expectConsoleError('[mfe-payments] rails: transaction poll failed');
  const statuses = ['pending', 'error', 'pending', 'failed'];
  const { calls } = renderPage(<PollProbe id="tx-1" />, {
    routes: {
      'GET transactions/tx-1': () => {
        const next = statuses.shift() ?? 'pending';
        return next === 'error' ? fail(500, 'down') : ok(tx(next));
      },
    },
    url: '/tienda-demo/x',
    pattern: '/tienda-demo/x',
  });
  expect(await screen.findByText('failed')).toBeInTheDocument();
  expect(calls).toHaveLength(4);
  expect(logged()).not.toHaveLength(0);
});

it('useTransactionPolling with no id reads nothing', () => {
  const { calls } = renderPage(<PollProbe id={null} />, {
    routes: {},
    url: '/tienda-demo/x',
    pattern: '/tienda-demo/x',
  });
  expect(screen.getByLabelText('sondeo')).toHaveTextContent('idle');
  expect(calls).toHaveLength(0);
});
