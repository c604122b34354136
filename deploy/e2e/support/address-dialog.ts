// The address dialog (001 §2 Checkout "Agregar dirección"; the shared address widget): an address
// searched, picked from the suggestions and saved from its details step.
import { expect, type Page } from '@playwright/test';

/** With "Agregar dirección" open: searches `address` ("Avenida Providencia 1234, Providencia"),
 * picks the first suggestion starting with its street and number, and saves it. */
export async function saveSearchedAddress(page: Page, address: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: 'Agregar dirección' });
  await dialog.getByRole('searchbox', { name: 'Busca tu dirección' }).fill(address);
  const street = address.split(',')[0]!;
  await dialog
    .getByRole('button', { name: new RegExp(`^${street}`) })
    .first()
    .click();
  const details = page.getByRole('dialog', { name: 'Confirma tu dirección' });
  await details.getByRole('button', { name: 'Guardar dirección' }).click();
  await expect(details).toBeHidden();
}
