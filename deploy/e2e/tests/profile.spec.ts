// Spec 002 §2 "userpanel/profile" and "Profile and payers"; 000 §5 (profile name messages, rut,
// phone): a fresh shopper edits name and last name, rut and phone, each in its own dialog; the
// values persist (read back from the sandbox and after a reload) and the session token carries
// them. The company card appears only on a store whose checkout policy enables a company field.
// Every test signs in its own fresh shopper, so desktop and phone run side by side.
import { expect, test, type Page } from '../support/test';
import { expectDialogReady } from '../support/dialogs';
import { cloneStore, newShopper, type Shopper } from '../support/mailbox';
import { apiAs, sceneSession, signInAs, userIdOf } from '../support/session';
import { storeUrl } from '../support/shopper';
import type { StoreName } from '../support/env';

interface Profile {
  name: string;
  lastName: string;
  rut: string;
  phone: string;
  phonePrefix: string;
}

async function openProfile(page: Page, store: StoreName, shopper: Shopper): Promise<void> {
  await signInAs(page, store, { ...shopper, path: 'userpanel/profile' });
  await expect(page).toHaveURL(storeUrl(store, 'userpanel/profile'));
  await expect(page.getByRole('heading', { level: 1, name: 'Mis Datos' })).toBeVisible();
}

const row = (page: Page, label: string) =>
  page.getByRole('main').getByRole('group', { name: label });

/** The profile as the provider has it (a scene session of the same shopper). */
async function savedProfile(email: string): Promise<Profile> {
  return apiAs(await sceneSession(email)).call<Profile>('GET', 'auth/profile');
}

/** The claims of the access token the storefront keeps. */
function storedClaims(page: Page): Promise<Profile> {
  return page.evaluate(() => {
    const payload = localStorage.getItem('accessToken')!.split('.')[1]!;
    const bytes = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const utf8 = decodeURIComponent(
      Array.from(bytes, (c) => `%${c.charCodeAt(0).toString(16).padStart(2, '0')}`).join(''),
    );
    return JSON.parse(utf8) as Profile;
  });
}

test(
  'shows the e-mail read-only; edits name and last name, and the rut, with the spec rules; they persist',
  { tag: '@both' },
  async ({ page }) => {
    const shopper = await newShopper('profile');
    await openProfile(page, 'tienda-demo', shopper);
    const email = page.getByRole('main').getByRole('textbox', { name: 'Correo electrónico' });
    await expect(email).toHaveValue(shopper.email);
    await expect(email).not.toBeEditable();
    await expect(row(page, 'Nombre')).toContainText('Prueba Login');
    await expect(row(page, 'Rut')).toContainText('11111111-1');

    // Name and last name.
    await page.getByRole('button', { name: 'Editar nombre' }).click();
    let dialog = page.getByRole('dialog', { name: 'Editar nombre' });
    await expectDialogReady(dialog);
    const name = dialog.getByRole('textbox', { name: 'Nombre' });
    const save = dialog.getByRole('button', { name: 'Guardar' });
    await name.fill('');
    await expect(dialog.getByText('El nombre no puede quedar vacío')).toBeVisible();
    await expect(save).toBeDisabled();
    await name.fill('Ñandú');
    await dialog.getByRole('textbox', { name: 'Apellido' }).fill('');
    await expect(dialog.getByText('El apellido no puede quedar vacío')).toBeVisible();
    await expect(save).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Apellido' }).fill('Núñez');
    await save.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Datos actualizados').first()).toBeVisible();
    // Issue 39: the toasts and their close button speak Spanish ("Dismiss notification" before).
    const toast = page.getByRole('region', { name: 'Notificaciones' }).getByRole('status').first();
    await expect(toast.getByRole('button', { name: 'Cerrar notificación' })).toBeVisible();
    await expect(row(page, 'Nombre')).toContainText('Ñandú Núñez');
    // The session was refreshed: the stored token carries the new name.
    await expect.poll(async () => (await storedClaims(page)).name).toBe('Ñandú');

    // Rut: cleaned as typed; a wrong check digit is refused.
    await page.getByRole('button', { name: 'Editar rut' }).click();
    dialog = page.getByRole('dialog', { name: 'Editar rut' });
    await expectDialogReady(dialog);
    const rut = dialog.getByRole('textbox', { name: 'Rut' });
    await rut.fill('');
    await rut.pressSequentially('12.345.678-9');
    await expect(rut).toHaveValue('12345678-9');
    await expect(dialog.getByText('Dígito verificador incorrecto')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    await rut.fill('');
    await rut.pressSequentially('12.345.678-5');
    await expect(rut).toHaveValue('12345678-5');
    await expect(dialog.getByText('Dígito verificador incorrecto')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Guardar' }).click();
    await expect(dialog).toBeHidden();
    await expect(row(page, 'Rut')).toContainText('12345678-5');

    const saved = await savedProfile(shopper.email);
    expect(saved).toMatchObject({ name: 'Ñandú', lastName: 'Núñez', rut: '12345678-5' });
    await page.reload();
    await expect(row(page, 'Nombre')).toContainText('Ñandú Núñez');
    await expect(row(page, 'Rut')).toContainText('12345678-5');
  },
);

test('edits the phone: digits only, the length of the chosen country, shown as prefix plus number', async ({
  page,
}) => {
  const shopper = await newShopper('profile-phone');
  await openProfile(page, 'tienda-demo', shopper);
  await expect(row(page, 'Teléfono')).toContainText('Sin registrar');

  await page.getByRole('button', { name: 'Editar teléfono' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar teléfono' });
  await expectDialogReady(dialog);
  const country = dialog.getByRole('combobox', { name: 'País' });
  const number = dialog.getByRole('textbox', { name: 'Teléfono' });
  const save = dialog.getByRole('button', { name: 'Guardar' });
  await expect(country).toHaveValue('CL'); // default +56
  await number.pressSequentially('abc');
  await expect(dialog.getByText('Debe contener sólo números')).toBeVisible();
  await expect(save).toBeDisabled();
  await number.fill('91234567');
  await expect(dialog.getByText('Debe contener exactamente 9 dígitos')).toBeVisible();
  await expect(save).toBeDisabled();
  await number.fill('912345678');
  await expect(dialog.getByText(/Debe contener/)).toHaveCount(0);
  await expect(save).toBeEnabled();
  // Argentina's example number has 11 digits (shared/domain/src/phone/phone-countries.json).
  await country.selectOption({ label: 'Argentina (+54)' });
  await expect(dialog.getByText('Debe contener exactamente 11 dígitos')).toBeVisible();
  await expect(save).toBeDisabled();
  await country.selectOption({ label: 'Chile (+56)' });
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Teléfono')).toContainText('+56 912345678');

  expect(await savedProfile(shopper.email)).toMatchObject({
    phone: '912345678',
    phonePrefix: '+56',
  });
  await page.reload();
  await expect(row(page, 'Teléfono')).toContainText('+56 912345678');
});

test('no company card on tienda-demo (no company field enabled)', async ({ page }) => {
  const shopper = await newShopper('profile-nocompany');
  await openProfile(page, 'tienda-demo', shopper);
  await expect(row(page, 'Rut')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Datos de empresa' })).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Editar datos de empresa' })).toHaveCount(0);
});

test('a store whose checkout policy enables company fields shows the company card; rut and address save on the payer', async ({
  page,
}) => {
  const store = await cloneStore('tienda-demo', 'profile-company', {
    policy: { checkoutPolicy: { companyFields: { rut: true, address: true } } },
  });
  const shopper = await newShopper('profile-company');
  await openProfile(page, store, shopper);
  await expect(page.getByRole('heading', { name: 'Datos de empresa' })).toBeVisible();
  await expect(row(page, 'Dirección')).toContainText('Sin registrar');

  await page.getByRole('button', { name: 'Editar datos de empresa' }).click();
  const dialog = page.getByRole('dialog', { name: 'Editar datos de empresa' });
  await expectDialogReady(dialog);
  const rut = dialog.getByRole('textbox', { name: 'Rut empresa' });
  const save = dialog.getByRole('button', { name: 'Guardar' });
  await rut.pressSequentially('76.086.428-4');
  await expect(dialog.getByText('Dígito verificador incorrecto')).toBeVisible();
  await dialog.getByRole('textbox', { name: 'Dirección' }).fill('Av. Apoquindo 123, Las Condes');
  await expect(save).toBeDisabled();
  await rut.fill('');
  await rut.pressSequentially('76.086.428-5');
  await expect(save).toBeEnabled();
  await save.click();
  await expect(dialog).toBeHidden();
  await expect(row(page, 'Rut empresa')).toContainText('76086428-5');
  await expect(row(page, 'Dirección')).toContainText('Av. Apoquindo 123, Las Condes');

  // Saved on the shopper's payer in that store.
  const tokens = await sceneSession(shopper.email);
  const api = apiAs(tokens);
  const stores = await api.call<{ docs: Array<{ _id: string }> }>('GET', `stores/?name=${store}`);
  const storeId = stores.docs[0]!._id;
  const payers = await api.payers(userIdOf(tokens), storeId);
  expect(payers.map((p) => (p as { company?: unknown }).company)).toContainEqual({
    rut: '76086428-5',
    address: 'Av. Apoquindo 123, Las Condes',
  });
  await page.reload();
  await expect(row(page, 'Dirección')).toContainText('Av. Apoquindo 123, Las Condes');
});
