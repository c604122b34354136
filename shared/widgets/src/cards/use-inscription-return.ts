// Back from the card provider (spec 001 §4 "Card registration return", 002 §2 userpanel/cards,
// 001 §8): when the rule says so, confirm the inscription with the stored token, show the outcome,
// remove the token, drop newCard from the URL (replace) and reload every list of cards.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Card } from '@storefront/sdk';
import { useApi, useServerDataCache } from '@storefront/state';
import { inscriptionStorage } from './inscription-storage';
import { shouldConfirmInscription, withoutNewCard, type InscriptionReturnRule } from './inscription-return';

export type InscriptionOutcome = { kind: 'success'; card: Card } | { kind: 'failure' } | null;

export function useInscriptionReturn(
  storeId: string,
  options: { rule?: InscriptionReturnRule; onSettled?(outcome: InscriptionOutcome): void } = {},
) {
  const api = useApi();
  const cache = useServerDataCache();
  const [search, setSearch] = useSearchParams();
  const [outcome, setOutcome] = useState<InscriptionOutcome>(null);
  const [confirming, setConfirming] = useState(false);
  // Once per page visit: a re-render (or React's dev double effect) must not confirm twice.
  const started = useRef(false);
  const settledRef = useRef(options.onSettled);
  settledRef.current = options.onSettled;
  const rule = options.rule ?? 'panel';

  useEffect(() => {
    const token = inscriptionStorage.getToken();
    if (started.current || !shouldConfirmInscription(search, token, rule)) return;
    started.current = true;
    setConfirming(true);
    void api.cards
      .confirmInscription({ token, storeId })
      .then(
        (card): InscriptionOutcome => ({ kind: 'success', card }),
        (error: unknown): InscriptionOutcome => {
          console.error('[widgets] cards: inscription confirm failed', error);
          return { kind: 'failure' };
        },
      )
      .then((result) => {
        inscriptionStorage.removeToken();
        setSearch((current) => withoutNewCard(current), { replace: true });
        setConfirming(false);
        setOutcome(result);
        cache.invalidate(['cards']);
        settledRef.current?.(result);
      });
  }, [api, cache, search, setSearch, storeId, rule]);

  return { outcome, confirming, dismiss: () => setOutcome(null) };
}
