// Every route of ROUTES.md at both sizes (issue 37): the flows run once, on the phone, unless their
// layout differs (tagged @both); this smoke keeps every screen seen on the phone and on desktop.
// For each route, as a shopper arrives there: the screen's heading (not the fallback, not the
// loading state), the navbar of that size (the "Abrir menú" drawer button on a phone only), no
// sideways scroll (nothing wider than the window), and axe's 0 serious or critical violations.
// State comes from sandbox scenes, one fresh shopper per test; nothing here is bought or changed.
import { expect, test, type Page } from '../support/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { makeCharge } from '../support/charges';
import { type StoreName } from '../support/env';
import { addCard, mintApiCheckout } from '../support/fast-checkout';
import { expectPageRendered } from '../support/pages';
import { scene } from '../support/products';
import { storeInfo } from '../support/sandbox';
import { apiAs, freshEmail, shopperWithProfile, signInWithTokens } from '../support/session';
import { chrome, homeUrl, ownHostUrl, storeUrl } from '../support/shopper';
import { sceneLink, sceneRequest } from '../support/single-payments';
import { makeSubscription } from '../support/subscriptions';

test.describe.configure({ mode: 'parallel' });

/**
 * The layout checks of one route, once its screen is there. `navbar: false`: a screen of its own
 * without the store's navbar (a payment request or link to pay, 002 §2), on both sizes.
 */
async function expectLayout(
  page: Page,
  isMobile: boolean,
  url: string,
  { navbar = true } = {},
): Promise<void> {
  await page.goto(url);
  await expectPageRendered(page);
  const menu = chrome(page).navbar.getByRole('button', { name: 'Abrir menú' });
  if (isMobile && navbar) await expect(menu, `${url}: the phone navbar`).toBeVisible();
  else await expect(menu, `${url}: no drawer button here`).toBeHidden();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow, `${url}: wider than the window by ${overflow}px`).toBeLessThanOrEqual(0);
  await expectNoSeriousAxeViolations(page);
}

const PROFILE = { name: 'Camila', lastName: 'Soto', rut: '11111111-1' };

/** A fresh signed-in shopper of `store` (her profile complete, so nothing sends her to user-info). */
async function shopper(page: Page, store: StoreName, label: string) {
  const signedIn = await shopperWithProfile(PROFILE, freshEmail(label));
  await signInWithTokens(page, store, signedIn);
  return signedIn;
}

test(
  'public store pages: landing, catalogue, product, info, contact, embed, login, recover, cart',
  { tag: '@both' },
  async ({ page, isMobile }) => {
    for (const path of [
      '',
      'catalog',
      'products/td-p-0001',
      'info',
      'contact',
      'iframe/Inicio',
      'login',
      'recover/no-es-un-token',
      'cart',
    ])
      await expectLayout(page, isMobile, storeUrl('tienda-demo', path));
  },
);

test('a visitor’s user-info', { tag: '@both' }, async ({ page, isMobile }) => {
  await expectLayout(page, isMobile, storeUrl('tienda-demo', 'user-info?redirect=%2Fcatalog'));
});

test(
  'the account panel: cards, orders and an order, profile, subscriptions',
  { tag: '@both' },
  async ({ page, isMobile }) => {
    // Ana's seeded orders (read only); the rest is hers too, nothing is changed.
    const ana = await shopperWithProfile({}, 'ana@demo.cl');
    await signInWithTokens(page, 'tienda-demo', ana);
    for (const path of [
      'userpanel/cards',
      'userpanel/orders',
      'userpanel/orders/dlv-td-0002',
      'userpanel/profile',
      'userpanel/subscriptions',
    ])
      await expectLayout(page, isMobile, storeUrl('tienda-demo', path));
  },
);

test(
  'checkout with a cart line, a card and an address',
  { tag: '@both' },
  async ({ page, isMobile }) => {
    const store = await storeInfo('tienda-demo');
    const me = await shopper(page, 'tienda-demo', 'layout-checkout');
    await scene('/sandbox/cards', {
      email: me.email,
      storeName: 'tienda-demo',
      number: '4111111111111111',
      brand: 'Visa',
      type: 'Credit',
    });
    const api = apiAs(me);
    await api.call('POST', `users/${me.userId}/addAddress`, {
      street: 'Avenida Providencia',
      number: '1234',
      commune: 'Providencia',
      region: 'Metropolitana de Santiago',
      country: 'Chile',
    });
    await api.call('POST', 'carts/addProduct', {
      storeId: store._id,
      guestId: `e2e-layout-${Date.now()}`,
      userId: me.userId,
      product: { productId: 'td-p-0007', quantity: 1, billingType: 'single' },
    });
    await expectLayout(page, isMobile, storeUrl('tienda-demo', 'checkout'));
  },
);

test(
  'a subscription’s pages: postsubscription and the payment screen',
  { tag: '@both' },
  async ({ page, isMobile }) => {
    const me = await shopper(page, 'tienda-demo', 'layout-suscripcion');
    const active = await makeSubscription(me.email, 'tienda-demo', {
      status: 'active',
      products: [{ productId: 'td-p-0003', quantity: 2 }],
    });
    const failed = await makeSubscription(me.email, 'tienda-demo', {
      status: 'failed',
      products: [{ productId: 'td-p-0002' }],
      paydayInDays: -3,
      cardDigits: '4242',
    });
    await expectLayout(page, isMobile, storeUrl('tienda-demo', `postsubscription/${active._id}`));
    await expectLayout(page, isMobile, storeUrl('tienda-demo', `payment/${failed._id}`));
  },
);

test('confirmPrice of a pharmacy subscription', { tag: '@both' }, async ({ page, isMobile }) => {
  const me = await shopper(page, 'farmacia-demo', 'layout-confirmar');
  const due = await makeSubscription(me.email, 'farmacia-demo', {
    status: 'awaiting response',
    products: [{ productId: 'fa-p-0001', quantity: 2 }],
    confirmedByMerchant: true,
  });
  await expectLayout(page, isMobile, storeUrl('farmacia-demo', `confirmPrice/${due._id}`));
});

test(
  'charges on the service store’s own host: list, a charge, approve, approved; a service and its checkout',
  { tag: '@both' },
  async ({ page, isMobile }) => {
    const me = await shopper(page, 'servicios-demo', 'layout-cobros');
    const pending = await makeCharge(me.email, 'servicios-demo', {
      installments: [{ paydayInDays: 5 }, { paydayInDays: 35 }],
    });
    const approved = await makeCharge(me.email, 'servicios-demo', {
      status: 'approved',
      installments: [{ paydayInDays: 5 }],
      cardDigits: '4242',
    });
    for (const path of [
      'userpanel/charges',
      `userpanel/charges/${pending._id}`,
      `userpanel/charges/${pending._id}/approve`,
      `userpanel/charges/${approved._id}/approved`,
      'services/svc-sv-0001',
      'services/svc-sv-0001/checkout',
    ])
      await expectLayout(page, isMobile, ownHostUrl('servicios-demo', path));
  },
);

test(
  'single payments: a payment request, a payment link, an unknown receipt',
  { tag: '@both' },
  async ({ page, isMobile }) => {
    const store = await storeInfo('tienda-demo');
    const me = await shopper(page, 'tienda-demo', 'layout-pago');
    const request = await sceneRequest({
      storeId: store._id,
      userEmail: me.email,
      price: 12_990,
      description: 'Cuota de inscripción',
    });
    const link = await sceneLink({ storeId: store._id, price: 4_990, description: 'Donación' });
    const own = { navbar: false };
    await expectLayout(
      page,
      isMobile,
      storeUrl('tienda-demo', `single-payments/${request._id}`),
      own,
    );
    await expectLayout(page, isMobile, storeUrl('tienda-demo', `paymentLink/${link._id}`), own);
    await expectLayout(
      page,
      isMobile,
      storeUrl('tienda-demo', `single-payments/${request._id}/success/pi-no-existe`),
    );
  },
);

test(
  'the pharmacy and the service store’s home pages',
  { tag: '@both' },
  async ({ page, isMobile }) => {
    await expectLayout(page, isMobile, homeUrl('farmacia-demo'));
    await expectLayout(page, isMobile, homeUrl('servicios-demo'));
  },
);

test(
  'fast checkout: a merchant’s token, then its payment step',
  { tag: '@both' },
  async ({ page, isMobile }) => {
    const me = await shopper(page, 'tienda-demo', 'layout-rapida');
    await addCard(me.email, 'tienda-demo');
    const token = await mintApiCheckout({
      storeName: 'tienda-demo',
      email: me.email,
      products: [{ productId: 'td-p-0002' }],
      paydayInDays: 5,
    });
    await page.goto(storeUrl('tienda-demo', `fast-checkout?token=${encodeURIComponent(token)}`));
    await expect(page).toHaveURL(/\/fast-checkout\/sub-[^/]+\/payment$/);
    await expectLayout(page, isMobile, page.url());
  },
);
