// transactionsApi(api) and subscriptionsApi(api).calendarLink against a fake fetch (spec 001 §7
// "GET /transactions/{id}; GET /transactions/ | page (default 1), limit (default 10), filters";
// 002 §7 "List transactions by deliveryId and userId (docs)"; paths and the completed / failed
// vocabulary in the sandbox's API.md "Transactions" and "Calendar feed").
import { createFakeFetch, fail, ok, type FakeCall, type FakeReply } from '../../test/fake-fetch';
import { createApi } from '../create-api';
import { subscriptionsApi } from '../subscriptions';
import { transactionsApi } from '../transactions';
import { createMemoryTokenStore } from '../token-store';

const BASE = 'http://localhost:4000/v1';
const query = (call: FakeCall) => Object.fromEntries(new URL(call.url).searchParams);
const charge = (status: string) => ({
  _id: 'tx-1',
  storeId: 'st-tienda-demo',
  userId: 'u-ana',
  cardId: 'card-ana-td',
  kind: 'oneclick',
  status,
  amount: 16970,
  currency: 'clp',
  issuerFees: 1,
  subscriptionIds: ['sub-1'],
  deliveryIds: ['dlv-1'],
  deliveryId: 'dlv-1',
  createdAt: '2026-11-26T06:00:00.000Z',
});

function purchasesWith(route: (call: FakeCall) => FakeReply) {
  const fake = createFakeFetch(route);
  const api = createApi({ baseUrl: BASE, tokens: createMemoryTokenStore(), fetch: fake.fetch });
  return {
    purchases: { subscriptions: subscriptionsApi(api), transactions: transactionsApi(api) },
    calls: fake.calls,
  };
}

describe('transactions.list', () => {
  it('"page (default 1), limit (default 10)", the user and the filters given', async () => {
    const { purchases, calls } = purchasesWith(() =>
      ok({ docs: [charge('completed')], page: 1, pages: 1, limit: 10, totalDocs: 1 }),
    );
    const page = await purchases.transactions.list({ userId: 'u-ana', deliveryId: 'dlv-1' });
    expect(new URL(calls[0]!.url).pathname).toBe('/v1/transactions');
    expect(query(calls[0]!)).toEqual({
      userId: 'u-ana',
      deliveryId: 'dlv-1',
      page: '1',
      limit: '10',
    });
    expect(page.docs[0]).toMatchObject({ _id: 'tx-1', status: 'completed', deliveryId: 'dlv-1' });
  });

  it('sends store, subscription, status and paging when asked', async () => {
    const { purchases, calls } = purchasesWith(() => ok({ docs: [], page: 2, pages: 1 }));
    await purchases.transactions.list({
      userId: 'u-ana',
      storeId: 'st-tienda-demo',
      subscriptionId: 'sub-1',
      status: 'failed',
      page: 2,
      limit: 50,
    });
    expect(query(calls[0]!)).toEqual({
      userId: 'u-ana',
      storeId: 'st-tienda-demo',
      subscriptionId: 'sub-1',
      status: 'failed',
      page: '2',
      limit: '50',
    });
  });
});

describe('transactions.get', () => {
  it('reads one charge (polled "until completed or failed")', async () => {
    const { purchases, calls } = purchasesWith(() => ok(charge('failed')));
    expect((await purchases.transactions.get('tx 1')).status).toBe('failed');
    expect(calls[0]).toMatchObject({ method: 'GET', url: `${BASE}/transactions/tx%201` });
  });

  it("another shopper's or an unknown one is a 404 ApiError", async () => {
    const { purchases } = purchasesWith(() => fail(404, 'Transaction not found'));
    await expect(purchases.transactions.get('tx-x')).rejects.toMatchObject({
      status: 404,
      serverMessage: 'Transaction not found',
    });
  });

  it('an answer without _id or status is refused by the schema', async () => {
    const { purchases } = purchasesWith(() => ok({ amount: 1 }));
    await expect(purchases.transactions.get('tx-1')).rejects.toBeTruthy();
  });
});

describe('subscriptions.calendarLink', () => {
  const link = {
    url: 'http://localhost:4000/v1/calendar/abc.ics',
    webcalUrl: 'webcal://localhost:4000/v1/calendar/abc.ics',
  };

  it('POSTs the user and the store; rotate only when asked', async () => {
    const { purchases, calls } = purchasesWith(() => ok(link));
    expect(
      await purchases.subscriptions.calendarLink({ userId: 'u-ana', storeId: 'st-tienda-demo' }),
    ).toEqual(link);
    await purchases.subscriptions.calendarLink({
      userId: 'u-ana',
      storeId: 'st-tienda-demo',
      rotate: true,
    });
    expect(calls.map((call) => [call.method, call.url.replace(BASE, ''), call.body])).toEqual([
      ['POST', '/subscriptions/calendarLink', { userId: 'u-ana', storeId: 'st-tienda-demo' }],
      [
        'POST',
        '/subscriptions/calendarLink',
        { userId: 'u-ana', storeId: 'st-tienda-demo', rotate: true },
      ],
    ]);
  });
});
