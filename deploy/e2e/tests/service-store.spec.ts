// Spec 000 §1-2: a service store skips landing, catalogue, cart and checkout and sends the
// shopper to the charges panel (userpanel/charges).
import { expect, test } from '../support/test';
import { expectPageRendered } from '../support/pages';
import { ownHostUrl } from '../support/shopper';
import { signInAs } from '../support/session';

test(
  'a service store sends the root, catalogue and cart to userpanel/charges',
  { tag: '@both' },
  async ({ page }) => {
    await signInAs(page, 'servicios-demo');
    for (const path of ['', 'catalog', 'cart']) {
      await page.goto(ownHostUrl('servicios-demo', path));
      await expect(page).toHaveURL(ownHostUrl('servicios-demo', 'userpanel/charges'));
    }
    await expectPageRendered(page);
  },
);

test('not signed in, the charges panel asks for a login first', async ({ page }) => {
  await page.goto(ownHostUrl('servicios-demo', ''));
  await expect(page).toHaveURL(
    ownHostUrl('servicios-demo', 'login?redirect=%2Fuserpanel%2Fcharges'),
  );
});
