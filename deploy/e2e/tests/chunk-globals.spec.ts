// No skew (issue 16): each build of a remote pushes its chunks into a global of its own,
// `webpackChunk<container>_<build hash>`, so a second version of the same remote on one page (the
// last-known-good after a failure, a promote during the visit) can never hand its chunks to the
// first one's runtime. Seen here in the browser, through the live builds the stack serves.
import { expect, test } from '../support/test';
import { waitForHydration } from '../support/hydration';
import { expectPageRendered } from '../support/pages';
import { storeUrl } from '../support/shopper';

const REMOTE_PAGES = [
  { container: 'mfe_catalog', path: 'catalog' },
  { container: 'mfe_cart_checkout', path: 'cart' },
];

for (const { container, path } of REMOTE_PAGES) {
  test(
    `${container}: its chunks run from its build's own global, never the shared name`,
    { tag: '@both' },
    async ({ page }) => {
      await page.goto(storeUrl('tienda-demo', path));
      await expectPageRendered(page);
      await waitForHydration(page);
      const globals = await page.evaluate(
        (prefix) =>
          Object.keys(window)
            .filter((key) => key.startsWith(prefix))
            .map((key) => ({
              key,
              chunks: ((window as unknown as Record<string, unknown[]>)[key] ?? []).length,
            })),
        `webpackChunk${container}`,
      );
      expect(globals).toEqual([
        {
          key: expect.stringMatching(new RegExp(`^webpackChunk${container}_[0-9a-f]{8}$`)),
          chunks: expect.any(Number),
        },
      ]);
      expect(globals[0]!.chunks).toBeGreaterThan(0);
    },
  );
}
