// Spec 000 §4 Session, §6, §8: a guest session skips cart loading (badge 0), and a 401 "Action does
// not allow guest access" (card inscription refuses guests) sends the browser to the first path segment.
import { expect, test } from '../support/test';
import { recordUrls, storeUrl } from '../support/shopper';
import { guestWithProfile, signInWithTokens } from '../support/session';
import { waitForHydration } from '../support/hydration';

test(
  'a guest session loads no cart: the badge shows 0 and no count is asked',
  { tag: '@both' },
  async ({ page }) => {
    const guest = await guestWithProfile();
    const counts: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/v1/carts/count')) counts.push(request.url());
    });
    await signInWithTokens(page, 'tienda-demo', guest);
    await page.goto(storeUrl('tienda-demo', 'userpanel/subscriptions'));
    await expect(page.getByRole('banner').getByRole('link', { name: /carrito/i })).toContainText(
      '0',
    );
    // The badge's count is asked in the root's first commit (CartCountSync), which is over once the
    // page is live. A request the page makes after that is sent after any count it asked for, so
    // once it is seen, a count would have been seen too (no fixed wait, no "wait and see").
    await waitForHydration(page);
    const marker = page.waitForRequest((request) => request.url().includes('e2e-after-boot'));
    await page.evaluate(() => fetch('/?e2e-after-boot', { method: 'HEAD' }));
    await marker;
    expect(counts).toEqual([]);
  },
);

test('a guest adding a card is denied by the API and lands on the first path segment', async ({
  page,
}) => {
  const guest = await guestWithProfile();
  await signInWithTokens(page, 'tienda-demo', guest);
  await page.goto(storeUrl('tienda-demo', 'userpanel/cards'));
  const urls = recordUrls(page);
  const denied = page.waitForResponse(
    (response) => response.url().includes('/v1/cards') && response.status() === 401,
  );
  await page.getByRole('main').getByRole('button', { name: 'Agregar tarjeta' }).click();
  await denied; // its body is gone with the page: the browser left at once
  // /tienda-demo; there the guard logs the guest out of a public page and sends them to login.
  await expect.poll(() => urls).toContain(storeUrl('tienda-demo'));
  await expect(page).toHaveURL(/\/tienda-demo(\/login)?$/);
});
