// Spec 000 §2 / 002 §2 "Router guard", with the exact query strings: auth routes go to
// login?redirect={path}, the route named Checkout to login?action=subscribe, guest routes to
// login?redirect={path}&guest=true (where the guest sign-in happens at once).
import { expect, test } from '../support/test';
import { expectPageRendered } from '../support/pages';
import {
  loginForm,
  ownHostUrl,
  recordUrls,
  signInWithPassword,
  storeUrl,
} from '../support/shopper';
import { signInAs } from '../support/session';

test('an auth route sends a shopper who is not signed in to login with redirect={path}', async ({
  page,
}) => {
  await page.goto(storeUrl('tienda-demo', 'userpanel/cards'));
  await expect(page).toHaveURL(storeUrl('tienda-demo', 'login?redirect=%2Fuserpanel%2Fcards'));
  await expect(loginForm(page).email).toBeVisible();
});

test(
  'after signing in there, the shopper lands on the page they asked for',
  { tag: '@both' },
  async ({ page }) => {
    await page.goto(storeUrl('tienda-demo', 'userpanel/cards'));
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await signInWithPassword(page, 'ana@demo.cl', 'demo1234');
    await expect(page).toHaveURL(storeUrl('tienda-demo', 'userpanel/cards'));
    await expectPageRendered(page);
  },
);

test('checkout sends a shopper who is not signed in to login?action=subscribe', async ({
  page,
}) => {
  await page.goto(storeUrl('tienda-demo', 'checkout'));
  await expect(page).toHaveURL(storeUrl('tienda-demo', 'login?action=subscribe'));
});

test('a guest route goes through login?redirect={path}&guest=true and signs in a guest', async ({
  page,
}) => {
  const urls = recordUrls(page);
  await page.goto(storeUrl('tienda-demo', 'single-payments/pr-td-0ywHJQcfV5nz3Houv9Vb0A'));
  await expect
    .poll(() => urls)
    .toContain(
      storeUrl(
        'tienda-demo',
        'login?redirect=%2Fsingle-payments%2Fpr-td-0ywHJQcfV5nz3Houv9Vb0A&guest=true',
      ),
    );
  // The login page signs the guest in at once and goes back to the payment; a new guest owes
  // name, last name and rut (000 §4 Session), so the session sends it on to user-info first
  // (single-payment.spec.ts walks the rest).
  await expect
    .poll(() => urls)
    .toContain(storeUrl('tienda-demo', 'single-payments/pr-td-0ywHJQcfV5nz3Houv9Vb0A'));
  await expect(page).toHaveURL(
    storeUrl('tienda-demo', 'user-info?redirect=%2Fsingle-payments%2Fpr-td-0ywHJQcfV5nz3Houv9Vb0A'),
  );
  await expectPageRendered(page);
});

test('a signed-in shopper goes straight to auth routes', async ({ page }) => {
  await signInAs(page, 'tienda-demo');
  const urls = recordUrls(page);
  await page.goto(storeUrl('tienda-demo', 'userpanel/cards'));
  await expectPageRendered(page);
  expect(urls.filter((u) => u.includes('/login'))).toEqual([]);
});

// Issue 14: the charges panel and the service pages are auth routes too (002 §6 "every route
// requires authentication"), on servicios-demo's own host (empty prefix).
test('servicios-demo: a charge approval and a service send a visitor to login, then back to them', async ({
  page,
}) => {
  await page.goto(ownHostUrl('servicios-demo', 'services/svc-sv-0001'));
  await expect(page).toHaveURL(
    ownHostUrl('servicios-demo', 'login?redirect=%2Fservices%2Fsvc-sv-0001'),
  );
  await page.goto(ownHostUrl('servicios-demo', 'userpanel/charges/ch-sv-0001/approve'));
  await expect(page).toHaveURL(
    ownHostUrl('servicios-demo', 'login?redirect=%2Fuserpanel%2Fcharges%2Fch-sv-0001%2Fapprove'),
  );
  await signInWithPassword(page, 'ana@demo.cl', 'demo1234');
  // Ana's seeded pending charge: its approval starts at pending-charge (read only, never approved here).
  await expect(page).toHaveURL(
    ownHostUrl('servicios-demo', 'userpanel/charges/ch-sv-0001/approve'),
  );
  await expect(
    page.getByRole('main').getByRole('heading', { level: 1, name: 'Aprueba tu cobro' }),
  ).toBeVisible();
});
