// Subscription scenes (POST /sandbox/subscriptions, API.md "Sandbox-only"): each test makes a
// fresh shopper with her own subscriptions, so tests that pause, cancel or pay never touch rows
// another test reads (Ana's seeded ones stay for read-only tests).
import type { Page } from '@playwright/test';
import { SANDBOX_URL, type StoreName } from './env';
import { freshEmail, shopperWithProfile, signInWithTokens, type SceneTokens } from './session';

export interface SubscriptionScene {
  status: string;
  products: { productId: string; quantity?: number }[];
  paydayInDays?: number;
  billingFrequency?: number;
  cardDigits?: string | null;
  trialDays?: number;
  confirmedByMerchant?: boolean;
  lastPaymentTryMinutesAgo?: number;
  priceChange?: { newPrice: number; inDays: number; optIn?: boolean };
  /** Provider names, highest priority first (default Webpay Oneclick alone). */
  paymentMethods?: string[];
}

export interface SceneSubscription {
  _id: string;
  status: string;
  payday: string;
  cardId: string | null;
  price: number;
  products: { productId: string; name: string; quantity: number; price: number }[];
}

export async function makeSubscription(
  email: string,
  storeName: StoreName,
  scene: SubscriptionScene,
): Promise<SceneSubscription> {
  const response = await fetch(`${SANDBOX_URL}/sandbox/subscriptions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, storeName, ...scene }),
  });
  const body = (await response.json()) as { data?: SceneSubscription; message?: string };
  if (!response.ok || !body.data)
    throw new Error(`POST /sandbox/subscriptions: HTTP ${response.status} ${body.message ?? ''}`);
  return body.data;
}

/**
 * A fresh signed-in shopper (tokens already in the page's storage) with these subscriptions. Her
 * profile has what every seeded store requires (name, last name, rut), so no page sends her to
 * user-info first; `profile` replaces it.
 */
export async function shopperWithSubscriptions(
  page: Page,
  storeName: StoreName,
  scenes: SubscriptionScene[],
  label = 'suscripciones',
  profile: Record<string, string> = { name: 'Camila', lastName: 'Soto', rut: '11111111-1' },
): Promise<{
  email: string;
  userId: string;
  tokens: SceneTokens;
  subscriptions: SceneSubscription[];
}> {
  const { email, userId, ...tokens } = await shopperWithProfile(profile, freshEmail(label));
  const subscriptions: SceneSubscription[] = [];
  for (const scene of scenes) subscriptions.push(await makeSubscription(email, storeName, scene));
  await signInWithTokens(page, storeName, tokens);
  return { email, userId, tokens, subscriptions };
}

/** Lets days pass for one shopper (POST /sandbox/clock): renewals, failed attempts, pause ends. */
export async function advanceClock(
  email: string,
  advanceDays: number,
): Promise<{ events: { kind: string; from?: string; to?: string }[] }> {
  const response = await fetch(`${SANDBOX_URL}/sandbox/clock`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, advanceDays }),
  });
  const body = (await response.json()) as {
    data?: { events: { kind: string; from?: string; to?: string }[] };
    message?: string;
  };
  if (!response.ok || !body.data)
    throw new Error(`POST /sandbox/clock: HTTP ${response.status} ${body.message ?? ''}`);
  return body.data;
}

/**
 * Moves the shopper's last payment try of a subscription `minutesAgo` minutes back (POST
 * /sandbox/subscriptions/{id}/lastPaymentTry): the server's side of the 5-minute wait, when a test
 * has let the screen's countdown run out on the page's clock.
 */
export async function lastPaymentTryAgo(subscriptionId: string, minutesAgo: number): Promise<void> {
  const response = await fetch(
    `${SANDBOX_URL}/sandbox/subscriptions/${subscriptionId}/lastPaymentTry`,
    {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ minutesAgo }),
    },
  );
  if (!response.ok) throw new Error(`POST …/lastPaymentTry: HTTP ${response.status}`);
}
