// The requests the SDK builds for a representative call of each resource that sends a query or a
// body, captured on a recording fetch (answered with a failure, so nothing follows): what the SDK
// would put on the wire, to be checked against the API's document.
import { createApi, createMemoryTokenStore } from '../../src';
import { chargesApi } from '../../src/charges';
import { paymentsApi } from '../../src/payments';
import { purchasesApi } from '../../src/purchases';
import { subscriptionsApi } from '../../src/subscriptions';
import { transactionsApi } from '../../src/transactions';
import type { RecordedRequest } from './openapi-requests';

const BASE = 'http://api.test/v1';
const TD = 'st-tienda-demo';
const owner = { storeId: TD, guestId: 'g-1', userId: 'u-ana' };
const key = { idempotencyKey: 'k-1' };

export async function sdkSampleRequests(): Promise<RecordedRequest[]> {
  const recorded: RecordedRequest[] = [];
  const fetch = async (url: string, init?: RequestInit) => {
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    recorded.push({ method: init?.method ?? 'GET', url, body });
    return new Response(JSON.stringify({ code: 418, message: 'recorded' }), { status: 418 });
  };
  const api = createApi({
    baseUrl: BASE,
    tokens: createMemoryTokenStore({ access: 'a', refresh: 'r' }),
    fetch,
  });
  const purchases = purchasesApi(api);
  const subscriptions = subscriptionsApi(api);
  const payments = paymentsApi(api);
  const charges = chargesApi(api);
  const calls: (() => Promise<unknown>)[] = [
    () => api.auth.login({ email: 'ana@demo.cl', password: 'x', storeId: TD }),
    () => api.auth.guestLogin({ guestId: 'g-1' }),
    () => api.auth.checkEmail({ email: 'ana@demo.cl', storeId: TD }),
    () => api.auth.generateCode({ email: 'ana@demo.cl', storeName: 'tienda-demo' }),
    () => api.auth.verifyCode({ email: 'ana@demo.cl', code: '123456', storeId: TD }),
    () =>
      api.auth.register({ email: 'nueva@demo.cl', storeId: TD, name: 'Ana', lastName: 'Pérez' }),
    () =>
      api.auth.recoverPassword({
        email: 'ana@demo.cl',
        storeId: TD,
        origin: 'http://localhost:8080',
      }),
    () => api.auth.validateRecoverToken('t-1'),
    () => api.auth.changePassword({ token: 't-1', password: 'Secreta123' }),
    () => api.auth.decodeUser('t-1'),
    () => api.auth.updateProfile({ rut: '12.345.678-5', phone: '912345678', phonePrefix: '+56' }),
    () =>
      api.users.addAddress('u-ana', {
        street: 'Avenida Providencia',
        number: '1234',
        commune: 'Providencia',
      }),
    () => api.payers.list({ userId: 'u-ana', storeId: TD }),
    () =>
      api.payers.update('payer-ana', {
        company: { rut: '76.086.428-5', address: 'Providencia 1234' },
      }),
    () => api.carts.getOrCreate(owner),
    () => api.carts.count(owner),
    () => api.carts.mergeCarts({ storeId: TD, guestId: 'g-1' }),
    () =>
      api.carts.addProduct({
        ...owner,
        product: { productId: 'td-p-0001', quantity: 1, billingType: 'single' },
      }),
    () =>
      api.carts.patchProduct({
        ...owner,
        productId: 'td-p-0001',
        product: { productOptionId: 'po-1', quantity: 2 },
      }),
    () => api.carts.removeProduct({ ...owner, productOptionId: 'po-1' }),
    () =>
      api.cards.startInscription({
        storeId: TD,
        returnUrl: 'http://localhost:8080/tienda-demo/userpanel/cards',
      }),
    () => api.cards.confirmInscription({ token: 'tok-1', storeId: TD }),
    () =>
      api.catalog.products({
        storeId: TD,
        page: 1,
        limit: 4,
        search: 'café',
        sort: 'defaultPrice',
      }),
    () =>
      purchases.processCart(
        { ...owner, cardId: 'card-1', shippingId: 'sh-1', tax: 0.19, gift: false, currency: 'clp' },
        key,
      ),
    () =>
      purchases.shippings.getPrice({
        storeId: TD,
        commune: 'Providencia',
        currency: 'clp',
        amount: 25990,
      }),
    () => purchases.deliveries.list({ userId: 'u-ana', storeId: TD }),
    () => subscriptions.list({ userId: 'u-ana', storeId: TD, statuses: ['active', 'paused'] }),
    () => subscriptions.patch('sub-1', { cardId: 'card-1' }),
    () => subscriptions.retry('sub-1', { cardId: 'card-1', ...key }),
    () => subscriptions.saveCardInSub('sub-1', 'card-1'),
    () =>
      subscriptions.calculateCycles({
        billingFrequency: 30,
        payday: '2026-12-10T00:00:00.000Z',
        createdAt: '2026-12-01T00:00:00.000Z',
        expiration: '2027-12-01T00:00:00.000Z',
      }),
    () => transactionsApi(api).list({ userId: 'u-ana', page: 1, limit: 10 }),
    () => charges.charges.approve('ch-1', 'single'),
    () => charges.charges.saveCardInInstallments('ch-1', { userId: 'u-ana', cardId: 'card-1' }),
    () =>
      charges.charges.createFromService(
        { serviceId: 'sv-1', userId: 'u-ana', cardId: 'card-1' },
        key,
      ),
    () => payments.links.getOrCreateRequest('pl-1', { userEmail: 'ana@demo.cl', userId: 'u-ana' }),
    () =>
      payments.intents.create(
        {
          paymentRequestId: 'pr-1',
          userEmail: 'ana@demo.cl',
          paymentMethod: { name: 'Webpay Plus' },
          price: 15000,
        },
        key,
      ),
    () => payments.intents.listByRequest('pr-1', { status: 'initiated' }),
    () =>
      payments.rails.webpayPlus.createPayment({
        paymentIntentId: 'pi-1',
        returnUrl: 'http://localhost:8080/r',
      }),
    () => payments.rails.webpayPlus.validatePayment('tok-1'),
    () =>
      payments.rails.khipu.createPayment(
        { subscriptionId: 'sub-1', subject: 'Pago', returnUrl: 'http://localhost:8080/r' },
        TD,
      ),
    () =>
      payments.rails.mercadoPago.preference(
        {
          paymentIntentId: 'pi-1',
          subject: 'Pago',
          successUrl: 'http://localhost:8080/ok',
          failureUrl: 'http://localhost:8080/ko',
          pendingUrl: 'http://localhost:8080/p',
        },
        TD,
      ),
  ];
  for (const call of calls) await call().catch(() => undefined);
  return recorded;
}
