// Issue 10: a `redirect` query resolves inside the current store. Findings: on the marketplace host
// "?redirect=/tienda-demo/../farmacia-demo/userpanel/profile" landed in another store; on a
// store's own host "redirect=/\t/evil.example" left the shopper stuck on user-info.
import { expect, test } from '../support/test';
import { newShopper } from '../support/mailbox';
import { ownHostUrl, signInWithPassword, storeUrl } from '../support/shopper';
import { shopperWithProfile, signInWithTokens } from '../support/session';

test(
  'login with a ".." redirect stays in the store and lands on its root',
  { tag: '@both' },
  async ({ page }) => {
    const shopper = await newShopper('redirect');
    const escape = encodeURIComponent('/tienda-demo/../farmacia-demo/userpanel/profile');
    await page.goto(storeUrl('tienda-demo', `login?redirect=${escape}`));
    await signInWithPassword(page, shopper.email, shopper.password);
    await expect(page).toHaveURL(storeUrl('tienda-demo'));
    await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toHaveCount(0);
  },
);

test('user-info on a store of its own host with a tab-disguised redirect saves and goes to the store root', async ({
  page,
}) => {
  const shopper = await shopperWithProfile({ name: 'Tamara', lastName: 'Vera' });
  await signInWithTokens(page, 'servicios-demo', shopper);
  await page.goto(
    ownHostUrl('servicios-demo', `user-info?redirect=${encodeURIComponent('/\t/evil.example')}`),
  );
  const main = page.getByRole('main');
  await main.getByRole('textbox', { name: 'Rut' }).pressSequentially('11.111.111-1');
  await main.getByRole('button', { name: 'Guardar' }).click();
  // The store root of servicios-demo sends the shopper on to its charges panel.
  await expect(page).not.toHaveURL(/user-info/);
  expect(new URL(page.url()).host).toBe(new URL(ownHostUrl('servicios-demo')).host);
});
