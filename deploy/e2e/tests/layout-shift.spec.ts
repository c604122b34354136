// Issue 15 "No layout shift": while a public page of tienda-demo loads (shell, remote, data, images,
// fonts), what is on screen does not move. A PerformanceObserver installed before any page script
// sums the layout-shift entries not caused by input (Lighthouse's CLS counts the same entries), and
// a frame loop records the footer's top whenever it is in view: it must never change. The budget
// is the CLS ≤ 0.02 (before issue 15 the landing measured 0.33 and the catalogue 0.42).
import { randomUUID } from 'node:crypto';
import { expect, test, type Locator, type Page } from '../support/test';
import { SANDBOX_URL } from '../support/env';
import { storeInfo } from '../support/sandbox';
import { guestWithProfile, signInWithTokens } from '../support/session';
import { storeUrl } from '../support/shopper';
import { sceneRequest } from '../support/single-payments';

const MAX_SHIFT = 0.02;

interface ShiftReport {
  total: number;
  shifts: { value: number; at: number; sources: string[] }[];
  /** Distinct document-relative tops of the footer seen while it was in the viewport. */
  footerTops: number[];
}

/** Runs in the page before its own scripts, on every navigation of the test. */
function observeLayout() {
  const state = {
    total: 0,
    shifts: [] as { value: number; at: number; sources: string[] }[],
    footerTops: [] as number[],
  };
  const name = (node: Node | null) => {
    if (!(node instanceof Element)) return String(node?.nodeName ?? 'gone');
    const id = node.id ? `#${node.id}` : '';
    const label = node.getAttribute('aria-label') ?? node.textContent?.trim().slice(0, 40) ?? '';
    return `${node.tagName.toLowerCase()}${id} "${label}"`;
  };
  type Shift = PerformanceEntry & {
    value: number;
    hadRecentInput: boolean;
    sources?: { node: Node | null }[];
  };
  const observer = new PerformanceObserver((list) => {
    for (const entry of list.getEntries() as Shift[]) {
      if (entry.hadRecentInput) continue;
      state.total += entry.value;
      state.shifts.push({
        value: entry.value,
        at: Math.round(entry.startTime),
        sources: (entry.sources ?? []).map((source) => name(source.node)),
      });
    }
  });
  observer.observe({ type: 'layout-shift', buffered: true });
  const watchFooter = () => {
    const footer = document.querySelector('footer');
    if (footer) {
      const box = footer.getBoundingClientRect();
      if (box.height > 0 && box.top < window.innerHeight && box.bottom > 0) {
        const top = Math.round(box.top + window.scrollY);
        if (!state.footerTops.includes(top)) state.footerTops.push(top);
      }
    }
    requestAnimationFrame(watchFooter);
  };
  requestAnimationFrame(watchFooter);
  Object.assign(window, {
    __layoutShift: () => {
      observer.takeRecords().forEach((entry) => {
        const shift = entry as Shift;
        if (!shift.hadRecentInput) state.total += shift.value;
      });
      return state;
    },
  });
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(observeLayout);
});

/** The page is settled: its content is there, nothing in main is busy, the images in view have
 * arrived and the fonts are done. Then two more frames, so the last layout is observed. */
async function settled(page: Page, content: Locator): Promise<ShiftReport> {
  await expect(content).toBeVisible();
  await expect(page.locator('main [aria-busy="true"]')).toHaveCount(0);
  await expect
    .poll(() =>
      page.evaluate(() =>
        Array.from(document.images)
          .filter((image) => {
            const box = image.getBoundingClientRect();
            return box.bottom > 0 && box.top < window.innerHeight && box.width > 0;
          })
          .every((image) => image.complete),
      ),
    )
    .toBe(true);
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  return page.evaluate(
    () =>
      new Promise<ShiftReport>((resolve) =>
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve((window as unknown as { __layoutShift(): ShiftReport }).__layoutShift()),
          ),
        ),
      ),
  );
}

function expectNoShift(report: ShiftReport) {
  // The measured sum, in the report's annotations (the before/after figures of issue 15).
  test.info().annotations.push({ type: 'cls', description: report.total.toFixed(4) });
  const detail = JSON.stringify(report, null, 1);
  expect(report.total, `layout shifts: ${detail}`).toBeLessThanOrEqual(MAX_SHIFT);
  expect(report.footerTops.length, `footer tops in view: ${detail}`).toBeLessThanOrEqual(1);
}

test(
  'landing: banners, title and the product sections load without moving anything',
  { tag: '@both' },
  async ({ page }) => {
    await page.goto(storeUrl('tienda-demo'));
    const main = page.getByRole('main');
    const report = await settled(page, main.getByRole('article').first());
    expectNoShift(report);
  },
);

test(
  'catalogue: the first products load without moving anything',
  { tag: '@both' },
  async ({ page }) => {
    await page.goto(storeUrl('tienda-demo', 'catalog'));
    const main = page.getByRole('main');
    const grid = main.getByRole('list', { name: 'Productos' });
    const report = await settled(page, grid.getByRole('article').first());
    expectNoShift(report);
  },
);

test(
  'product page: the product loads without moving anything',
  { tag: '@both' },
  async ({ page }) => {
    await page.goto(storeUrl('tienda-demo', 'products/td-p-0009'));
    const main = page.getByRole('main');
    const report = await settled(
      page,
      main.getByRole('heading', { level: 1, name: 'Café de especialidad 250 g' }),
    );
    expectNoShift(report);
  },
);

test('info page loads without moving anything', { tag: '@both' }, async ({ page }) => {
  await page.goto(storeUrl('tienda-demo', 'info'));
  const main = page.getByRole('main');
  const report = await settled(page, main.getByRole('heading', { level: 2 }).last());
  expectNoShift(report);
});

test('cart with an item loads without moving anything', { tag: '@both' }, async ({ page }) => {
  // Scene: this browser's guest (guestId is client-stored, spec 000 §3) has the coffee in its cart.
  const guestId = randomUUID();
  await page.addInitScript((id) => localStorage.setItem('guestId', id), guestId);
  const response = await fetch(`${SANDBOX_URL}/v1/carts/addProduct`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      storeId: 'st-tienda-demo',
      guestId,
      product: { productId: 'td-p-0009', quantity: 1, billingType: 'monthly' },
    }),
  });
  expect(response.status, await response.text()).toBe(200);
  await page.goto(storeUrl('tienda-demo', 'cart'));
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeVisible();
  const report = await settled(page, main.getByText('Café de especialidad 250 g').first());
  expectNoShift(report);
});

test('login page loads without moving anything', { tag: '@both' }, async ({ page }) => {
  await page.goto(storeUrl('tienda-demo', 'login'));
  const main = page.getByRole('main');
  const report = await settled(page, main.getByLabel('Correo electrónico'));
  expectNoShift(report);
});

test(
  'single payment: the request and its methods load without moving anything',
  { tag: '@both' },
  async ({ page }) => {
    // Scene: a merchant's fresh pending request, opened by a guest whose profile is complete (no
    // login or user-info hop), as a payment link's shopper lands on it (spec 002 §2 Single payments).
    const store = await storeInfo('tienda-demo');
    await signInWithTokens(page, 'tienda-demo', await guestWithProfile());
    const request = await sceneRequest({
      storeId: store._id,
      userEmail: `cls-${randomUUID()}@demo.cl`,
      price: 25000,
      description: 'Pago sin saltos',
    });
    await page.goto(storeUrl('tienda-demo', `single-payments/${request._id}`));
    const main = page.getByRole('main');
    await expect(main.getByText('$25.000', { exact: true })).toBeVisible();
    // The pending-intent check done: the methods are choosable and "Pagar" is enabled.
    const report = await settled(page, main.getByRole('button', { name: 'Pagar' }));
    await expect(main.getByRole('button', { name: 'Pagar' })).toBeEnabled();
    expectNoShift(report);
  },
);
