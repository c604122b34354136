// GET /v1/shippings/getPrice and /v1/shippings/{id} (spec 001 §7; API.md "Shipping"): tienda-demo
// charges a flat CLP 2,990 (UF 0.08), free from CLP 50,000 (UF 2); a commune outside
// deliveryCoveragePolicy.deliverableCommunes is refused; the same quote gives the same id.
import { loginAna, sharedSandbox, TD } from './helpers';

const sandbox = sharedSandbox();
jest.setTimeout(30_000);
let token = '';

beforeAll(async () => {
  token = (await loginAna(sandbox.v1)).access;
});

const getPrice = (query: string, bearer: string | undefined = token) =>
  sandbox.v1.get(`/shippings/getPrice?${query}`, bearer);

it('tienda-demo: CLP 2,990 under 50,000; free from 50,000; UF 0.08 under 2', async () => {
  expect(
    (await getPrice(`storeId=${TD}&commune=Providencia&currency=clp&amount=49999`)).body.data,
  ).toMatchObject({ price: 2990, commune: 'Providencia' });
  expect(
    (await getPrice(`storeId=${TD}&commune=Providencia&currency=clp&amount=50000`)).body.data,
  ).toMatchObject({ price: 0 });
  expect(
    (await getPrice(`storeId=${TD}&commune=Vitacura&currency=uf&amount=1.25`)).body.data,
  ).toMatchObject({ price: 0.08, currency: 'uf' });
});

it('the store promises free delivery from the amount its quote makes it free (issue 39: $30.000 promised, charged up to $50.000)', async () => {
  const store = (await sandbox.v1.get(`/stores/${TD}`)).body.data;
  const promise = `${store.content.navigation.navbar.alert[0].text} ${store.content.views.landing.notes.join(' ')}`;
  const from = [...promise.matchAll(/Despacho gratis en compras sobre \$([\d.]+)/g)].map((m) =>
    Number(m[1]!.replace(/\./g, '')),
  );
  expect(from).toEqual([50000, 50000]);
  const quote = async (amount: number) =>
    (await getPrice(`storeId=${TD}&commune=Providencia&currency=clp&amount=${amount}`)).body.data
      .price;
  expect([await quote(from[0]! - 1), await quote(from[0]!)]).toEqual([2990, 0]);
});

it('the answer has price and _id (spec 001 §3 "Shipping price result: price and id (or _id)"), readable by id', async () => {
  const quote = (await getPrice(`storeId=${TD}&commune=%C3%91u%C3%B1oa&currency=clp&amount=10000`))
    .body.data;
  expect(quote).toMatchObject({ _id: expect.stringMatching(/^ship-/), id: quote._id, price: 2990 });
  const again = (await getPrice(`storeId=${TD}&commune=%C3%91u%C3%B1oa&currency=clp&amount=10000`))
    .body.data;
  expect(again._id).toBe(quote._id);
  // Asking again renews the quote (its expiry runs from the last ask).
  expect(Date.parse(again.createdAt)).toBeGreaterThanOrEqual(Date.parse(quote.createdAt));
  expect((await sandbox.v1.get(`/shippings/${quote._id}`, token)).body.data).toEqual(again);
  expect((await sandbox.v1.get('/shippings/ship-nope', token)).status).toBe(404);
});

it('coverage: accents and case do not matter ("nunoa"); a commune outside the list is 400 and stores nothing', async () => {
  expect((await getPrice(`storeId=${TD}&commune=nunoa&currency=clp&amount=1`)).status).toBe(200);
  const before = await sandbox.db
    .selectFrom('shippings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  const outside = await getPrice(`storeId=${TD}&commune=Arica&currency=clp&amount=1`);
  expect(outside).toMatchObject({
    status: 400,
    body: { message: 'Commune outside delivery coverage' },
  });
  const after = await sandbox.db
    .selectFrom('shippings')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  expect(after.n).toBe(before.n);
});

it('a store with an empty deliverableCommunes list covers every commune (farmacia-demo: CLP 1,990 under 30,000)', async () => {
  expect(
    (await getPrice('storeId=st-farmacia-demo&commune=Arica&currency=clp&amount=1000')).body.data,
  ).toMatchObject({ price: 1990 });
});

it('needs a bearer (guests too); an unknown store is 404', async () => {
  expect(
    (await getPrice(`storeId=${TD}&commune=Providencia&currency=clp&amount=1`, '')).status,
  ).toBe(401);
  const guest = (await sandbox.v1.post('/auth/guestLogin', {})).body.data.access;
  expect(
    (await getPrice(`storeId=${TD}&commune=Providencia&currency=clp&amount=1`, guest)).status,
  ).toBe(200);
  expect((await getPrice('storeId=st-nope&commune=Providencia&currency=clp&amount=1')).status).toBe(
    404,
  );
});

it('Ana’s seeded paid orders (SANDBOX.md) are listed newest first', async () => {
  const orders = await sandbox.v1.get(`/deliveries?userId=u-ana&storeId=${TD}`, token);
  expect(orders.body.data).toMatchObject({ page: 1, pages: 1, totalDocs: 2 });
  expect(
    orders.body.data.docs.map((d: { _id: string; status: string }) => `${d._id}:${d.status}`),
  ).toEqual(['dlv-td-0002:pending', 'dlv-td-0001:delivered']);
});
