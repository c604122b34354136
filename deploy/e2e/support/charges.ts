// Charge scenes (POST /sandbox/charges, API.md "Sandbox-only"): a fresh shopper with her own
// charges and their instalments, so tests that approve, pay or change a card never touch Ana's
// seeded charges (read by other tests).
import type { Page } from '@playwright/test';
import { SANDBOX_URL, type StoreName } from './env';
import { freshEmail, shopperWithProfile, signInWithTokens, type SceneTokens } from './session';

export interface ChargeScene {
  name?: string;
  description?: string;
  /** Default 'pending'. */
  status?: string;
  instalmentPrice?: number;
  /** 1–24; paydayInDays is relative to now (negative: already due). */
  installments: { paydayInDays: number; status?: string }[];
  /** The card of the instalments (a fresh card row); null: paid by hand; "0002" declines. */
  cardDigits?: string | null;
  files?: { name: string; fileUrl: string }[];
}

export interface SceneCharge {
  _id: string;
  name: string;
  status: string;
  totalPrice: number;
  cardId: string | null;
  subscriptions: { _id: string; status: string; payday: string; price: number }[];
}

export async function makeCharge(
  email: string,
  storeName: StoreName,
  scene: ChargeScene,
): Promise<SceneCharge> {
  const response = await fetch(`${SANDBOX_URL}/sandbox/charges`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, storeName, ...scene }),
  });
  const body = (await response.json()) as { data?: SceneCharge; message?: string };
  if (!response.ok || !body.data)
    throw new Error(`POST /sandbox/charges: HTTP ${response.status} ${body.message ?? ''}`);
  return body.data;
}

/**
 * A fresh signed-in shopper (tokens already in the page's storage) with these charges, made in
 * order. Her profile has what every seeded store requires, so no page sends her to user-info.
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
