// The provider API sandbox, for setting a scene (never to drive what a shopper does).
import { SANDBOX_URL, type StoreName } from './env';

async function sandboxJson<T>(path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${SANDBOX_URL}${path}`, init);
  const body = (await response.json().catch(() => null)) as {
    code?: number;
    data?: T;
    message?: string;
  } | null;
  if (!response.ok)
    throw new Error(
      `${init?.method ?? 'GET'} ${path}: HTTP ${response.status} ${body?.message ?? ''}`,
    );
  return (body && 'data' in body ? body.data : body) as T;
}

/** Restore the seeded data (POST /sandbox/reset). */
export async function resetSandbox(): Promise<void> {
  await sandboxJson('/sandbox/reset', { method: 'POST' });
}

export interface StoreSummary {
  _id: string;
  name: string;
  /** What the shell shows as the store's name: the navbar's storeName, else the name. */
  displayName: string;
  serviceType: 'deliverable' | 'service';
  navbarColor: string | null;
}

/** A seeded store as the provider API gives it. */
export async function storeInfo(name: StoreName): Promise<StoreSummary> {
  const paged = await sandboxJson<{
    docs: Array<{
      _id: string;
      name: string;
      serviceType: 'deliverable' | 'service';
      content: { navigation: { navbar: { storeName?: string | null; color?: string | null } } };
    }>;
  }>(`/v1/stores/?name=${encodeURIComponent(name)}&page=1&limit=10`);
  const store = paged.docs.find((s) => s.name === name);
  if (!store) throw new Error(`store ${name} is not seeded`);
  const navbar = store.content.navigation.navbar;
  return {
    _id: store._id,
    name: store.name,
    displayName: navbar.storeName?.trim() || store.name,
    serviceType: store.serviceType,
    navbarColor: navbar.color ?? null,
  };
}

/** Put a product in a visitor's cart as another tab would (POST /v1/carts/addProduct). */
export async function addToGuestCart(input: {
  storeId: string;
  guestId: string;
  productId: string;
  quantity: number;
  billingType: string;
}): Promise<{ totalLength: number }> {
  const { storeId, guestId, productId, quantity, billingType } = input;
  const result = await sandboxJson<{ cart: { totalLength: number } }>('/v1/carts/addProduct', {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-origin-type': 'shopper' },
    body: JSON.stringify({ storeId, guestId, product: { productId, quantity, billingType } }),
  });
  return result.cart;
}
