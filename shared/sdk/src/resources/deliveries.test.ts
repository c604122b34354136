// purchasesApi(api).deliveries against a fake fetch (spec 002 §7 Orders: "GET delivery/ with query
// storeId, userId, page, limit. Pages are looped until all are read. Response: docs, pages. Default
// page 1, default limit 100."; §9 "default page size 100 for orders; default page 1").
import { createFakeFetch, fail, ok, type FakeCall } from '../../test/fake-fetch';
import { createApi } from '../create-api';
import { ApiError } from '../errors';
import { purchasesApi } from '../purchases';
import { createMemoryTokenStore } from '../token-store';

const BASE = 'http://localhost:4000/v1';
const query = (call: FakeCall) => Object.fromEntries(new URL(call.url).searchParams);

const order = (n: number) => ({
  _id: `dlv-${n}`,
  deliveryNumber: 900 + n,
  storeId: 'st-tienda-demo',
  createdAt: '2026-10-26T15:00:00.000Z',
  status: 'delivered',
  contact: { address: { street: 'Avenida Providencia', number: '1234', commune: 'Providencia' } },
  price: 14990,
  deliveryPrice: 2990,
  totalPrice: 17980,
  currency: 'clp',
  products: [{ productId: 'td-p-0007', name: 'Kit', price: 14990, quantity: 1, totalPrice: 14990 }],
});

function deliveriesWith(route: (call: FakeCall) => ReturnType<typeof ok>) {
  const fake = createFakeFetch(route);
  const api = createApi({ baseUrl: BASE, tokens: createMemoryTokenStore(), fetch: fake.fetch });
  return { deliveries: purchasesApi(api).deliveries, calls: fake.calls };
}

describe('deliveries.list', () => {
  it('"Default page 1, default limit 100", with the user and the store', async () => {
    const { deliveries, calls } = deliveriesWith(() => ok({ docs: [order(1)], page: 1, pages: 1 }));
    const answer = await deliveries.list({ userId: 'u-ana', storeId: 'st-tienda-demo' });
    expect(new URL(calls[0]!.url).pathname).toBe('/v1/delivery/');
    expect(query(calls[0]!)).toEqual({
      userId: 'u-ana',
      storeId: 'st-tienda-demo',
      page: '1',
      limit: '100',
    });
    expect(answer.docs[0]).toMatchObject({ deliveryNumber: 901, storeId: 'st-tienda-demo' });
    expect(answer.docs[0]!.products[0]!.totalPrice).toBe(14990);
  });
});

describe('deliveries.listAll ("Pages are looped until all are read")', () => {
  it('reads page 1, 2 and 3 of three and returns every order in the order given', async () => {
    const { deliveries, calls } = deliveriesWith((call) => {
      const page = Number(query(call).page);
      return ok({ docs: [order(page * 10), order(page * 10 + 1)], page, pages: 3 });
    });
    const all = await deliveries.listAll({ userId: 'u-ana', storeId: 'st-tienda-demo' });
    expect(calls.map((call) => [query(call).page, query(call).limit])).toEqual([
      ['1', '100'],
      ['2', '100'],
      ['3', '100'],
    ]);
    expect(all.map((d) => d._id)).toEqual([
      'dlv-10',
      'dlv-11',
      'dlv-20',
      'dlv-21',
      'dlv-30',
      'dlv-31',
    ]);
  });

  it('one call when there is one page (or none), and an empty page ends the loop', async () => {
    const none = deliveriesWith(() => ok({ docs: [], page: 1, pages: 0 }));
    expect(await none.deliveries.listAll({ userId: 'u', storeId: 's' })).toEqual([]);
    expect(none.calls).toHaveLength(1);

    const wrongCount = deliveriesWith((call) =>
      ok({ docs: query(call).page === '1' ? [order(1)] : [], page: 1, pages: 50 }),
    );
    expect(await wrongCount.deliveries.listAll({ userId: 'u', storeId: 's' })).toHaveLength(1);
    expect(wrongCount.calls).toHaveLength(2);
  });

  it('a failed page fails the whole read (no half list)', async () => {
    const { deliveries } = deliveriesWith((call) =>
      query(call).page === '1' ? ok({ docs: [order(1)], page: 1, pages: 2 }) : fail(500, 'down'),
    );
    await expect(deliveries.listAll({ userId: 'u', storeId: 's' })).rejects.toBeInstanceOf(
      ApiError,
    );
  });
});

describe('deliveries.get', () => {
  it("another shopper's or an unknown order is a 404 ApiError", async () => {
    const { deliveries, calls } = deliveriesWith(() => fail(404, 'Delivery not found'));
    await expect(deliveries.get('dlv x')).rejects.toMatchObject({
      status: 404,
      serverMessage: 'Delivery not found',
    });
    expect(calls[0]!.url).toBe(`${BASE}/delivery/dlv%20x`);
  });
});
