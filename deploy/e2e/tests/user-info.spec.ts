// Spec 000 §2 user-info, §4 Session, §5 Rut; 001 §2: a signed-in shopper with a required field
// missing goes to user-info?redirect={where they were}, fills only what is missing, and comes back.
// Edit mode (redirect contains "payment") shows every required field prefilled.
import { expect, test } from '../support/test';
import { storeUrl } from '../support/shopper';
import { apiAs, shopperWithProfile, signInWithTokens } from '../support/session';

test(
  'a fresh shopper without rut goes to user-info, sees only Rut, and is sent back after saving',
  { tag: '@both' },
  async ({ page }) => {
    const shopper = await shopperWithProfile({ name: 'Carla', lastName: 'Soto' });
    await signInWithTokens(page, 'tienda-demo', shopper);
    await page.goto(storeUrl('tienda-demo', 'catalog?orden=precio'));
    await expect(page).toHaveURL(
      storeUrl('tienda-demo', 'user-info?redirect=%2Fcatalog%3Forden%3Dprecio'),
    );
    await expect(page).toHaveTitle(/^Completa tus datos - /);

    const main = page.getByRole('main');
    const rut = main.getByRole('textbox', { name: 'Rut' });
    await expect(rut).toBeVisible();
    await expect(main.getByRole('textbox', { name: 'Nombre' })).toHaveCount(0);
    await expect(main.getByRole('textbox', { name: 'Apellido' })).toHaveCount(0);
    const save = main.getByRole('button', { name: 'Guardar' });
    await expect(save).toBeDisabled();

    await rut.pressSequentially('12.345.678-9');
    await expect(rut).toHaveValue('12345678-9');
    await expect(main.getByText('Dígito verificador incorrecto')).toBeVisible();
    await expect(save).toBeDisabled();
    await rut.fill('');
    await rut.pressSequentially('12.345.678-5');
    await expect(rut).toHaveValue('12345678-5');
    await expect(main.getByText('Dígito verificador incorrecto')).toHaveCount(0);
    await save.click();

    await expect(page).toHaveURL(storeUrl('tienda-demo', 'catalog?orden=precio'));
    // Saved on the account, and the stored token was refreshed with the new claim.
    const profile = await apiAs(shopper).call<{ rut: string }>('GET', 'auth/profile');
    expect(profile.rut).toBe('12345678-5');
    const claims = await page.evaluate(
      () =>
        JSON.parse(
          atob(
            localStorage
              .getItem('accessToken')!
              .split('.')[1]!
              .replace(/-/g, '+')
              .replace(/_/g, '/'),
          ),
        ) as { rut: string },
    );
    expect(claims.rut).toBe('12345678-5');
    // A reload stays put: nothing is missing any more.
    await page.reload();
    await expect(page).toHaveURL(storeUrl('tienda-demo', 'catalog?orden=precio'));
  },
);

test('an empty rut, once left, shows the required message with an example', async ({ page }) => {
  const shopper = await shopperWithProfile({ name: 'Carla', lastName: 'Soto' });
  await signInWithTokens(page, 'tienda-demo', shopper);
  await page.goto(storeUrl('tienda-demo', 'user-info?redirect=%2Fcatalog'));
  const rut = page.getByRole('main').getByRole('textbox', { name: 'Rut' });
  await rut.focus();
  await rut.blur();
  await expect(
    page.getByRole('main').getByText('Este campo es obligatorio. Por ejemplo: 12345678-5'),
  ).toBeVisible();
  await rut.pressSequentially('1234');
  await expect(
    page
      .getByRole('main')
      .getByText('Ingresa tu rut sin puntos y con guión. Por ejemplo: 12345678-5'),
  ).toBeVisible();
});

test('edit mode: a redirect with "payment" shows every required field prefilled, and saving returns there', async ({
  page,
}) => {
  const shopper = await shopperWithProfile({ name: 'Carla', lastName: 'Soto', rut: '11111111-1' });
  await signInWithTokens(page, 'tienda-demo', shopper);
  await page.goto(storeUrl('tienda-demo', 'user-info?redirect=%2Fuserpanel%2Fcards%3Fpayment%3D1'));
  const main = page.getByRole('main');
  await expect(main.getByRole('textbox', { name: 'Nombre' })).toHaveValue('Carla');
  await expect(main.getByRole('textbox', { name: 'Apellido' })).toHaveValue('Soto');
  await expect(main.getByRole('textbox', { name: 'Rut' })).toHaveValue('11111111-1');
  await main.getByRole('textbox', { name: 'Apellido' }).fill('');
  await expect(main.getByText('Este campo es obligatorio')).toBeVisible();
  await expect(main.getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await main.getByRole('textbox', { name: 'Apellido' }).fill('Soto Díaz');
  await main.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL(storeUrl('tienda-demo', 'userpanel/cards?payment=1'));
  const profile = await apiAs(shopper).call<{ lastName: string }>('GET', 'auth/profile');
  expect(profile.lastName).toBe('Soto Díaz');
});
