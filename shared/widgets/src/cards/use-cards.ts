// The shopper's saved cards in a store, through the page's server-data cache: the card picker, the
// cards panel and any other screen share one request, and a confirmed inscription refreshes all.
import type { Card } from '@storefront/sdk';
import { useServerData } from '@storefront/state';

export const cardsKey = (userId: string, storeId: string) => ['cards', userId, storeId] as const;

export function useCards(userId: string | undefined, storeId: string) {
  return useServerData<Card[]>(userId ? cardsKey(userId, storeId) : null, (api) =>
    api.cards.listByUser(userId!, storeId),
  );
}
