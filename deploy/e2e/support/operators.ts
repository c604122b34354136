// The operators' page (shell/server/operators/): signing in as an operator, with the stack's
// OPERATOR_TOKEN, on the shell at `base` (the stack's, or one server of a fleet). The sign-in
// page passes axe first.
import type { Page } from '@playwright/test';
import { expect } from './test';
import { expectNoSeriousAxeViolations } from './axe';
import { OPERATOR_TOKEN } from './env';

export async function signInAsOperator(page: Page, base: string, name: string): Promise<void> {
  await page.goto(`${base}/_operadores/`);
  await expect(page.getByRole('heading', { level: 1, name: 'Operaciones' })).toBeVisible();
  await expectNoSeriousAxeViolations(page);
  await page.getByLabel('Tu nombre (queda en el historial)').fill(name);
  await page.getByLabel('Token de operador').fill(OPERATOR_TOKEN);
  await page.getByRole('button', { name: 'Entrar' }).click();
  await expect(page.getByText(`Sesión de ${name}`)).toBeVisible();
}
