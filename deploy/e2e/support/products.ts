// Product scenes (deploy/sandbox/API.md "Sandbox-only"): private copies of seeded products in a
// throwaway store (a clone of tienda-demo), whose stock or sale state a test may change without
// any other test seeing it.
import { SANDBOX_URL, type StoreName } from './env';
import { cloneStore } from './mailbox';
import { storeInfo } from './sandbox';

export interface ProductCopy {
  _id: string;
  name: string;
}

/** POST a sandbox scene (or a /v1 call that needs no bearer) and return its data. */
export async function scene<T>(path: string, body: unknown): Promise<T> {
  const response = await fetch(`${SANDBOX_URL}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as { data: T; message?: string };
  if (!response.ok) throw new Error(`POST ${path}: HTTP ${response.status} ${json.message ?? ''}`);
  return json.data;
}

/** A private store with copies of seeded products (unlimited stock unless the test lowers it). */
export async function privateStore(
  tag: string,
  seeded: string[],
): Promise<{ name: StoreName; storeId: string; products: ProductCopy[] }> {
  const name = await cloneStore('tienda-demo', tag);
  const { _id: storeId } = await storeInfo(name);
  const products: ProductCopy[] = [];
  for (const id of seeded) {
    const copy = await scene<ProductCopy>(`/sandbox/products/${id}/copy`, { storeName: name });
    await scene(`/sandbox/products/${copy._id}/stock`, { stock: null });
    products.push(copy);
  }
  return { name, storeId, products };
}

export const setStock = (product: ProductCopy, stock: number | null) =>
  scene(`/sandbox/products/${product._id}/stock`, { stock });

export const setSaleState = (product: ProductCopy, state: { active?: boolean; hidden?: boolean }) =>
  scene(`/sandbox/products/${product._id}/state`, state);
