// Spec 000 §2 Catalogue, §7 catalogue fetch, §9 constants: tienda-demo's catalogue (2,000 seeded
// products) as a shopper uses it on desktop (sidebar) and phone (filter drawer). Expected results
// are asked of the sandbox with the same params the page sends, so the seed can change.
import { expect, test, type Locator, type Page } from '../support/test';
import { SANDBOX_URL } from '../support/env';
import { storeInfo } from '../support/sandbox';
import { storeUrl } from '../support/shopper';

const END_FILTERED = 'No quedan más productos.';
const LOAD_MORE = 'Cargar más productos';

interface Paged {
  docs: { _id: string; name: string }[];
  pages: number;
  totalDocs: number;
}

async function apiJson<T>(path: string): Promise<T> {
  const response = await fetch(`${SANDBOX_URL}/v1/${path}`);
  return ((await response.json()) as { data: T }).data;
}

async function expectedPage(params: Record<string, string>): Promise<Paged> {
  const { _id } = await storeInfo('tienda-demo');
  const query = new URLSearchParams({
    storeId: _id,
    active: 'true',
    page: '1',
    limit: '4',
    sort: 'defaultPrice',
    ...params,
  });
  return apiJson<Paged>(`catalog/products?${query}`);
}

/**
 * `clientRendered`: the page the browser renders itself (`?ssr=0`), for tests of the catalogue's
 * own page-1 request; a server-rendered catalogue arrives with page 1 (ssr/server-html.spec.ts).
 */
async function openCatalog(page: Page, { clientRendered = false } = {}) {
  await page.goto(`${storeUrl('tienda-demo', 'catalog')}${clientRendered ? '?ssr=0' : ''}`);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Catálogo' })).toBeVisible();
  const grid = main.getByRole('list', { name: 'Productos' });
  await expect(grid.getByRole('article').first()).toBeVisible();
  return { main, grid };
}

/** The product ids of the cards, in order (cards link to products/{id}). */
async function cardIds(grid: Locator): Promise<string[]> {
  const hrefs = await grid
    .getByRole('article')
    .getByRole('link')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href') ?? ''));
  return hrefs.map((href) => decodeURIComponent(href.split('/products/')[1] ?? ''));
}

/** Opens the filters: the sidebar on desktop, the drawer on the phone. */
async function filters(page: Page, isMobile: boolean): Promise<Locator> {
  if (!isMobile) return page.getByRole('complementary', { name: 'Filtros' });
  await page.getByRole('button', { name: /^Filtros/ }).click();
  const drawer = page.getByRole('dialog', { name: 'Filtros' });
  await expect(drawer).toBeVisible();
  return drawer;
}

test(
  'cards of page 1 in price order, four per request, with the desktop/phone layout',
  { tag: '@both' },
  async ({ page, isMobile }) => {
    const requests: URL[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/catalog/products?')) requests.push(new URL(request.url()));
    });
    const { main, grid } = await openCatalog(page, { clientRendered: true });
    const expected = await expectedPage({});
    await expect
      .poll(async () => (await cardIds(grid)).slice(0, 4))
      .toEqual(expected.docs.map((d) => d._id));
    const first = Object.fromEntries(requests[0]!.searchParams);
    expect(first).toMatchObject({ active: 'true', page: '1', limit: '4', sort: 'defaultPrice' });
    // Desktop: the sidebar is there and the grid has 3 columns; phone: a "Filtros" button, 2 columns.
    if (isMobile) {
      await expect(main.getByRole('complementary', { name: 'Filtros' })).toHaveCount(0);
      await expect(main.getByRole('button', { name: 'Filtros' })).toBeVisible();
    } else {
      await expect(main.getByRole('complementary', { name: 'Filtros' })).toBeVisible();
    }
    const columns = await grid.evaluate(
      (el) => getComputedStyle(el).gridTemplateColumns.split(' ').length,
    );
    expect(columns).toBe(isMobile ? 2 : 3);
    const gap = await grid.evaluate((el) => [
      getComputedStyle(el).rowGap,
      getComputedStyle(el).columnGap,
    ]);
    expect(gap).toEqual(['35px', isMobile ? '20px' : '30px']);
    const height = await grid
      .getByRole('article')
      .first()
      .evaluate((el) => el.getBoundingClientRect().height);
    expect(height).toBe(isMobile ? 350 : 430);
  },
);

/** How many products the list holds: each card's aria-setsize (past 48 only some are mounted). */
const loadedCount = async (grid: Locator) =>
  Number((await grid.getByRole('listitem').first().getAttribute('aria-setsize')) ?? 0);

test('infinite scroll goes past 40 products, each page of 4 announced', async ({ page }) => {
  const { main, grid } = await openCatalog(page);
  for (let i = 0; i < 30 && (await loadedCount(grid)) <= 40; i++) {
    await page.mouse.wheel(0, 2500);
    await page.waitForTimeout(150);
  }
  await expect.poll(() => loadedCount(grid), { timeout: 20_000 }).toBeGreaterThan(40);
  await expect(
    main.getByRole('status').filter({ hasText: 'Se cargaron 4 productos' }),
  ).toBeAttached();
  // No duplicates across pages.
  const ids = await cardIds(grid);
  expect(new Set(ids).size).toBe(ids.length);
});

test('the "Cargar más productos" button loads the next page from the keyboard', async ({
  page,
}) => {
  // The button is the infinite scroll's fallback: in a browser without IntersectionObserver it is
  // the only way on. Here it is that browser, so the one page after page 1 is the key press's
  // (with the observer, pages load by themselves while the list is short, and a press could not be
  // told from them).
  await page.addInitScript(() => {
    delete (window as { IntersectionObserver?: unknown }).IntersectionObserver;
  });
  // After page 1, each page is asked for by the previous answer's cursor (`after`).
  const requests: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/v1/catalog/products?')) {
      const params = new URL(request.url()).searchParams;
      requests.push(params.get('after') ?? `page=${params.get('page')}`);
    }
  });
  const { main, grid } = await openCatalog(page, { clientRendered: true });
  const button = main.getByRole('button', { name: LOAD_MORE });
  await expect(button).toBeVisible();
  await expect(button).toHaveAttribute('aria-busy', 'false');
  await expect(grid.getByRole('article')).toHaveCount(4);
  expect(requests).toEqual(['page=1']);
  await button.focus();
  await page.keyboard.press('Enter');
  await expect(grid.getByRole('article')).toHaveCount(8);
  expect(requests).toHaveLength(2);
  expect(requests[1]).toMatch(/^[A-Za-z0-9_-]+$/);
  await expect(button).toBeFocused();
  await expect(
    main.getByRole('status').filter({ hasText: 'Se cargaron 4 productos' }),
  ).toBeAttached();
});

test('search is applied once typing stops and reloads from page 1', async ({ page }) => {
  // The page's clock is Playwright's and stands still while the text is typed, so however slowly
  // this machine types, no pause between keys reaches the 1 s wait; then 1 s of it passes. (The
  // wait itself is use-debounced-value.test.ts's, with fake timers.)
  await page.clock.install();
  const { main, grid } = await openCatalog(page);
  const searches: { page: string | null; search: string }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname.endsWith('/v1/catalog/products') && url.searchParams.has('search'))
      searches.push({
        page: url.searchParams.get('page'),
        search: url.searchParams.get('search')!,
      });
  });
  // A SKU (search matches name, SKU and brand): one product, so the end text shows.
  const box = main.getByRole('searchbox', { name: 'Buscar productos' });
  await page.clock.pauseAt(Date.now() + 60_000);
  await box.pressSequentially('TD-0002', { delay: 60 });
  await expect(box).toHaveValue('TD-0002');
  expect(searches).toEqual([]);
  await page.clock.runFor(1000);
  await page.clock.resume();
  await expect.poll(() => searches.length).toBeGreaterThan(0);
  // Typing went on without a request per key: the one search is the whole text, from page 1.
  expect(searches).toEqual([{ page: '1', search: 'TD-0002' }]);
  const expected = await expectedPage({ search: 'TD-0002' });
  await expect.poll(() => cardIds(grid)).toEqual(expected.docs.map((d) => d._id));
  await expect(main.getByText(END_FILTERED)).toBeVisible();
  await expect(main.getByRole('button', { name: LOAD_MORE })).toHaveCount(0);

  // Nothing matches: the empty text.
  await box.fill('zzzz-no-existe');
  await expect(
    main.getByText('No hay productos que coincidan, prueba con otras opciones'),
  ).toBeVisible();
});

test(
  '"Precio: menor a mayor" sorts a UF product by its price in pesos, not first (issue 39)',
  { tag: '@both' },
  async ({ page }) => {
    // Plan Hogar Premium (td-p-0008) is UF 1,25, about $48.750: it sorted first as "1,25".
    const { main, grid } = await openCatalog(page);
    await expect(main.getByRole('combobox', { name: 'Ordenar por' })).toHaveValue('defaultPrice');
    const cheapest = await expectedPage({ limit: '24' });
    expect(cheapest.docs.map((d) => d._id)).not.toContain('td-p-0008');
    await expect.poll(async () => (await cardIds(grid)).slice(0, 4)).toHaveLength(4);
    const shown = (await cardIds(grid)).slice(0, 4);
    expect(shown).not.toContain('td-p-0008');
    expect(shown).toEqual(cheapest.docs.slice(0, 4).map((d) => d._id));
    await expect(grid.getByRole('article').first()).not.toContainText('UF');
  },
);

test('sort by price, highest first, and by name', async ({ page }) => {
  const { main, grid } = await openCatalog(page);
  const sort = main.getByRole('combobox', { name: 'Ordenar por' });
  await expect(sort).toHaveValue('defaultPrice');
  await sort.selectOption({ label: 'Precio: mayor a menor' });
  const expensive = await expectedPage({ sort: '-defaultPrice' });
  await expect
    .poll(async () => (await cardIds(grid)).slice(0, 4))
    .toEqual(expensive.docs.map((d) => d._id));
  await sort.selectOption({ label: 'Nombre: A-Z' });
  const byName = await expectedPage({ sort: 'name' });
  await expect
    .poll(async () => (await cardIds(grid)).slice(0, 4))
    .toEqual(byName.docs.map((d) => d._id));
});

test(
  'filter by a category and a brand; a filter change goes back to the top',
  { tag: '@both' },
  async ({ page, isMobile }) => {
    const { main, grid } = await openCatalog(page);
    const categories = await apiJson<{ name: string; children: unknown[] }[]>(
      `catalog/categories?storeId=${(await storeInfo('tienda-demo'))._id}`,
    );
    const category = categories.find((c) => c.children.length > 0) ?? categories[0]!;
    // Scroll down first (desktop), so the jump back to the top shows.
    if (!isMobile) {
      await page.mouse.wheel(0, 1500);
      await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(500);
    }
    // The phone's drawer is modal (the page behind it is inert): close it to see the results.
    const closeDrawer = async (panel: Locator) => {
      if (isMobile) await panel.getByRole('button', { name: 'Ver productos' }).click();
    };
    let panel = await filters(page, isMobile);
    await panel.getByRole('checkbox', { name: category.name, exact: true }).check();
    await closeDrawer(panel);
    const byCategory = await expectedPage({ categories: category.name });
    expect(byCategory.totalDocs).toBeGreaterThan(0);
    await expect
      .poll(async () => (await cardIds(grid)).slice(0, 4))
      .toEqual(byCategory.docs.map((d) => d._id));
    if (!isMobile) expect(await page.evaluate(() => window.scrollY)).toBeLessThan(200);

    // A brand of the first result narrows it further (the brands list fills ten at a time).
    const first = await apiJson<{ brand: string }>(`catalog/products/${byCategory.docs[0]!._id}`);
    panel = await filters(page, isMobile);
    await expect(panel.getByRole('checkbox', { name: category.name, exact: true })).toBeChecked();
    const brand = panel.getByRole('checkbox', { name: first.brand, exact: true });
    await expect(brand).toBeVisible({ timeout: 10_000 });
    await brand.check();
    await closeDrawer(panel);
    const both = await expectedPage({ categories: category.name, brands: first.brand });
    await expect
      .poll(async () => (await cardIds(grid)).slice(0, 4))
      .toEqual(both.docs.map((d) => d._id));
    if (isMobile) await expect(main.getByRole('button', { name: 'Filtros (2)' })).toBeVisible();
    if (both.pages === 1) await expect(main.getByText(END_FILTERED)).toBeVisible();
  },
);

test('leaving the catalogue clears its filters', { tag: '@both' }, async ({ page, isMobile }) => {
  const { main } = await openCatalog(page);
  const panel = await filters(page, isMobile);
  const firstCheckbox = panel.getByRole('checkbox').first();
  await firstCheckbox.check();
  if (isMobile) await panel.getByRole('button', { name: 'Ver productos' }).click();
  await main.getByRole('searchbox', { name: 'Buscar productos' }).fill('café');
  // In-app navigation (no reload) to another page and back.
  await page.getByRole('contentinfo').getByRole('link', { name: '¿Cómo funciona?' }).click();
  await expect(page.getByRole('heading', { level: 1, name: '¿Cómo funciona?' })).toBeVisible();
  await page.goBack();
  await expect(main.getByRole('heading', { level: 1, name: 'Catálogo' })).toBeVisible();
  await expect(main.getByRole('searchbox', { name: 'Buscar productos' })).toHaveValue('');
  const again = await filters(page, isMobile);
  await expect(again.getByRole('checkbox').first()).not.toBeChecked();
});

test('a card opens the product dialog; closing it stays on the catalogue', async ({ page }) => {
  const { main, grid } = await openCatalog(page);
  const link = grid.getByRole('article').first().getByRole('link');
  const name = (await link.textContent())!.trim();
  await link.click();
  const dialog = page.getByRole('dialog', { name: 'Detalle del producto' });
  await expect(dialog.getByText(name).first()).toBeVisible();
  await expect(page).toHaveURL(/\/tienda-demo\/catalog$/);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(main.getByRole('heading', { level: 1, name: 'Catálogo' })).toBeVisible();
});

test('desktop: the filter sidebar stays in view below the navbar while the list scrolls @desktop-only', async ({
  page,
}) => {
  await openCatalog(page);
  const sidebar = page.getByRole('complementary', { name: 'Filtros' });
  const navbar = page.getByRole('banner');
  // Page 1 holds 4 products: keep scrolling (each scroll loads the next page) until the list is
  // long enough to have gone well past the sidebar's top.
  await expect
    .poll(
      async () => {
        await page.mouse.wheel(0, 1500);
        return page.evaluate(() => window.scrollY);
      },
      { timeout: 30_000 },
    )
    .toBeGreaterThan(1000);
  // Where the sidebar sits under the navbar, once the page has settled: a page loaded by the
  // scroll (or the list switching to its windowed grid) can move things for a frame.
  const gapBelowNavbar = async () => {
    const [bar, side] = [await navbar.boundingBox(), await sidebar.boundingBox()];
    return side!.y - (bar!.y + bar!.height);
  };
  await expect.poll(gapBelowNavbar).toBeGreaterThanOrEqual(0);
  await expect.poll(gapBelowNavbar).toBeLessThan(40);
});

test(
  "the landing banner's link (/catalog?categories=Café en grano) opens the catalogue on that category",
  { tag: '@both' },
  async ({ page, isMobile }) => {
    await page.goto(storeUrl('tienda-demo'));
    const banners = page.getByRole('main').getByRole('region', { name: 'Banners' });
    await banners.getByRole('button', { name: 'Ir al banner 2' }).click();
    await banners.getByRole('link', { name: 'Banner 2 de 2' }).click();
    await expect(page).toHaveURL(/\/tienda-demo\/catalog\?categories=Caf/);
    const main = page.getByRole('main');
    const grid = main.getByRole('list', { name: 'Productos' });
    const expected = await expectedPage({ categories: 'Café en grano' });
    expect(expected.docs.length).toBeGreaterThan(0);
    await expect
      .poll(async () => (await cardIds(grid)).slice(0, 4))
      .toEqual(expected.docs.map((d) => d._id));
    if (isMobile) await expect(main.getByRole('button', { name: 'Filtros (1)' })).toBeVisible();
    const panel = await filters(page, isMobile);
    await expect(panel.getByRole('checkbox', { name: 'Café en grano' })).toBeChecked();
  },
);
