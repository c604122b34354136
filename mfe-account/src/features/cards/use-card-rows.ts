// The shopper's cards and, for each, whether it may be deleted (spec 002 §2: "Delete is offered
// only if a can-be-deleted check returns true"). Keyed under the widgets' cards key, so a confirmed
// inscription anywhere reloads this list too. The route declares this read (routes.json `data`:
// card-rows), so the shell has started it before this code arrives.
import { useServerData } from '@storefront/state';
import { loadCardRows, type CardRow } from '@storefront/state/route-data/cards';

export type { CardRow };

export function useCardRows(userId: string | undefined, storeId: string) {
  return useServerData<CardRow[]>(
    userId ? ['cards', userId, storeId, 'with-delete-check'] : null,
    (api) => loadCardRows(api, userId!, storeId),
  );
}
