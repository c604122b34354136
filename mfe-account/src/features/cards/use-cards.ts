// The shopper's cards and, for each, whether it may be deleted (spec 002 §2: "Delete is offered
// only if a can-be-deleted check returns true"). A failed check hides Delete for that card only.
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Card } from '@storefront/sdk';
import { useApi } from '@storefront/state';

export interface CardRow {
  card: Card;
  canBeDeleted: boolean;
}

export type CardsState =
  { status: 'loading' } | { status: 'error' } | { status: 'ready'; rows: CardRow[] };

export function useCards(userId: string | undefined, storeId: string) {
  const api = useApi();
  const [state, setState] = useState<CardsState>({ status: 'loading' });
  // Only the newest load may write: a reload started after a delete wins over a slow first load.
  const latest = useRef(0);

  const load = useCallback(
    async (options: { quiet?: boolean } = {}) => {
      if (!userId) return;
      const run = ++latest.current;
      if (!options.quiet) setState({ status: 'loading' });
      try {
        const cards = await api.cards.listByUser(userId, storeId);
        const rows = await Promise.all(
          cards.map(async (card) => ({
            card,
            canBeDeleted: await api.cards.canBeDeleted(card._id).catch(() => false),
          })),
        );
        if (run === latest.current) setState({ status: 'ready', rows });
      } catch (error) {
        console.error('[mfe-account] cards: list failed', error);
        if (run === latest.current) setState({ status: 'error' });
      }
    },
    [api, userId, storeId],
  );

  useEffect(() => {
    void load();
  }, [load]);

  return { state, reload: load };
}
