// The subscription actions of @storefront/sdk/purchases against the real sandbox (issue 12): the
// answers pass the SDK's schemas, and the failures carry what the dialogs need (spec 001 §4
// "Shopper transitions", "Retry and reactivate"; §8 texts).
import { createApi, createMemoryTokenStore } from '../src';
import { paymentWaitOf, subscriptionOfFailedPayment, subscriptionsApi } from '../src/subscriptions';
import { sandboxForThisFile } from './sandbox-harness';

const sandbox = sandboxForThisFile();
jest.setTimeout(60_000);

async function ana() {
  const api = createApi({
    baseUrl: `${sandbox.current().url}/v1`,
    tokens: createMemoryTokenStore(),
  });
  await api.auth.login({ email: 'ana@demo.cl', password: 'demo1234', storeId: 'st-tienda-demo' });
  return subscriptionsApi(api);
}

it('pauses with a server option, resumes on the offered payday, cancels', async () => {
  const subscriptions = await ana();
  const [option] = await subscriptions.pausingOptions('sub-td-0001');
  expect(option!.text).toMatch(/^Saltar 1 cobro: próximo pago el /);
  const paused = await subscriptions.pause('sub-td-0001', option!);
  expect(paused).toMatchObject({ status: 'paused', payday: option!.payday });
  expect(await subscriptions.pausingOptions('sub-td-0001')).toEqual([]);
  const { payday } = await subscriptions.resumingOption('sub-td-0001');
  expect(await subscriptions.resume('sub-td-0001')).toMatchObject({ status: 'active', payday });
  expect((await subscriptions.cancel('sub-td-0001')).status).toBe('canceled');
  await expect(subscriptions.cancel('sub-td-0001')).rejects.toMatchObject({
    status: 409,
    serverMessage: 'Subscription already ended',
  });
});

it('a declined retry gives the subscription back, the next try the wait; reactivate pays', async () => {
  const subscriptions = await ana();
  const card = await fetch(`${sandbox.current().url}/sandbox/cards`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'ana@demo.cl',
      storeName: 'tienda-demo',
      number: '4000000000000002',
    }),
  }).then((response) => response.json() as Promise<{ data: { _id: string } }>);

  const declined = await subscriptions
    .retry('sub-td-0003', { cardId: card.data._id })
    .catch((error: unknown) => error);
  expect(declined).toMatchObject({ status: 402, serverMessage: 'Payment declined' });
  expect(subscriptionOfFailedPayment(declined)?.status).toBe('failed attempt 2');

  const soon = await subscriptions.retry('sub-td-0003').catch((error: unknown) => error);
  expect(soon).toMatchObject({
    status: 429,
    serverMessage: 'No se ha podido reintentar el pago, debes esperar 5 minutos entre cada intento',
  });
  expect(paymentWaitOf(soon)?.retryAt).toEqual(expect.any(String));

  const reactivated = await subscriptions.reactivate('sub-td-0004', { idempotencyKey: 'sdk-k-1' });
  expect(reactivated.status).toBe('active');
  expect(await subscriptions.reactivate('sub-td-0004', { idempotencyKey: 'sdk-k-1' })).toEqual(
    reactivated,
  );
});

it('changes the card, prepays once, and a confirmation before the merchant’s is refused', async () => {
  const subscriptions = await ana();
  expect((await subscriptions.saveCardInSub('sub-td-0002', 'card-ana-td')).cardId).toBe(
    'card-ana-td',
  );
  const resumed = await subscriptions.resume('sub-td-0002');
  const prepaid = await subscriptions.prepay('sub-td-0002');
  expect(prepaid.transaction?._id).toEqual(expect.any(String));
  expect(new Date(prepaid.payday).getTime()).toBeGreaterThan(new Date(resumed.payday).getTime());
  await expect(subscriptions.prepay('sub-td-0002')).rejects.toMatchObject({
    status: 409,
    serverMessage: 'The next cycle is already paid',
  });
  await expect(subscriptions.shopperConfirmPrice('sub-td-0006')).rejects.toMatchObject({
    status: 409,
    serverMessage: 'The merchant has not confirmed the price yet',
  });
});
