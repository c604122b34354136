// @storefront/sdk/charges against the real sandbox (issue 14): Ana's seeded charges of
// servicios-demo and the services read through the SDK's schemas; a charge scene approved with
// Pago Manual, another given a card and approved with Pago Automático; a hire answered once for
// its Idempotency-Key; an instalment read as the payment screen reads it (a Subscription with its
// chargeId); another shopper's charge is a 404 with the sandbox's message.
import { createApi, createMemoryTokenStore } from '../src';
import { chargesApi } from '../src/charges';
import { subscriptionsApi } from '../src/subscriptions';
import { sandboxForThisFile } from './sandbox-harness';

const sandbox = sandboxForThisFile();
jest.setTimeout(60_000);
const SV = 'st-servicios-demo';

async function ana() {
  const api = createApi({
    baseUrl: `${sandbox.current().url}/v1`,
    tokens: createMemoryTokenStore(),
  });
  await api.auth.login({ email: 'ana@demo.cl', password: 'demo1234', storeId: SV });
  return api;
}

async function scene(path: string, body: Record<string, unknown>) {
  const response = await fetch(`${sandbox.current().url}/sandbox/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { data: { _id: string } }).data;
}

it('lists and reads Ana’s seeded charges, the services and an instalment', async () => {
  const api = await ana();
  const { charges, services } = chargesApi(api);
  const pending = await charges.list({ userId: 'u-ana', storeId: SV, status: 'pending' });
  expect(pending.map((charge) => charge._id)).toEqual(['ch-sv-0001']);
  expect(pending[0]).toMatchObject({
    installments: 3,
    paymentType: null,
    paidTotal: 0,
    delinquent: false,
    files: [],
  });
  expect(pending[0]!.subscriptions.map((instalment) => instalment._id)).toEqual([
    'ch-sv-0001-i1',
    'ch-sv-0001-i2',
    'ch-sv-0001-i3',
  ]);
  const approved = await charges.get('ch-sv-0002');
  expect(approved).toMatchObject({
    status: 'approved',
    paymentType: 'recurring',
    cardId: 'card-ana-sv',
    paidTotal: 39990,
    delinquent: true,
  });
  expect(await charges.list({ userId: 'u-ana', storeId: SV, status: 'rejected' })).toEqual([]);

  const instalment = await subscriptionsApi(api).get('ch-sv-0002-i2');
  expect(instalment).toMatchObject({ chargeId: 'ch-sv-0002', type: 'single', status: 'pending' });

  expect(await services.get('svc-sv-0004')).toMatchObject({
    storeId: SV,
    name: 'Mantención de calefont',
    price: 45990,
    currency: 'clp',
    active: true,
    installments: 3,
  });
  expect((await services.get('svc-sv-0007')).active).toBe(false);
  await expect(services.get('svc-none')).rejects.toMatchObject({
    status: 404,
    serverMessage: 'Service not found',
  });
});

it('approves with Pago Manual, and with Pago Automático after saving the card', async () => {
  const api = await ana();
  const { charges } = chargesApi(api);
  const manual = await scene('charges', {
    email: 'ana@demo.cl',
    storeName: 'servicios-demo',
    installments: [{ paydayInDays: 3 }],
  });
  expect(await charges.approve(manual._id, 'single')).toMatchObject({
    status: 'approved',
    paymentType: 'single',
  });
  await expect(charges.approve(manual._id, 'single')).rejects.toMatchObject({
    status: 409,
    serverMessage: 'Charge is not pending',
  });

  const automatic = await scene('charges', {
    email: 'ana@demo.cl',
    storeName: 'servicios-demo',
    installments: [{ paydayInDays: 3 }, { paydayInDays: 33 }],
  });
  await expect(charges.approve(automatic._id, 'recurring')).rejects.toMatchObject({
    status: 409,
    serverMessage: 'Charge has no card',
  });
  const carded = await charges.saveCardInInstallments(automatic._id, {
    userId: 'u-ana',
    cardId: 'card-ana-sv',
  });
  expect(carded.subscriptions.map((instalment) => instalment.cardId)).toEqual([
    'card-ana-sv',
    'card-ana-sv',
  ]);
  const approved = await charges.approve(automatic._id, 'recurring');
  expect(approved).toMatchObject({ status: 'approved', paymentType: 'recurring' });
  expect(approved.approvedAt).toEqual(expect.any(String));
});

it('hires a service once per Idempotency-Key, the first instalment charged', async () => {
  const api = await ana();
  const { charges } = chargesApi(api);
  const service = await scene('services', {
    storeName: 'servicios-demo',
    name: 'Instalación de repisas',
    price: 30000,
    installments: 2,
  });
  const body = { serviceId: service._id, userId: 'u-ana', cardId: 'card-ana-sv' };
  const first = await charges.createFromService(body, { idempotencyKey: 'sdk-hire-1' });
  expect(first.transaction?.status).toBe('completed');
  expect(first.charge).toMatchObject({
    name: 'Instalación de repisas',
    status: 'approved',
    serviceId: service._id,
    totalPrice: 30000,
    paidTotal: 15000,
  });
  expect(await charges.createFromService(body, { idempotencyKey: 'sdk-hire-1' })).toEqual(first);
  const manual = await charges.createFromService(
    { serviceId: service._id, userId: 'u-ana' },
    { idempotencyKey: 'sdk-hire-2' },
  );
  expect(manual.transaction).toBeNull();
  expect(manual.charge.paymentType).toBe('single');
});

it('another shopper’s charge is a 404 "Charge not found"', async () => {
  const api = createApi({
    baseUrl: `${sandbox.current().url}/v1`,
    tokens: createMemoryTokenStore(),
  });
  await api.auth.guestLogin();
  await expect(chargesApi(api).charges.get('ch-sv-0001')).rejects.toMatchObject({
    status: 404,
    serverMessage: 'Charge not found',
  });
});
