// The shopper's cards in a store, and Mis tarjetas' rows: each card with whether it may be deleted
// (spec 002 §2: "Delete is offered only if a can-be-deleted check returns true"; a failed check
// hides Delete for that card only). Both under the cards key, so a confirmed inscription anywhere
// reloads them.
import type { Api, Card } from '@storefront/sdk';
import type { RouteDataContext } from './route-data-context';

export interface CardRow {
  card: Card;
  canBeDeleted: boolean;
}

export const loadCards = (api: Api, userId: string, storeId: string) =>
  api.cards.listByUser(userId, storeId);

export async function loadCardRows(api: Api, userId: string, storeId: string): Promise<CardRow[]> {
  const cards = await loadCards(api, userId, storeId);
  return Promise.all(
    cards.map(async (card) => ({
      card,
      canBeDeleted: await api.cards.canBeDeleted(card._id).catch(() => false),
    })),
  );
}

export function startCards({ api, cache, userId, storeId }: RouteDataContext): void {
  if (userId) cache.prefetch(['cards', userId, storeId], () => loadCards(api, userId, storeId));
}

export function startCardRows({ api, cache, userId, storeId }: RouteDataContext): void {
  if (userId)
    cache.prefetch(['cards', userId, storeId, 'with-delete-check'], () =>
      loadCardRows(api, userId, storeId),
    );
}
