// What the subscription-edit/*.test.ts share (PATCH /v1/subscriptions/{id} as the subscription edit
// saves it, spec 001 §2, §5, §7): the file's sandbox, a shopper who makes her own subscriptions
// (POST /sandbox/subscriptions), a delivery quote, and what a refused change must leave as it was.
import { sharedSandbox } from '../helpers';

export function editSuite() {
  const sandbox = sharedSandbox();
  jest.setTimeout(60_000);
  let n = 0;

  async function shopper() {
    const email = `edicion-${++n}@demo.cl`;
    const token = (await sandbox.api.post('/sandbox/session', { email })).body.data
      .access as string;
    const scene = async (body: Record<string, unknown>, storeName = 'tienda-demo') => {
      const made = await sandbox.api.post('/sandbox/subscriptions', {
        email,
        storeName,
        status: 'active',
        products: [{ productId: 'td-p-0003', quantity: 2 }],
        ...body,
      });
      expect(made.status).toBe(201);
      return made.body.data;
    };
    return { email, token, scene };
  }

  const quote = async (
    token: string,
    commune: string,
    amount: number,
    storeId = 'st-tienda-demo',
  ) =>
    sandbox.v1.get(
      `/shippings/getPrice?storeId=${storeId}&commune=${encodeURIComponent(commune)}&currency=clp&amount=${amount}`,
      token,
    );

  const storeIdOf = async (name: string) =>
    (
      await sandbox.db
        .selectFrom('stores')
        .select('id')
        .where('name', '=', name)
        .executeTakeFirstOrThrow()
    ).id;

  const stored = async (id: string) => {
    const row = await sandbox.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    const consents = await sandbox.db
      .selectFrom('price_consents')
      .selectAll()
      .where('subscription_id', '=', id)
      .execute();
    const stock = await sandbox.db
      .selectFrom('products')
      .select(['id', 'stock'])
      .orderBy('id')
      .execute();
    return JSON.stringify({ row, consents, stock });
  };

  let tienda = '';
  beforeAll(async () => {
    tienda = await storeIdOf('tienda-demo');
  });
  /** tienda-demo's id, read from the database before the tests. */
  const tiendaId = () => tienda;

  return { sandbox, shopper, quote, stored, tiendaId };
}
