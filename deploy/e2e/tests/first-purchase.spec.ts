// Issue 39 "Done means": a whole first purchase as a new shopper meets it, every step through the
// screens (000 §2 product, cart, login and sign-up, user-info; 001 §2 Checkout, §4 Card
// registration return): she picks a product, signs up on the way to the checkout, completes her
// rut, adds her address and her first card, Confirmar buys the cart, and the screen she lands on
// says what she bought, what she paid today and what comes next, as the provider recorded it.
// A private copy of tienda-demo per run, so the phone and desktop runs never share a cart.
import { expect, test } from '../support/test';
import { saveSearchedAddress } from '../support/address-dialog';
import { expectNoSeriousAxeViolations } from '../support/axe';
import { inscribeCard } from '../support/card-inscription';
import { SANDBOX_URL } from '../support/env';
import { newEmail } from '../support/mailbox';
import { clp, outcomeSummary, shownDate } from '../support/money-outcome';
import { privateStore } from '../support/products';
import { sceneSession, userIdOf } from '../support/session';
import { chrome, loginForm, storeUrl } from '../support/shopper';

/** td-p-0002: Café en grano 1 kg, monthly $10.000. */
const COFFEE = 'td-p-0002';

test(
  'a new shopper buys for the first time: sign-up, rut, address, first card, Confirmar, and she reads what she bought and paid',
  { tag: '@both' },
  async ({ page }, testInfo) => {
    const store = await privateStore(`first-purchase-${testInfo.project.name}`, [COFFEE]);
    const [coffee] = store.products;
    const main = page.getByRole('main');

    // The product, monthly, on the store's first working day (the form's default).
    await page.goto(storeUrl(store.name, `products/${coffee!._id}`));
    await expect(main.getByRole('heading', { level: 1, name: coffee!.name })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await main.getByRole('radio', { name: /Mensual/ }).check();
    await main.getByRole('button', { name: 'Agregar al carrito' }).click();
    await expect(
      chrome(page)
        .navbar.getByRole('link', { name: /Carrito/ })
        .getByTestId('cart-count'),
    ).toHaveText('1');

    // The cart, then on to the checkout: a guest signs up on the way.
    await page.goto(storeUrl(store.name, 'cart'));
    await expect(main.getByRole('heading', { level: 1, name: 'Tu carrito' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);
    await main.getByRole('link', { name: 'Continuar' }).click();
    const form = loginForm(page);
    const email = newEmail('primera-compra');
    await form.email.fill(email);
    await form.continue.click();
    await main.getByLabel('Nombre').fill('Daniela');
    await main.getByLabel('Apellido').fill('Fuentes');
    await form.password.fill('clave-nueva-1');
    await main.getByLabel('Repite la contraseña').fill('clave-nueva-1');
    await main.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }).check();
    await expectNoSeriousAxeViolations(page);
    await main.getByRole('button', { name: 'Crear cuenta' }).click();

    // The store needs her rut before anything else (000 §2 user-info), then the checkout.
    const rut = main.getByRole('textbox', { name: 'Rut' });
    await rut.pressSequentially('12.345.678-5');
    await expectNoSeriousAxeViolations(page);
    await main.getByRole('button', { name: 'Guardar' }).click();
    await expect(main.getByRole('heading', { level: 1, name: 'Confirma tu compra' })).toBeVisible();
    await expectNoSeriousAxeViolations(page);

    // Her phone (saved to her profile on leaving it), her address, the terms; no card yet.
    const phone = main.getByRole('textbox', { name: 'Teléfono' });
    await phone.fill('912345678');
    await phone.blur();
    await main.getByRole('button', { name: 'Agregar dirección' }).click();
    await saveSearchedAddress(page, 'Avenida Providencia 1234, Providencia');
    await expect(main.getByText('Aún no tienes tarjetas registradas.')).toBeVisible();
    await main.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }).check();
    // Her new address is quoted after it is saved; until the quote comes, Confirmar answers
    // 'Espera a que cargue el despacho' (001 §5) instead of going on, as it did once on a busy run.
    await expect(
      main
        .getByRole('region', { name: 'Resumen de la compra' })
        .locator('dt', { hasText: /^Despacho$/ })
        .locator('xpath=following-sibling::dd[1]'),
    ).toHaveText(/^\$[\d.]+$/);
    await main.getByRole('button', { name: 'Confirmar' }).click();

    // Her first card on the provider's page; back, the cart is bought on its own (001 §4).
    await inscribeCard(page, '4111111111117777');

    // Where she lands: what she bought, what she paid today and what comes next, at the top.
    const told = page.getByRole('dialog', { name: '¡Listo! La transacción ha sido exitosa' });
    const summary = outcomeSummary(told);
    await expect(summary).toContainText(`Lo que compraste${coffee!.name} × 1 · Mensual`);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await expectNoSeriousAxeViolations(page);

    // The same as the provider has it: her one subscription, and the charge of today if any.
    const tokens = await sceneSession(email);
    const api = (path: string) =>
      fetch(`${SANDBOX_URL}/v1/${path}`, {
        headers: { authorization: `Bearer ${tokens.access}`, 'x-origin-type': 'shopper' },
      }).then(async (response) => ((await response.json()) as { data: unknown }).data);
    const userId = userIdOf(tokens);
    const { docs: bought } = (await api(
      `subscriptions?userId=${userId}&storeId=${store.storeId}`,
    )) as { docs: { price: number; payday: string; status: string }[] };
    expect(bought).toHaveLength(1);
    const { docs: charges } = (await api(`transactions?userId=${userId}`)) as {
      docs: { amount: number; status: string }[];
    };
    // Charged today when her first payday is today; otherwise nothing yet (a weekend, a holiday).
    await expect(summary).toContainText(
      charges.length
        ? `Pagaste hoy ${clp(charges[0]!.amount)}.`
        : 'Hoy no se realizó ningún cobro.',
    );
    await expect(summary).toContainText(
      `Lo que viene${coffee!.name}: ${clp(bought[0]!.price)} el ${shownDate(bought[0]!.payday)}.`,
    );

    await told.getByRole('button', { name: 'Aceptar' }).click();
    await expect(page).toHaveURL(storeUrl(store.name, 'userpanel/subscriptions'));
    await expect(main.getByText(coffee!.name).first()).toBeVisible();
    await expectNoSeriousAxeViolations(page);
  },
);
