// Spec 000 §2 iframe/{text}: a navbar option whose address starts with "ihttp" opens the shell's
// full-screen embed, keyed by the option's text; with no matching option the shopper goes to the
// store root. The store is a private clone, so its navbar can carry such an option.
import { expect, test } from '../support/test';
import { SANDBOX_URL } from '../support/env';
import { cloneStore } from '../support/mailbox';
import { chrome, storeUrl } from '../support/shopper';

const TERMS = 'Términos';

async function storeWithEmbed() {
  const options = [
    { text: 'Inicio', linkUrl: '/' },
    { text: TERMS, linkUrl: `i${SANDBOX_URL}/sandbox/terms` },
  ];
  return cloneStore('tienda-demo', 'iframe', {
    store: {
      content: {
        navigation: { navbar: { navOptionsDesktop: options, navOptionsMobile: options } },
      },
    },
  });
}

test(
  'an "ihttp…" navbar option opens the embed route, sandboxed, with the address minus the "i"',
  { tag: '@both' },
  async ({ page, isMobile }) => {
    const store = await storeWithEmbed();
    await page.goto(storeUrl(store));
    const navbar = chrome(page).navbar;
    if (isMobile) {
      await navbar.getByRole('button', { name: 'Abrir menú' }).click();
      await page.getByRole('dialog').getByRole('link', { name: TERMS }).click();
    } else {
      await navbar.getByRole('link', { name: TERMS }).click();
    }
    await expect(page).toHaveURL(storeUrl(store, `iframe/${encodeURIComponent(TERMS)}`));
    const frame = page.locator(`iframe[title="${TERMS}"]`);
    await expect(frame).toHaveAttribute('src', `${SANDBOX_URL}/sandbox/terms`);
    await expect(frame).toHaveAttribute('sandbox', /allow-scripts/);
    await expect(
      page
        .frameLocator(`iframe[title="${TERMS}"]`)
        .getByRole('heading', { name: 'Términos y condiciones' }),
    ).toBeVisible();
    // The navbar stays around the embed.
    await expect(navbar).toBeVisible();
  },
);

test('an embed text with no "ihttp" option goes to the store root', async ({ page }) => {
  const store = await storeWithEmbed();
  await page.goto(storeUrl(store, 'iframe/Inicio'));
  await expect(page).toHaveURL(storeUrl(store));
  await page.goto(storeUrl(store, 'iframe/Nada'));
  await expect(page).toHaveURL(storeUrl(store));
  await expect(page.locator('iframe')).toHaveCount(0);
});
