// A card registered on a screen becomes the chosen one (useCardPayment calls it for every screen).
import { useEffect, useState } from 'react';
import type { Card } from '@storefront/sdk';
import type { InscriptionOutcome } from '@storefront/widgets/cards';

/**
 * A card registered on this screen becomes the chosen one once the reloaded list holds it (002 §2
 * "newCard=true … the new card chosen"). On every screen that pays with a card (issue 39: back at
 * checkout after a decline with another card, Confirmar tried the declined one again).
 */
export function useChooseRegistered(payment: {
  outcome: InscriptionOutcome;
  cards: Card[] | null;
  onChange(card: Card | null): void;
}): void {
  const { outcome, cards, onChange } = payment;
  // Kept past the result dialog: the reloaded list may arrive after the shopper closed it.
  const [registered, setRegistered] = useState<string | null>(null);
  const confirmed = outcome?.kind === 'success' ? outcome.card._id : null;
  useEffect(() => {
    if (confirmed) setRegistered(confirmed);
  }, [confirmed]);
  const card = registered ? cards?.find((one) => one._id === registered) : undefined;
  useEffect(() => {
    if (!card) return;
    onChange(card);
    setRegistered(null);
  }, [card, onChange]);
}
