// Issue 36, "what the shopper sees is what she is charged": a product with a promotion ("$1.000 de
// descuento por 3 meses" on Paltas Hass, monthly $5.990) bought through the checkout is charged the
// price its card showed, and its order (the purchase's receipt in Mis Órdenes) says so. On phone
// and desktop: the card, the checkout summary and the order lay out differently. Its own copy of
// tienda-demo and its own shopper; the cart is set through the API, the screens under test are
// the catalogue card, the checkout and the order.
import { expect, test } from '../support/test';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { privateStore, scene, type ProductCopy } from '../support/products';
import { SANDBOX_URL } from '../support/env';
import { apiAs, shopperWithProfile, signInWithTokens } from '../support/session';
import { outcomeSummary } from '../support/money-outcome';
import { storeUrl } from '../support/shopper';

test(
  'a promoted product is charged the price its card showed, and its order says so',
  { tag: '@both' },
  async ({ page }, testInfo) => {
    const store = await privateStore(`promo-${testInfo.project.name}`, ['td-p-0004']);
    const [paltas] = store.products as [ProductCopy];
    const shopper = await shopperWithProfile({
      name: 'Paula',
      lastName: 'Soto',
      rut: '11111111-1',
      phone: '912345678',
      phonePrefix: '+56',
    });
    await scene('/sandbox/members', { email: shopper.email, storeName: store.name });
    await scene('/sandbox/cards', {
      email: shopper.email,
      storeName: store.name,
      number: '4111111111111111',
      brand: 'Visa',
      type: 'Credit',
    });
    const api = apiAs(shopper);
    await api.call('POST', `users/${shopper.userId}/addAddress`, {
      street: 'Avenida Providencia',
      number: '1234',
      commune: 'Providencia',
      region: 'Metropolitana de Santiago',
      country: 'Chile',
    });
    await signInWithTokens(page, store.name, shopper);

    // The card in the catalogue: the promoted price, the list price struck through.
    await page.goto(storeUrl(store.name, 'catalog'));
    const card = page
      .getByRole('main')
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Paltas Hass 1 kg' }) });
    await expect(card).toContainText('$4.990');
    await expect(card).toContainText('$5.990');

    // The cart (set through the API), then the checkout's summary: the same $4.990 and one delivery.
    await api.call('POST', 'carts/addProduct', {
      storeId: store.storeId,
      guestId: `e2e-promo-${testInfo.project.name}`,
      userId: shopper.userId,
      product: { productId: paltas._id, quantity: 1, billingType: 'monthly' },
    });
    await page.goto(storeUrl(store.name, 'checkout'));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Confirma tu compra' })).toBeVisible();
    const summary = main.getByRole('region', { name: 'Resumen de la compra' });
    const line = summary.getByRole('listitem').filter({ hasText: 'Paltas Hass 1 kg' });
    await expect(line).toContainText('$4.990');
    await expect(summary).toContainText('Descuentos-$1.000');
    await expect(summary).toContainText('Despacho$2.990');
    await expect(summary).toContainText('Total$7.980');
    await expectNoSeriousAxeViolations(page);
    await main.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).check();
    await main.getByRole('button', { name: 'Confirmar' }).click();
    await expect(page).toHaveURL(
      new RegExp(`/${store.name}/userpanel/subscriptions\\?purchased=sub[^&]+&subscribed=true$`),
    );
    // She is told the same amount the card was charged (issue 39).
    await expect(
      outcomeSummary(page.getByRole('dialog', { name: '¡Listo! La transacción ha sido exitosa' })),
    ).toContainText('Pagaste hoy $7.980.');

    // What the card was charged: the card's price and the delivery, nothing else.
    const charged = (await (
      await fetch(`${SANDBOX_URL}/sandbox/transactions?userId=${shopper.userId}`)
    ).json()) as { data: { amount: number }[] };
    expect(charged.data.map((tx) => tx.amount)).toEqual([7980]);

    // The order in Mis Órdenes says the same: subtotal $4.990, delivery $2.990, total $7.980.
    await page.goto(storeUrl(store.name, 'userpanel/orders'));
    await main.getByRole('link', { name: /^Ver detalle de la orden N° / }).click();
    const receipt = main.getByRole('region', { name: 'Resumen' });
    await expect(receipt).toContainText('Subtotal');
    await expect(receipt).toContainText('$4.990');
    await expect(receipt).toContainText('$2.990');
    await expect(receipt).toContainText('$7.980');
    await expectNoSeriousAxeViolations(page);
  },
);
