// Issue 16, resilience on both viewports: each remote down four ways, in the shopper's browser
// only (the network of this page: nothing changes on the CDN, so these run with the journeys, on
// phone and desktop). For each: its route shows the fallback within 3 s of loading (the page's
// clock is Playwright's, so "3 s" is the app's own timer, not this machine's speed), the store's
// chrome stays, every other remote's route still renders, and no uncaught error reaches the page.
// The route is opened client-rendered (?ssr=0): a server-rendered page keeps its server HTML while
// its code cannot arrive (deploy/README.md).
import { expect, test, type Route } from '../support/test';
import { CDN_URL } from '../support/env';
import { expectPageRendered } from '../support/pages';
import { loginAs, REMOTE_FALLBACK, storeUrl } from '../support/shopper';
import { expectChrome, ROUTE_OF } from '../support/remote-routes';

/** The shell's deadline (shell/src/remotes/remote-fallback.tsx REMOTE_LOAD_DEADLINE_MS). */
const DEADLINE_MS = 3000;

/** A module factory of the chunk throws when webpack runs it (not the script: a broken module). */
const throwingModule = (source: string) =>
  source.replace(
    /(\.push\(\[\[[^\]]*\],\{[^{]*\{)/,
    '$1throw new Error("e2e: the remote\'s routes module throws");',
  );

const MODES: Record<string, (route: Route, hung: Route[]) => Promise<void> | void> = {
  'request aborted': (route) => route.abort('failed'),
  '404': (route) => route.fulfill({ status: 404, contentType: 'text/plain', body: 'Not found' }),
  'a 10 s hang': (route, hung) => {
    hung.push(route); // never answered while the test looks (the route is dropped at the end)
  },
  'a module that throws': async (route) => {
    if (!/__federation_expose_routes\.[0-9a-f]+\.js$/.test(route.request().url()))
      return route.continue();
    const response = await route.fetch();
    const source = await response.text();
    const broken = throwingModule(source);
    if (broken === source) throw new Error('e2e: no module factory found to break');
    await route.fulfill({ response, body: broken });
  },
};

for (const remote of Object.keys(ROUTE_OF)) {
  for (const [mode, fail] of Object.entries(MODES)) {
    test(`${remote} down (${mode}): the fallback within 3 s, the store and every other remote still work`, async ({
      page,
    }) => {
      const uncaught: string[] = [];
      page.on('pageerror', (error) => uncaught.push(error.message));
      await loginAs(page, 'tienda-demo');
      const hung: Route[] = [];
      await page.route(`${CDN_URL}/${remote}/**`, (route) => fail(route, hung));
      await page.clock.install();
      try {
        // Not waiting for `load`: a hung remote file (its preload hint) holds that event back.
        await page.goto(`${storeUrl('tienda-demo', ROUTE_OF[remote])}?ssr=0`, {
          waitUntil: 'domcontentloaded',
        });
        const main = page.getByRole('main');
        const fallback = main.getByRole('heading', { name: REMOTE_FALLBACK });
        // Loading (or already failed, when the failure is quick): 3 s of the page's time later,
        // the fallback is there whatever the network still does.
        await expect(main.getByRole('status', { name: 'Cargando' }).or(fallback)).toBeVisible();
        await page.clock.fastForward(DEADLINE_MS);
        await expect(fallback).toBeVisible();
        await expect(main.getByRole('button', { name: 'Reintentar' })).toBeVisible();
        await expectChrome(page, remote);

        for (const other of Object.keys(ROUTE_OF).filter((r) => r !== remote)) {
          await page.goto(storeUrl('tienda-demo', ROUTE_OF[other]));
          await expectPageRendered(page);
        }
        expect(uncaught).toEqual([]);
      } finally {
        await page.unrouteAll({ behavior: 'ignoreErrors' });
        for (const route of hung) await route.abort().catch(() => undefined);
      }
    });
  }
}
