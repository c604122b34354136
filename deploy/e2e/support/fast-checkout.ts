// Fast checkout scenes (API.md "Fast checkout (issue 13)"): a merchant's API checkout for one
// shopper (POST /sandbox/apiCheckouts → its token), and a card of hers (POST /sandbox/cards).
import { SANDBOX_URL, type StoreName } from './env';

async function post<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${SANDBOX_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data?: T; message?: string };
  if (!response.ok || !json.data)
    throw new Error(`POST ${path}: HTTP ${response.status} ${json.message ?? ''}`);
  return json.data;
}

export interface ApiCheckoutScene {
  storeName: StoreName;
  email: string;
  products: { productId: string; quantity?: number }[];
  billingFrequency?: number;
  /** 0 or negative: the payday has passed, the payment step charges now. */
  paydayInDays?: number;
  callbackUrl?: string | null;
  errorUrl?: string | null;
}

/** The token a merchant's backend would put in {store}/fast-checkout?token=… */
export async function mintApiCheckout(scene: ApiCheckoutScene): Promise<string> {
  return (await post<{ token: string }>('/sandbox/apiCheckouts', scene)).token;
}

/** A registered card of the shopper in the store (`…0002` declines). */
export async function addCard(email: string, storeName: StoreName, number = '4242'): Promise<void> {
  await post('/sandbox/cards', { email, storeName, number });
}
