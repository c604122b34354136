// Transactions and the calendar link of @storefront/sdk/purchases against the real sandbox
// (issue 12): a renewal the sandbox clock charged reads back through the SDK's schemas as a
// completed transaction of its order, and the calendar link opens a feed with its charge.
import { createApi, createMemoryTokenStore } from '../src';
import { subscriptionsApi } from '../src/subscriptions';
import { transactionsApi } from '../src/transactions';
import { sandboxForThisFile } from './sandbox-harness';

const sandbox = sandboxForThisFile();
jest.setTimeout(60_000);
const EMAIL = 'sdk-transacciones@demo.cl';

const post = (path: string, body: unknown) =>
  fetch(`${sandbox.current().url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  }).then((response) => response.json() as Promise<{ data: Record<string, unknown> }>);

it('lists and reads a clock renewal as completed, by its order too; the calendar link serves its feed', async () => {
  const session = (await post('/sandbox/session', { email: EMAIL })).data as {
    access: string;
    refresh: string;
  };
  const tokens = createMemoryTokenStore(session);
  const api = createApi({ baseUrl: `${sandbox.current().url}/v1`, tokens });
  const { userId } = await api.auth.profile();
  const sub = (
    await post('/sandbox/subscriptions', {
      email: EMAIL,
      storeName: 'tienda-demo',
      status: 'active',
      paydayInDays: 0,
      products: [{ productId: 'td-p-0003', quantity: 2 }],
    })
  ).data as { _id: string };
  await post('/sandbox/clock', { advanceDays: 1, email: EMAIL });

  const subscriptions = subscriptionsApi(api);
  const transactions = transactionsApi(api);
  const page = await transactions.list({ userId: userId!, storeId: 'st-tienda-demo' });
  expect(page).toMatchObject({ page: 1, limit: 10, totalDocs: 1 });
  const [renewal] = page.docs;
  expect(renewal).toMatchObject({ status: 'completed', amount: 16970, subscriptionIds: [sub._id] });
  expect(await transactions.get(renewal!._id)).toEqual(renewal);
  const byOrder = await transactions.list({ userId: userId!, deliveryId: renewal!.deliveryId! });
  expect(byOrder.docs.map((doc) => doc._id)).toEqual([renewal!._id]);
  expect((await transactions.list({ userId: userId!, status: 'failed' })).docs).toEqual([]);

  const link = await subscriptions.calendarLink({ userId: userId!, storeId: 'st-tienda-demo' });
  expect(link.webcalUrl.startsWith('webcal:')).toBe(true);
  const feed = await fetch(link.url);
  expect(feed.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
  expect(await feed.text()).toContain(
    'SUMMARY:Cobro de tu suscripción: Frutillas orgánicas 1 kg ×2 — $16.970',
  );
});
