// The shopper's payers in a store (GET payers/?userId&storeId, spec 000 §4 "After login a payer is
// fetched for the user and store"), read once per page under ['payers', userId, storeId]: the
// shell's payer check after sign-in, the checkout and the profile page share that one request.
import type { Api, Payer } from '@storefront/sdk';
import type { ServerDataCache } from './server-data/server-data-cache';

export const storePayersKey = (userId: string, storeId: string) =>
  ['payers', userId, storeId] as const;

/** The list as the cache has it when fresh, else one load every caller of the page joins. */
export function loadStorePayers(
  api: Pick<Api, 'payers'>,
  cache: ServerDataCache,
  userId: string,
  storeId: string,
): Promise<Payer[]> {
  const key = storePayersKey(userId, storeId);
  const entry = cache.read<Payer[]>(key);
  if (entry?.status === 'ready' && !cache.isStale(key)) return Promise.resolve(entry.data);
  return cache.load(key, () => api.payers.list({ userId, storeId }).then((page) => page.docs));
}
