// Spec 002 §2 userpanel/cards, 001 §4 "Card registration return", 001 §8 texts: the shopper's cards,
// adding one through the provider's inscription page (sandbox), the success and failure dialogs,
// deleting with confirmation, and no Delete for a card that backs an approved charge.
// Desktop and phone run at the same time against one sandbox with the same shopper, so each
// project registers its own number (the last four tell them apart).
import { expect, test, type Page } from '../support/test';
import { ownHostUrl, storeUrl } from '../support/shopper';
import { signInAs } from '../support/session';

const SUCCESS_TITLE = 'Tu tarjeta ha sido registrada';
const SUCCESS_BODY = '¡Tu tarjeta ha sido registrada con éxito! Puedes modificarla en tu cuenta.';
const FAILURE_TITLE = 'Lo sentimos, ha ocurrido un error al registrar tu tarjeta';
const FAILURE_BODY =
  'Lamentablemente no se ha podido registrar tu tarjeta. Por favor, vuelve a intentarlo.';

const cardsList = (page: Page) =>
  page.getByRole('main').getByRole('list', { name: 'Tarjetas registradas' });
const cardItem = (page: Page, brand: string, digits: string) =>
  cardsList(page).getByRole('listitem', { name: `${brand} terminada en ${digits}` });

/** "Agregar tarjeta" → the provider's page → fill it → "Inscribir" → back on the cards page. */
async function registerCard(
  page: Page,
  card: { brand: string; type: string; number: string },
): Promise<void> {
  await page.getByRole('button', { name: 'Agregar tarjeta' }).click();
  await expect(page).toHaveURL(/\/sandbox\/card-inscription\?token=/);
  await page.getByLabel('Marca').selectOption(card.brand);
  await page.getByLabel('Tipo').selectOption({ label: card.type });
  await page.getByLabel('Número de tarjeta').fill(card.number);
  await page.getByRole('button', { name: 'Inscribir' }).click();
}

test.describe('tienda-demo cards', () => {
  test.beforeEach(async ({ page }) => {
    await signInAs(page, 'tienda-demo', { path: 'userpanel/cards' });
    await expect(page).toHaveURL(storeUrl('tienda-demo', 'userpanel/cards'));
  });

  test('lists the seeded Visa ending in 4242 with its type', { tag: '@both' }, async ({ page }) => {
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const visa = cardItem(page, 'Visa', '4242');
    await expect(visa).toBeVisible();
    await expect(visa).toContainText('Visa');
    await expect(visa).toContainText('4242');
    await expect(visa).toContainText('Crédito');
  });

  test(
    'adds a card through the provider, sees the success dialog, then deletes it with confirmation',
    { tag: '@both' },
    async ({ page }, testInfo) => {
      const lastFour = testInfo.project.name === 'phone' ? '2222' : '1111';
      await expect(cardItem(page, 'Visa', '4242')).toBeVisible();
      await registerCard(page, {
        brand: 'Visa',
        type: 'Crédito',
        number: `411111111111${lastFour}`,
      });

      // Back with newCard=true: confirmed, the dialog shows, and newCard leaves the URL.
      const dialog = page.getByRole('dialog', { name: SUCCESS_TITLE });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(SUCCESS_BODY);
      await expect(dialog).toContainText(`Visa terminada en ${lastFour}`);
      await expect(dialog).toContainText('Crédito');
      await expect(page).toHaveURL(storeUrl('tienda-demo', 'userpanel/cards'));
      expect(await page.evaluate(() => localStorage.getItem('tbk_token'))).toBeNull();
      await dialog.getByRole('button', { name: 'Aceptar' }).click();
      await expect(dialog).toBeHidden();
      await expect(cardItem(page, 'Visa', lastFour)).toBeVisible();

      await cardItem(page, 'Visa', lastFour)
        .getByRole('button', { name: `Eliminar Visa terminada en ${lastFour}` })
        .click();
      const confirm = page.getByRole('alertdialog', { name: 'Eliminar tarjeta' });
      await expect(confirm).toContainText(
        'Todas las suscripciones que utilizan esta tarjeta serán pausadas',
      );
      await expect(confirm).toContainText(`¿Deseas eliminar la tarjeta terminada en ${lastFour}?`);
      await confirm.getByRole('button', { name: 'Eliminar' }).click();
      await expect(confirm).toBeHidden();
      await expect(cardItem(page, 'Visa', lastFour)).toHaveCount(0);
      await expect(cardItem(page, 'Visa', '4242')).toBeVisible();
    },
  );

  test('a number ending in 0051 fails at the provider: the failure dialog, and no new card', async ({
    page,
  }) => {
    await expect(cardItem(page, 'Visa', '4242')).toBeVisible();
    await registerCard(page, { brand: 'Visa', type: 'Débito', number: '4000000000000051' });
    const dialog = page.getByRole('dialog', { name: FAILURE_TITLE });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(FAILURE_BODY);
    await dialog.getByRole('button', { name: 'Aceptar' }).click();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(storeUrl('tienda-demo', 'userpanel/cards'));
    await expect(cardItem(page, 'Visa', '0051')).toHaveCount(0);
  });
});

test('servicios-demo (own host): the card that pays an approved charge offers no Delete', async ({
  page,
}) => {
  await signInAs(page, 'servicios-demo', { path: 'userpanel/cards' });
  await expect(page).toHaveURL(ownHostUrl('servicios-demo', 'userpanel/cards'));
  const seeded = cardItem(page, 'Visa', '4242');
  await expect(seeded).toBeVisible();
  await expect(seeded).toContainText('Crédito');
  await expect(seeded.getByRole('button', { name: /Eliminar/ })).toHaveCount(0);
});
