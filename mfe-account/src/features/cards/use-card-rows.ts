// The shopper's cards and, for each, whether it may be deleted (spec 002 §2: "Delete is offered
// only if a can-be-deleted check returns true"). A failed check hides Delete for that card only.
// Keyed under the widgets' cards key, so a confirmed inscription anywhere reloads this list too.
import type { Api, Card } from '@storefront/sdk';
import { useServerData, type RoutePrefetch } from '@storefront/state';
import { cardsKey } from '@storefront/widgets/cards';

export interface CardRow {
  card: Card;
  canBeDeleted: boolean;
}

const cardRowsKey = (userId: string, storeId: string) => [
  ...cardsKey(userId, storeId),
  'with-delete-check',
] as const;

async function loadCardRows(api: Api, userId: string, storeId: string): Promise<CardRow[]> {
  const cards = await api.cards.listByUser(userId, storeId);
  return Promise.all(
    cards.map(async (card) => ({
      card,
      canBeDeleted: await api.cards.canBeDeleted(card._id).catch(() => false),
    })),
  );
}

export function useCardRows(userId: string | undefined, storeId: string) {
  return useServerData<CardRow[]>(userId ? cardRowsKey(userId, storeId) : null, (api) =>
    loadCardRows(api, userId!, storeId),
  );
}

export const prefetchCardRows: RoutePrefetch = ({ api, cache, userId, storeId }) => {
  if (userId)
    cache.prefetch(cardRowsKey(userId, storeId), () => loadCardRows(api, userId, storeId));
};
