// The stores' payment methods as a scene (API.md "Sandbox-only": POST /sandbox/stores/clone and
// PATCH /sandbox/stores/{storeName} take `paymentMethods`): a test can make a store that offers no
// Webpay Oneclick (002 §4 "if required and unavailable: tokenized-unavailable") without touching
// a seeded store other tests read.
import { sharedSandbox } from './helpers';

const sandbox = sharedSandbox();
const methodsOf = async (storeId: string) =>
  (await sandbox.v1.get(`/stores/${storeId}/availablePaymentMethods`)).body.data;

describe('store payment methods scene', () => {
  it('a clone offers the methods it is given; the source keeps its own', async () => {
    const made = await sandbox.api.post('/sandbox/stores/clone', {
      from: 'servicios-demo',
      name: 'servicios-sin-oneclick',
      policy: { paymentMethodsPolicy: { requireTokenized: true } },
      store: { paymentMethods: ['webpay-plus', 'khipu'] },
    });
    expect(made.status).toBe(201);
    expect(await methodsOf(made.body.data._id)).toEqual(['webpay-plus', 'khipu']);
    expect(made.body.data.paymentMethods).toBeUndefined();
    expect(
      (await sandbox.v1.get(`/policies/${made.body.data._id}`)).body.data.paymentMethodsPolicy,
    ).toMatchObject({
      requireTokenized: true,
    });
    const source = (await sandbox.v1.get('/stores/?name=servicios-demo')).body.data.docs[0];
    expect(await methodsOf(source._id)).toContain('webpay-oneclick');
  });

  it('a clone without paymentMethods copies the source’s; PATCH replaces them', async () => {
    const made = await sandbox.api.post('/sandbox/stores/clone', {
      from: 'servicios-demo',
      name: 'servicios-metodos',
    });
    const source = (await sandbox.v1.get('/stores/?name=servicios-demo')).body.data.docs[0];
    expect(await methodsOf(made.body.data._id)).toEqual(await methodsOf(source._id));
    const patched = await sandbox.api.patch('/sandbox/stores/servicios-metodos', {
      paymentMethods: ['mercado-pago'],
    });
    expect(patched.status).toBe(200);
    expect(await methodsOf(made.body.data._id)).toEqual(['mercado-pago']);
  });

  it('refuses unknown method ids', async () => {
    const clone = await sandbox.api.post('/sandbox/stores/clone', {
      from: 'servicios-demo',
      name: 'servicios-metodo-raro',
      store: { paymentMethods: ['paypal'] },
    });
    expect(clone.status).toBe(400);
    expect(
      (await sandbox.api.patch('/sandbox/stores/servicios-demo', { paymentMethods: 'webpay-plus' }))
        .status,
    ).toBe(400);
  });
});
