// Charge scenes (POST /sandbox/charges, API.md "Sandbox-only"; issue 14): a merchant's charge
// (cobro) for a fresh shopper, with its instalments, so tests that approve or pay never touch the
// seeded charges other tests read.
import { SANDBOX_URL, type StoreName } from './env';

export interface ChargeScene {
  name?: string;
  description?: string;
  /** 'pending' (default), 'approved', 'rejected' or 'completed'. */
  status?: string;
  instalmentPrice?: number;
  installments: { paydayInDays: number; status?: string }[];
  /** The card of an automatic charge ('0002' declines); null or absent: manual payment. */
  cardDigits?: string | null;
  files?: { name: string; fileUrl: string }[];
}

export interface SceneCharge {
  _id: string;
  name: string;
  status: string;
  totalPrice: number;
  cardId: string | null;
  subscriptions: {
    _id: string;
    status: string;
    price: number;
    payday: string;
    cardId: string | null;
  }[];
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
