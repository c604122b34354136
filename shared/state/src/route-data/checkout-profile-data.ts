// What the checkout reads of the shopper (spec 001 §7): her profile (addresses, rut, phone) with
// the store's active payer (company data), in one read under the profile's key: the address
// dialog's and the profile page's saves refresh it.
import { storePayer } from '@storefront/domain';
import type { Api, Payer, User } from '@storefront/sdk';
import type { ServerDataCache } from '../server-data/server-data-cache';
import { loadStorePayers } from '../store-payers';
import type { RouteDataContext } from './route-data-context';

export interface CheckoutProfile {
  user: User;
  /** The active payer of this store (company data), if any. */
  payer: Payer | null;
}

export const checkoutProfileKey = (userId: string, storeId: string) =>
  ['profile', userId, storeId] as const;

/**
 * The profile and the payers side by side, the payers through the page's one read of them (the
 * shell's payer check after sign-in asks for the same list). A payer list that cannot be read
 * leaves the company data empty: the checkout goes on without it (the profile page, which creates
 * a payer when there is none, stops instead).
 */
export async function loadCheckoutProfile(
  api: Api,
  cache: ServerDataCache,
  userId: string,
  storeId: string,
): Promise<CheckoutProfile> {
  const [user, payers] = await Promise.all([
    api.auth.profile(),
    loadStorePayers(api, cache, userId, storeId).catch(() => [] as Payer[]),
  ]);
  return { user, payer: storePayer(payers) };
}

export function start({ api, cache, userId, isGuest, storeId }: RouteDataContext): void {
  if (!userId || isGuest) return;
  cache.prefetch(checkoutProfileKey(userId, storeId), () =>
    loadCheckoutProfile(api, cache, userId, storeId),
  );
}
