// Issue 16, canary: `deploy promote --canary 100` of an mfe-catalog whose routes module throws (the
// contract gate would refuse it: skipped, as an operator could) reaches every browser; each one's
// shell falls back to the live version and reports the failure for the canary's version. Once
// CANARY_MIN_BROWSERS browsers got it and failed, the shell server's canary watch rolls it back on
// its own, the deploy history says so, and the next page load is the live version, healthy.
// In the "resilience" project: the canary changes what every page loads while it runs.
import { expect, test } from '../support/test';
import { deploy, deployStatus } from '../support/cdn';
import { CDN_DIR } from '../support/env';
import { expectPageRendered } from '../support/pages';
import { storeUrl } from '../support/shopper';
import { waitForHydration } from '../support/hydration';
import { liveVersion, publishVariant, throwingRoutesModule } from '../support/variants';
import { expectLandingFrom } from '../support/remote-routes';

test.skip(!CDN_DIR, 'E2E_CDN_DIR is not set (npm test sets it)');

const REMOTE = 'mfe-catalog';
/** The stack's CANARY_MIN_BROWSERS (npm test keeps the default). */
const MIN_BROWSERS = Number(process.env.CANARY_MIN_BROWSERS ?? 5);

interface HistoryEntry {
  action: string;
  remote: string;
  version: string;
  from?: string;
  who: string;
  why?: string;
}

const history = async (): Promise<HistoryEntry[]> =>
  (JSON.parse(await deploy('status', '--json')) as { history: HistoryEntry[] }).history;

test('a canary at 100 % whose module throws is rolled back automatically; the next page load is healthy', async ({
  browser,
}) => {
  test.setTimeout(180_000);
  const variant = await publishVariant(REMOTE, throwingRoutesModule('e2e: the canary throws'));
  try {
    const promoted = await deploy(
      'promote',
      REMOTE,
      variant.version,
      '--canary',
      '100',
      '--why',
      'e2e: a canary that throws',
      '--skip-gate',
      'e2e: the canary must reach shoppers to be rolled back',
    );
    expect(promoted).toContain(`${REMOTE}@${variant.version} is live in "local" for 100 %`);
    const running = (await deployStatus()).find((row) => row.remote === REMOTE);
    expect(running).toMatchObject({
      live: variant.base,
      canary: { version: variant.version, percent: 100 },
    });

    // Shoppers meet it: each fresh browser gets the canary, falls back to the live version (its
    // last-known-good), and its shell reports the canary's failure.
    for (let shopper = 0; shopper < MIN_BROWSERS; shopper += 1) {
      const context = await browser.newContext();
      try {
        const page = await context.newPage();
        const fromCanary = page.waitForRequest((request) =>
          request.url().includes(`/${REMOTE}/${variant.version}/`),
        );
        await page.goto(storeUrl('tienda-demo'));
        await fromCanary;
        await waitForHydration(page);
        await expectPageRendered(page);
      } finally {
        await context.close();
      }
    }

    // The watch rolled it back on its own, and the history says who, what and why.
    await expect
      .poll(async () => (await deployStatus()).find((row) => row.remote === REMOTE)?.canary)
      .toBeNull();
    expect((await history()).at(-1)).toMatchObject({
      action: 'auto-rollback',
      remote: REMOTE,
      version: variant.base,
      from: variant.version,
      who: 'canary-watch',
      why: expect.stringMatching(new RegExp(`^${MIN_BROWSERS} of ${MIN_BROWSERS} browsers failed`)),
    });
    expect(await liveVersion(REMOTE)).toBe(variant.base);

    // The next page load: the live version only, rendered, with no uncaught error.
    const context = await browser.newContext();
    try {
      const page = await context.newPage();
      const uncaught: string[] = [];
      page.on('pageerror', (error) => uncaught.push(error.message));
      const canaryFiles: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes(`/${REMOTE}/${variant.version}/`))
          canaryFiles.push(request.url());
      });
      await expectLandingFrom(page, REMOTE, variant.base);
      expect(canaryFiles).toEqual([]);
      expect(uncaught).toEqual([]);
    } finally {
      await context.close();
    }
  } finally {
    // Whatever happened, no canary is left running for the tests after this one.
    const row = (await deployStatus()).find((r) => r.remote === REMOTE);
    if (row?.canary) await deploy('rollback', REMOTE, '--why', 'e2e: clean up');
  }
});
