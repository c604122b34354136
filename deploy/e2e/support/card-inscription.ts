// The provider's card registration page (the sandbox's Oneclick inscription, SANDBOX.md "test
// cards"): once a screen has sent the browser there, a Visa credit card with this number is
// registered and the provider sends the browser back.
import { expect, type Page } from '@playwright/test';

export async function inscribeCard(page: Page, number: string): Promise<void> {
  await expect(page).toHaveURL(/\/sandbox\/card-inscription\?token=/);
  await page.getByLabel('Marca').selectOption('Visa');
  await page.getByLabel('Tipo').selectOption({ label: 'Crédito' });
  await page.getByLabel('Número de tarjeta').fill(number);
  await page.getByRole('button', { name: 'Inscribir' }).click();
}
