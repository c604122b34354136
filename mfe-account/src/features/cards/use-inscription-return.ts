// Back from the card provider (spec 002 §2 userpanel/cards, 001 §4 "Card registration return",
// 002 §8): with newCard=true, subscribed not true and a stored token, confirm the inscription,
// show the outcome, remove the token, drop newCard from the URL (replace) and reload the cards.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Card } from '@storefront/sdk';
import { useApi } from '@storefront/state';
import { inscriptionStorage } from './inscription-storage';
import { shouldConfirmInscription, withoutNewCard } from './inscription-return';

export type InscriptionOutcome = { kind: 'success'; card: Card } | { kind: 'failure' } | null;

export function useInscriptionReturn(storeId: string, onSettled: () => void) {
  const api = useApi();
  const [search, setSearch] = useSearchParams();
  const [outcome, setOutcome] = useState<InscriptionOutcome>(null);
  const [confirming, setConfirming] = useState(false);
  // Once per page visit: a re-render (or React's dev double effect) must not confirm twice.
  const started = useRef(false);
  const settledRef = useRef(onSettled);
  settledRef.current = onSettled;

  useEffect(() => {
    const token = inscriptionStorage.getToken();
    if (started.current || !shouldConfirmInscription(search, token)) return;
    started.current = true;
    setConfirming(true);
    void api.cards
      .confirmInscription({ token, storeId })
      .then(
        (card): InscriptionOutcome => ({ kind: 'success', card }),
        (error: unknown): InscriptionOutcome => {
          console.error('[mfe-account] cards: inscription confirm failed', error);
          return { kind: 'failure' };
        },
      )
      .then((result) => {
        inscriptionStorage.removeToken();
        setSearch((current) => withoutNewCard(current), { replace: true });
        setConfirming(false);
        setOutcome(result);
        settledRef.current();
      });
  }, [api, search, setSearch, storeId]);

  return { outcome, confirming, dismiss: () => setOutcome(null) };
}
