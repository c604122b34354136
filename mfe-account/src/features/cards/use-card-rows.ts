// The shopper's cards and, for each, whether it may be deleted (spec 002 §2: "Delete is offered
// only if a can-be-deleted check returns true"). A failed check hides Delete for that card only.
// Keyed under the widgets' cards key, so a confirmed inscription anywhere reloads this list too.
import type { Card } from '@storefront/sdk';
import { useServerData } from '@storefront/state';
import { cardsKey } from '@storefront/widgets/cards';

export interface CardRow {
  card: Card;
  canBeDeleted: boolean;
}

export function useCardRows(userId: string | undefined, storeId: string) {
  return useServerData<CardRow[]>(
    userId ? [...cardsKey(userId, storeId), 'with-delete-check'] : null,
    async (api) => {
      const cards = await api.cards.listByUser(userId!, storeId);
      return Promise.all(
        cards.map(async (card) => ({
          card,
          canBeDeleted: await api.cards.canBeDeleted(card._id).catch(() => false),
        })),
      );
    },
  );
}
