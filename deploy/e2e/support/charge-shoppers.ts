// A fresh signed-in shopper with her own charges (POST /sandbox/charges through makeCharge), so
// tests that change a charge (its card) never touch Ana's seeded ones, read by other tests.
import type { Page } from '@playwright/test';
import { makeCharge, type ChargeScene, type SceneCharge } from './charges';
import type { StoreName } from './env';
import { freshEmail, shopperWithProfile, signInWithTokens, type SceneTokens } from './session';

/**
 * The charges are made in order; her profile has what every seeded store requires, so no page
 * sends her to user-info first.
 */
export async function shopperWithCharges(
  page: Page,
  storeName: StoreName,
  scenes: ChargeScene[],
  label = 'cobros',
): Promise<{ email: string; userId: string; tokens: SceneTokens; charges: SceneCharge[] }> {
  const { email, userId, ...tokens } = await shopperWithProfile(
    { name: 'Camila', lastName: 'Soto', rut: '11111111-1' },
    freshEmail(label),
  );
  const charges: SceneCharge[] = [];
  for (const scene of scenes) charges.push(await makeCharge(email, storeName, scene));
  await signInWithTokens(page, storeName, tokens);
  return { email, userId, tokens, charges };
}
