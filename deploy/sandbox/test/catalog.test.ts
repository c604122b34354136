// The seeded catalogue and the list query: counts, search, sort, category and brand filters, pages.
import { TD, sharedSandbox } from './helpers';

const sandbox = sharedSandbox();

const products = async (query: string) => {
  const reply = await sandbox.v1.get(`/catalog/products?storeId=${TD}&${query}`);
  expect(reply.status).toBe(200);
  return reply.body.data as {
    docs: {
      _id: string;
      name: string;
      sku: string;
      brand: string;
      defaultPrice: number;
      currency?: string;
      categories: string[];
    }[];
    page: number;
    pages: number;
    limit: number;
    totalDocs: number;
  };
};

interface Category {
  name: string;
  children: Category[];
}
const depthOf = (nodes: Category[]): number => (nodes.length ? 1 + Math.max(...nodes.map((n) => depthOf(n.children))) : 0);
const countOf = (nodes: Category[]): number => nodes.reduce((sum, n) => sum + 1 + countOf(n.children), 0);
/** The same fold as the server's sort key: lower case, no accents. */
const fold = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase();

describe('seeded tienda-demo catalogue', () => {
  it('has at least 2,000 active products, 30 categories up to depth 4 and 40 brands', async () => {
    expect((await products('active=true&limit=1')).totalDocs).toBeGreaterThanOrEqual(2000);
    const tree = (await sandbox.v1.get(`/catalog/categories?storeId=${TD}`)).body.data as Category[];
    expect(countOf(tree)).toBeGreaterThanOrEqual(30);
    expect(depthOf(tree)).toBe(4);
    const brands = (await sandbox.v1.get(`/catalog/brands?storeId=${TD}`)).body.data as string[];
    expect(brands).toHaveLength(40);
  });

  it('serves the special products with their fixed ids', async () => {
    const discounts = (await sandbox.v1.get('/catalog/products/td-p-0002')).body.data;
    expect(discounts).toMatchObject({
      sku: 'TD-0002',
      storeId: TD,
      currency: 'clp',
      quantityDiscounts: [0.05, 0.1, 0.15],
      defaultPrice: 10000,
      imageUrl: `${sandbox.url}/sandbox/images/td-p-0002.jpg`,
    });
    expect(discounts.prices.monthly).toBe(10000);
    expect(discounts.prices.weekly).toBeNull();

    const get = async (id: string) => (await sandbox.v1.get(`/catalog/products/${id}`)).body.data;
    expect((await get('td-p-0001')).labels[0].labels.map((l: { name: string }) => l.name)).toEqual(['Chica', 'Grande']);
    expect((await get('td-p-0003')).promotions[0].discount).toEqual({ type: 'percentage', value: 20 });
    expect((await get('td-p-0004')).promotions[0].discount).toEqual({ type: 'fixed', value: 1000 });
    expect(await get('td-p-0005')).toMatchObject({ priceDefinedByUser: true });
    expect(await get('td-p-0006')).toMatchObject({ expirable: true });
    expect(await get('td-p-0007')).toMatchObject({ stock: 3 });
    expect(await get('td-p-0008')).toMatchObject({ currency: 'uf', defaultPrice: 1.25 });
    expect(await get('td-p-0009')).toMatchObject({ stock: null });
    const allFrequencies = await get('td-p-0010');
    expect(Object.values(allFrequencies.prices).every(Boolean)).toBe(true);
    expect(allFrequencies.defaultPrice).toBe(6990); // the lowest offered price (weekly)
  });

  it('finds a product by sku, and by sku or id, within the store only', async () => {
    expect((await sandbox.v1.get(`/catalog/products/sku/td-0007?storeId=${TD}`)).body.data._id).toBe('td-p-0007');
    expect((await sandbox.v1.get(`/catalog/products/skuOrId/TD-0008?storeId=${TD}`)).body.data._id).toBe('td-p-0008');
    expect((await sandbox.v1.get(`/catalog/products/skuOrId/td-p-0009?storeId=${TD}`)).body.data._id).toBe('td-p-0009');
    expect((await sandbox.v1.get('/catalog/products/sku/TD-0007?storeId=st-farmacia-demo')).status).toBe(404);
    expect((await sandbox.v1.get('/catalog/products/td-p-0007?storeId=st-farmacia-demo')).status).toBe(404);
  });

  it('gives farmacia-demo products the pharmacy metadata keys', async () => {
    const page = (await sandbox.v1.get('/catalog/products?storeId=st-farmacia-demo&limit=100')).body.data;
    expect(page.totalDocs).toBeGreaterThanOrEqual(50);
    expect(Object.keys(page.docs[0].metadata).sort()).toEqual(['Bioequivalente', 'MISB', 'Presentacion', 'Tipo de Producto']);
  });
});

describe('catalogue list query', () => {
  it('searches name, sku and brand, ignoring case and accents', async () => {
    const byName = await products('search=CAFE&limit=100');
    expect(byName.totalDocs).toBeGreaterThan(0);
    for (const doc of byName.docs) expect(fold(`${doc.name} ${doc.sku} ${doc.brand}`)).toContain('cafe');
    expect((await products('search=td-0042')).docs.map((d) => d._id)).toEqual(['td-p-0042']);
    const byBrand = await products('search=tostaduria central&limit=100');
    expect(byBrand.docs.length).toBeGreaterThan(0);
    for (const doc of byBrand.docs) expect(doc.brand).toBe('Tostaduría Central');
    expect((await products('search=zzzz-nothing')).totalDocs).toBe(0);
  });

  it('sorts by price and by name, both ways', async () => {
    const inPesos = (d: { currency?: string; defaultPrice: number }) =>
      d.currency === 'uf' ? d.defaultPrice * 39_000 : d.defaultPrice;
    const pricesUp = (await products('sort=defaultPrice&limit=100')).docs.map(inPesos);
    expect(pricesUp).toEqual([...pricesUp].sort((a, b) => a - b));
    const pricesDown = (await products('sort=-defaultPrice&limit=100')).docs.map(inPesos);
    expect(pricesDown).toEqual([...pricesDown].sort((a, b) => b - a));
    expect(pricesDown[0]).toBeGreaterThan(pricesUp[0]!);

    const namesUp = (await products('sort=name&limit=100')).docs.map((d) => fold(d.name));
    expect(namesUp).toEqual([...namesUp].sort());
    const namesDown = (await products('sort=-name&limit=100')).docs.map((d) => fold(d.name));
    expect(namesDown).toEqual([...namesDown].sort().reverse());
    expect(namesDown[0]! > namesUp[0]!).toBe(true);
    expect((await sandbox.v1.get(`/catalog/products?storeId=${TD}&sort=price`)).status).toBe(400);
  });

  it('includes descendants when filtering by category', async () => {
    const root = await products('categories=Despensa&limit=100');
    const child = await products('categories=Desayuno&limit=100');
    const grandchild = await products('categories=Café&limit=100');
    expect(child.totalDocs).toBeGreaterThan(0);
    expect(root.totalDocs).toBeGreaterThan(child.totalDocs);
    expect(child.totalDocs).toBeGreaterThan(grandchild.totalDocs);
    for (const doc of child.docs) expect(doc.categories.slice(0, 2)).toEqual(['Despensa', 'Desayuno']);
    // Two names: the union of both subtrees.
    const both = await products('categories=Frutas,Verduras&limit=1');
    const frutas = await products('categories=Frutas&limit=1');
    const verduras = await products('categories=Verduras&limit=1');
    expect(both.totalDocs).toBe(frutas.totalDocs + verduras.totalDocs);
    expect((await products('categories=No existe')).totalDocs).toBe(0);
  });

  it('"Precio: menor a mayor" sorts a UF product by what it costs in pesos (issue 39)', async () => {
    // Plan Hogar Premium is UF 1,25: $48.750 at the sandbox's UF (39.000), not "1,25".
    const pesos = (d: { currency?: string; defaultPrice: number }) =>
      d.currency === 'uf' ? d.defaultPrice * 39_000 : d.defaultPrice;
    const cheapest = (await products('sort=defaultPrice&limit=100')).docs;
    expect(cheapest.map((d) => d._id)).not.toContain('td-p-0008');
    const brand = async (sort: string) =>
      (await products(`brands=Casa Blanca&sort=${sort}&limit=100`)).docs;
    for (const [sort, order] of [
      ['defaultPrice', (a: number, b: number) => a - b],
      ['-defaultPrice', (a: number, b: number) => b - a],
    ] as const) {
      const docs = await brand(sort);
      expect(docs.map((d) => d._id)).toContain('td-p-0008');
      const prices = docs.map(pesos);
      expect(prices).toEqual([...prices].sort(order));
    }
  });

  it('filters by brands', async () => {
    const one = await products('brands=Campo Sur&limit=100');
    expect(one.totalDocs).toBeGreaterThan(0);
    expect(new Set(one.docs.map((d) => d.brand))).toEqual(new Set(['Campo Sur']));
    const two = await products('brands=Campo Sur,Valle Verde&limit=1');
    const other = await products('brands=Valle Verde&limit=1');
    expect(two.totalDocs).toBe(one.totalDocs + other.totalDocs);
  });

  it('pages: pages = ceil(totalDocs / limit), pages do not overlap, past the end is empty', async () => {
    const first = await products('active=true&limit=7&page=1');
    expect(first).toMatchObject({ page: 1, limit: 7 });
    expect(first.pages).toBe(Math.ceil(first.totalDocs / 7));
    const second = await products('active=true&limit=7&page=2');
    expect(second.docs).toHaveLength(7);
    const ids = new Set(first.docs.map((d) => d._id));
    for (const doc of second.docs) expect(ids.has(doc._id)).toBe(false);
    const last = await products(`active=true&limit=7&page=${first.pages}`);
    expect(last.docs.length).toBe(first.totalDocs - 7 * (first.pages - 1));
    expect((await products(`active=true&limit=7&page=${first.pages + 1}`)).docs).toEqual([]);
    expect((await products('limit=4')).limit).toBe(4);
  });

  it('never lists hidden products; active=false lists only inactive ones', async () => {
    const all = await products('limit=1');
    const active = await products('active=true&limit=1');
    const inactive = await products('active=false&limit=100');
    expect(all.totalDocs).toBe(active.totalDocs + inactive.totalDocs);
    expect(inactive.totalDocs).toBeGreaterThan(0);
    for (const doc of inactive.docs as unknown as { active: boolean; hidden: boolean }[]) {
      expect(doc).toMatchObject({ active: false, hidden: false });
    }
    expect(all.totalDocs).toBeLessThan(2400);
  });
});

describe('categories endpoints', () => {
  it('lists roots and every category, and children names by name', async () => {
    const roots = (await sandbox.v1.get(`/categories/?storeId=${TD}&onlyRoots=true&onlyActive=true`)).body.data as Category[];
    expect(roots.map((c) => c.name)).toContain('Despensa');
    expect(roots.find((c) => c.name === 'Despensa')!.children.length).toBeGreaterThan(0);
    const all = (await sandbox.v1.get(`/categories?storeId=${TD}`)).body.data as Category[];
    expect(all.length).toBeGreaterThanOrEqual(30);
    const byName = await sandbox.v1.get(`/categories/name/?storeId=${TD}&name=Café`);
    expect(byName.body.data).toEqual({ name: 'Café', children: ['Café en grano', 'Café molido'] });
    expect((await sandbox.v1.get(`/categories/name?storeId=${TD}&name=Nada`)).status).toBe(404);
  });
});
