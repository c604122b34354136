// Issue 16, canary: `deploy promote --canary 100` of a remote whose routes module throws (the
// contract gate would refuse it: skipped, as an operator could) reaches every browser, and each
// one's host reports the failure for the canary's version: the shell (which falls back to the live
// version) for mfe-catalog, and the payments standalone page (which says the payment could not
// load) for mfe-payments. Once CANARY_MIN_BROWSERS browsers got it and failed, the canary watch
// rolls it back on its own, the deploy history says so, and the next page load is the live
// version, healthy.
// In the "resilience" project: the canary changes what every page loads while it runs.
import { expect, test, type Browser, type Page } from '../support/test';
import { deploy, deployHistory as history, deployStatus } from '../support/cdn';
import { CDN_DIR, PAYMENTS_URL } from '../support/env';
import { expectPageRendered } from '../support/pages';
import { storeInfo } from '../support/sandbox';
import { sceneLink } from '../support/single-payments';
import { storeUrl } from '../support/shopper';
import { waitForHydration } from '../support/hydration';
import {
  liveVersion,
  publishVariant,
  throwingRoutesModule,
  type PublishedVariant,
} from '../support/variants';
import { expectLandingFrom } from '../support/remote-routes';

test.skip(!CDN_DIR, 'E2E_CDN_DIR is not set (npm test sets it)');

/** The stack's CANARY_MIN_BROWSERS (npm test keeps the default). */
const MIN_BROWSERS = Number(process.env.CANARY_MIN_BROWSERS ?? 5);

/** Publishes a copy of `remote`'s live version whose routes module throws, makes it a canary for
 * every browser, runs `fn`, and never leaves a canary running after it. */
async function withThrowingCanary(
  remote: string,
  fn: (variant: PublishedVariant) => Promise<void>,
): Promise<void> {
  const variant = await publishVariant(remote, throwingRoutesModule('e2e: the canary throws'));
  try {
    const promoted = await deploy(
      'promote',
      remote,
      variant.version,
      '--canary',
      '100',
      '--why',
      'e2e: a canary that throws',
      '--skip-gate',
      'e2e: the canary must reach shoppers to be rolled back',
    );
    expect(promoted).toContain(`${remote}@${variant.version} is live in "local" for 100 %`);
    const running = (await deployStatus()).find((row) => row.remote === remote);
    expect(running).toMatchObject({
      live: variant.base,
      canary: { version: variant.version, percent: 100 },
    });
    await fn(variant);
  } finally {
    // Whatever happened, no canary is left running for the tests after this one.
    const row = (await deployStatus()).find((r) => r.remote === remote);
    if (row?.canary) await deploy('rollback', remote, '--why', 'e2e: clean up');
  }
}

/** How many browsers the canary watch has counted as failed on `remote`'s running canary (its
 * own counts, as `deploy status` shows them); null once no canary runs. */
async function canaryFailures(remote: string): Promise<number | null> {
  const row = (await deployStatus()).find((r) => r.remote === remote);
  return row?.canary ? (row.canary.failed ?? 0) : null;
}

/** MIN_BROWSERS fresh browsers each open `visit`, meet the canary's files, and report its failure.
 * Each browser is closed only once the watch has counted its report (or ended the canary): the
 * page renders before its report is sent (the shell's report is a chunk of its own, then a
 * beacon), and a browser closed before that would lose it. */
async function shoppersMeetCanary(
  browser: Browser,
  { remote, version }: PublishedVariant,
  visit: (page: Page) => Promise<void>,
): Promise<void> {
  for (let shopper = 0; shopper < MIN_BROWSERS; shopper += 1) {
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const fromCanary = page.waitForRequest((request) =>
        request.url().includes(`/${remote}/${version}/`),
      );
      await visit(page);
      await fromCanary;
      await expect
        .poll(async () => (await canaryFailures(remote)) ?? MIN_BROWSERS)
        .toBeGreaterThanOrEqual(shopper + 1);
    } finally {
      await context.close();
    }
  }
}

/** The watch rolled the canary back on its own, and the history says who, what and why. */
async function expectRolledBackByTheWatch({ remote, version, base }: PublishedVariant) {
  await expect
    .poll(async () => (await deployStatus()).find((row) => row.remote === remote)?.canary)
    .toBeNull();
  expect((await history()).at(-1)).toMatchObject({
    action: 'auto-rollback',
    remote,
    version: base,
    from: version,
    who: 'canary-watch',
    why: expect.stringMatching(new RegExp(`^${MIN_BROWSERS} of ${MIN_BROWSERS} browsers failed`)),
  });
  expect(await liveVersion(remote)).toBe(base);
}

/** Runs `visit` in a fresh browser, collecting uncaught errors and requests for `version`'s files. */
async function freshVisit(
  browser: Browser,
  { remote, version }: PublishedVariant,
  visit: (page: Page) => Promise<void>,
): Promise<{ uncaught: string[]; canaryFiles: string[] }> {
  const context = await browser.newContext();
  try {
    const page = await context.newPage();
    const uncaught: string[] = [];
    page.on('pageerror', (error) => uncaught.push(error.message));
    const canaryFiles: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes(`/${remote}/${version}/`)) canaryFiles.push(request.url());
    });
    await visit(page);
    return { uncaught, canaryFiles };
  } finally {
    await context.close();
  }
}

test('a canary at 100 % whose module throws is rolled back automatically; the next page load is healthy', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  await withThrowingCanary('mfe-catalog', async (variant) => {
    // Shoppers meet it: each fresh browser gets the canary, falls back to the live version (its
    // last-known-good) and renders, and its shell reports the canary's failure.
    await shoppersMeetCanary(browser, variant, async (page) => {
      await page.goto(storeUrl('tienda-demo'));
      await waitForHydration(page);
      await expectPageRendered(page);
    });
    await expectRolledBackByTheWatch(variant);

    // The next page load: the live version only, rendered, with no uncaught error.
    const next = await freshVisit(browser, variant, (page) =>
      expectLandingFrom(page, variant.remote, variant.base),
    );
    expect(next).toEqual({ uncaught: [], canaryFiles: [] });
  });
});

test('a failing canary of mfe-payments is reported by the payments standalone page too, and rolled back', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const store = await storeInfo('tienda-demo');
  const link = await sceneLink({ storeId: store._id, price: 5000, description: 'Pago canario' });
  const paymentPage = `${PAYMENTS_URL}/tienda-demo/paymentLink/${link._id}`;
  await withThrowingCanary('mfe-payments', async (variant) => {
    // Integrators' shoppers meet it on the standalone page (no shell, no last-known-good there):
    // the page says the payment could not load, and reports the canary's version.
    await shoppersMeetCanary(browser, variant, async (page) => {
      await page.goto(paymentPage);
      await expect(page.getByRole('heading', { name: 'No pudimos cargar el pago' })).toBeVisible();
    });
    await expectRolledBackByTheWatch(variant);

    // The next load of the standalone page: the live version, the payment's form, no error.
    const next = await freshVisit(browser, variant, async (page) => {
      await page.goto(paymentPage);
      await expect(
        page.getByRole('main').getByRole('textbox', { name: 'Correo electrónico' }),
      ).toBeVisible();
    });
    expect(next).toEqual({ uncaught: [], canaryFiles: [] });
  });
});
