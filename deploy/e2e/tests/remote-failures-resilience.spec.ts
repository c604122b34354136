// Issue 16, resilience on both viewports: each remote down four ways, on the stack itself. Three
// are CDN fault scenes (support/cdn-faults.ts: every file of the remote, every version, fails for
// every browser): the request aborted, 404, a 10 s hang. The fourth is a build whose `./routes`
// module throws, promoted as an operator could (gate skipped), with the version before it (its
// last-known-good) moved off the CDN so nothing can stand in for it.
// For each (all four on the phone, the 404 on desktop): the route shows the fallback within 3 s of
// its loading state (the page's clock is Playwright's, so "3 s" is the app's own timer, not this
// machine's speed), the store's chrome stays, every other remote's route still renders, and no
// uncaught error reaches the page. The route is opened client-rendered (?ssr=0): a server-rendered
// page keeps its server HTML while its code cannot arrive (deploy/README.md).
import { expect, test, type Page } from '../support/test';
import { moveAside } from '../support/cdn';
import { withCdnFault } from '../support/cdn-faults';
import { expectPageRendered } from '../support/pages';
import { expectChrome, ROUTE_OF } from '../support/remote-routes';
import { REMOTE_FALLBACK, storeUrl } from '../support/shopper';
import { throwingRoutesFactory, withVariantLive } from '../support/variants';
import { DESKTOP, PHONE } from '../support/viewports';
import { signInAs } from '../support/session';

/** The shell's deadline (shell/src/remotes/remote-fallback.tsx REMOTE_LOAD_DEADLINE_MS). */
const DEADLINE_MS = 3000;

/** Keeps `remote` down for the time of `fn`, the way each mode names. */
const MODES: Record<string, (remote: string, fn: () => Promise<void>) => Promise<void>> = {
  'request aborted': (remote, fn) => withCdnFault(remote, 'abort', fn),
  '404': (remote, fn) => withCdnFault(remote, '404', fn),
  'a 10 s hang': (remote, fn) => withCdnFault(remote, 'hang', fn),
  'a module that throws': (remote, fn) =>
    withVariantLive(
      remote,
      throwingRoutesFactory("e2e: the remote's routes module throws"),
      async ({ base }) => {
        const putBack = await moveAside(`${remote}/${base}`);
        try {
          await fn();
        } finally {
          await putBack();
        }
      },
      { skipGate: 'e2e: a live module that throws, to see the fallback' },
    ),
};

/** `remote`'s route, client-rendered, shows the fallback 3 s (of the page's clock) at the latest
 * after its loading state; the chrome stays; every other remote's route renders. */
async function expectDownAlone(page: Page, remote: string): Promise<void> {
  await page.clock.install();
  // Not waiting for `load`: a hung remote file (its preload hint) holds that event back.
  await page.goto(`${storeUrl('tienda-demo', ROUTE_OF[remote])}?ssr=0`, {
    waitUntil: 'domcontentloaded',
  });
  const main = page.getByRole('main');
  const fallback = main.getByRole('heading', { name: REMOTE_FALLBACK });
  // Loading (or already failed, when the failure is quick): 3 s of the page's time later, the
  // fallback is there whatever the network still does.
  await expect(main.getByRole('status', { name: 'Cargando' }).or(fallback)).toBeVisible();
  await page.clock.fastForward(DEADLINE_MS);
  await expect(fallback).toBeVisible();
  await expect(main.getByRole('button', { name: 'Reintentar' })).toBeVisible();
  await expectChrome(page, remote);

  for (const other of Object.keys(ROUTE_OF).filter((r) => r !== remote)) {
    await page.goto(storeUrl('tienda-demo', ROUTE_OF[other]), { waitUntil: 'domcontentloaded' });
    await expectPageRendered(page);
  }
}

// Every way down on the phone; on desktop one per remote (its fallback and chrome at that size):
// how the remote failed to arrive does not change the layout (issue 37).
const VIEWPORTS = [
  { viewport: 'phone', use: PHONE, modes: Object.keys(MODES) },
  { viewport: 'desktop', use: DESKTOP, modes: ['404'] },
];

for (const { viewport, use, modes } of VIEWPORTS) {
  test.describe(`on ${viewport}`, () => {
    test.use(use);
    for (const remote of Object.keys(ROUTE_OF)) {
      for (const mode of modes) {
        const down = MODES[mode]!;
        test(`${remote} down (${mode}): the fallback within 3 s, the store and every other remote still work`, async ({
          page,
        }) => {
          const uncaught: string[] = [];
          page.on('pageerror', (error) => uncaught.push(error.message));
          await signInAs(page, 'tienda-demo');
          await down(remote, () => expectDownAlone(page, remote));
          expect(uncaught).toEqual([]);
        });
      }
    }
  });
}
