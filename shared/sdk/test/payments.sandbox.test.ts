// @storefront/sdk/payments against the real sandbox (issue 13): a guest opens servicios-demo's
// seeded payment link, gets its payment request, creates a Webpay Plus intent, pays on the
// sandbox's Webpay page and commits the token; every answer reads through the SDK's schemas, and
// the invoice and the transaction read back as paid. Khipu and Mercado Pago start with the notify
// URLs the SDK fills in (the sandbox refuses any other).
import { createApi, createMemoryTokenStore } from '../src';
import { committedAnswerOf, paymentsApi } from '../src/payments';
import { transactionsApi } from '../src/transactions';
import { sandboxForThisFile } from './sandbox-harness';

const sandbox = sandboxForThisFile();
jest.setTimeout(60_000);
const LINK = 'pl-sv-4mV0cK2Qd9ZyLw7eHtR1xA';
const SHELL_PAGE = 'http://servicios-demo.localhost:8080/single-payments';

async function guestApi() {
  const api = createApi({
    baseUrl: `${sandbox.current().url}/v1`,
    tokens: createMemoryTokenStore(),
  });
  await api.auth.guestLogin();
  return api;
}

it('a guest pays the open payment link with Webpay Plus; the commit happens once', async () => {
  const api = await guestApi();
  const payments = paymentsApi(api);
  const { userId } = await api.auth.profile();
  const link = await payments.links.get(LINK);
  expect(link).toMatchObject({ price: 19990, currency: 'clp', status: 'active' });
  const request = await payments.links.getOrCreateRequest(LINK, {
    userEmail: 'invitada@test.cl',
    userId: userId!,
  });
  expect(
    await payments.links.getOrCreateRequest(LINK, {
      userEmail: 'invitada@test.cl',
      userId: userId!,
    }),
  ).toEqual(request);

  const intent = await payments.intents.create({
    paymentRequestId: request._id,
    userEmail: 'invitada@test.cl',
    paymentMethod: { name: 'Webpay Plus' },
    price: request.price,
  });
  expect(await payments.intents.listByRequest(request._id, { status: 'initiated' })).toEqual([
    intent,
  ]);
  const started = await payments.rails.webpayPlus.createPayment({
    paymentIntentId: intent._id,
    returnUrl: `${SHELL_PAGE}/${request._id}?webpayPlus=true`,
  });
  const page = await fetch(started.redirectUrl, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: 'action=approve',
  });
  const back = new URL(page.headers.get('location')!);
  expect(back.searchParams.get('token_ws')).toBe(started.paymentToken);

  const committed = await payments.rails.webpayPlus.validatePayment(started.paymentToken);
  expect(committed).toMatchObject({ status: 'completed', paymentIntent: { status: 'successful' } });
  const again = await payments.rails.webpayPlus
    .validatePayment(started.paymentToken)
    .catch((error: unknown) => error);
  expect(committedAnswerOf(again)?.status).toBe('completed');
  const invoice = await payments.invoices.byPaymentIntent(intent._id);
  expect(invoice).toMatchObject({
    totalGrossAmount: 19990,
    currency: 'clp',
    referenceCurrency: null,
  });
  expect((await transactionsApi(api).get(started.transaction._id)).status).toBe('completed');
});

it('Khipu and Mercado Pago start with the notify URLs the SDK fills in', async () => {
  const api = await guestApi();
  const payments = paymentsApi(api);
  const { userId } = await api.auth.profile();
  const request = await payments.links.getOrCreateRequest(LINK, {
    userEmail: 'otra@test.cl',
    userId: userId!,
  });
  const khipuIntent = await payments.intents.create({
    paymentRequestId: request._id,
    userEmail: 'otra@test.cl',
    paymentMethod: { name: 'Khipu Payment Initiation' },
    price: request.price,
  });
  const khipu = await payments.rails.khipu.createPayment(
    {
      paymentIntentId: khipuIntent._id,
      subject: 'Visita',
      returnUrl: `${SHELL_PAGE}/${request._id}?khipu=true`,
    },
    request.storeId,
  );
  expect((await transactionsApi(api).get(khipu.transaction._id)).status).toBe('pending');
  await payments.intents.expire(khipuIntent._id);
  const mpIntent = await payments.intents.create({
    paymentRequestId: request._id,
    userEmail: 'otra@test.cl',
    paymentMethod: { name: 'Mercado Pago Checkout Pro' },
    price: request.price,
  });
  const base = `${SHELL_PAGE}/${request._id}?mp=true`;
  const preference = await payments.rails.mercadoPago.preference(
    {
      paymentIntentId: mpIntent._id,
      subject: 'Visita',
      successUrl: `${base}&result=success`,
      failureUrl: `${base}&result=failure`,
      pendingUrl: `${base}&result=pending`,
    },
    request.storeId,
  );
  expect(preference.redirectUrl).toContain(`/sandbox/mercadopago/${preference.preferenceId}`);
});
