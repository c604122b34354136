// Spec 000 §4 Session: after a sign-in (not on the login page) the payer of the user in the store
// is fetched; created when missing; an inactive payer forces "Confirma tus datos" until it is saved.
import { expect, test } from '../support/test';
import { expectDialogReady } from '../support/dialogs';
import { storeUrl } from '../support/shopper';
import {
  apiAs,
  sceneSession,
  shopperWithProfile,
  signInWithTokens,
  userIdOf,
} from '../support/session';

// Once per run (the seed has no such payer until it runs): desktop only.
test('@desktop-only a farmacia-demo sign-in creates the missing payer', async ({ page }) => {
  // Ana has payers in tienda-demo and servicios-demo only (seed).
  const ana = await sceneSession('ana@demo.cl');
  const api = apiAs(ana);
  const userId = userIdOf(ana);
  expect(await api.payers(userId, 'st-farmacia-demo')).toEqual([]);

  await signInWithTokens(page, 'farmacia-demo', ana);
  await page.goto(storeUrl('farmacia-demo', 'catalog'));
  await expect
    .poll(() => api.payers(userId, 'st-farmacia-demo'), { timeout: 15_000 })
    .toHaveLength(1);
  const [payer] = await api.payers(userId, 'st-farmacia-demo');
  expect(payer).toMatchObject({ active: true, storeId: 'st-farmacia-demo' });
  await expect(page.getByRole('dialog', { name: 'Confirma tus datos' })).toHaveCount(0);
});

test(
  'an inactive payer forces "Confirma tus datos" until it is saved',
  { tag: '@both' },
  async ({ page }) => {
    const shopper = await shopperWithProfile({
      name: 'Tomás',
      lastName: 'Vera',
      rut: '11111111-1',
    });
    const api = apiAs(shopper);
    // Scene: the shopper's payer in tienda-demo exists and is inactive.
    const created = await api.call<{ _id: string }>('POST', `payers/shopper/${shopper.userId}`, {
      storeId: 'st-tienda-demo',
    });
    await api.updatePayer(created._id, { active: false });

    await signInWithTokens(page, 'tienda-demo', shopper);
    await page.goto(storeUrl('tienda-demo', 'catalog'));
    const dialog = page.getByRole('dialog', { name: 'Confirma tus datos' });
    await expectDialogReady(dialog);
    await expect(dialog.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Tomás');
    await expect(dialog.getByRole('textbox', { name: 'Apellido' })).toHaveValue('Vera');
    await expect(dialog.getByRole('textbox', { name: 'Rut' })).toHaveValue('11111111-1');
    await expect(dialog.getByRole('button', { name: 'Cerrar' })).toHaveCount(0);

    // Neither Escape nor a click outside closes it; focus stays inside.
    await page.keyboard.press('Escape');
    await page.mouse.click(5, 400);
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 6; i += 1) await page.keyboard.press('Tab');
    expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    // A reload does not get rid of it either.
    await page.reload();
    await expectDialogReady(dialog);

    const rut = dialog.getByRole('textbox', { name: 'Rut' });
    await rut.fill('');
    await rut.pressSequentially('12.345.678-5');
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toHaveCount(0);

    const [payer] = (await api.payers(shopper.userId, 'st-tienda-demo')).filter(
      (p) => p._id === created._id,
    );
    expect(payer).toMatchObject({ active: true, billing: { taxId: '12345678-5' } });
    expect(await api.call<{ rut: string }>('GET', 'auth/profile')).toMatchObject({
      rut: '12345678-5',
    });
    await page.reload();
    await expect(page.getByRole('main').getByRole('heading').first()).toBeVisible();
    await expect(dialog).toHaveCount(0);
  },
);
