// In its own module: a page's chunk holds only the hooks it calls (a module several pages share is
// not concatenated, so its unused functions stay in every chunk).
import { useEffect, useState } from 'react';
import type { CardPayment } from './use-card-payment';

/**
 * A card registered on this screen becomes the chosen one once the reloaded list holds it (002 §2
 * "newCard=true … the new card chosen"; the automatic-payment card). Only the screens that want it
 * call it, so the others do not carry it.
 */
export function useChooseRegistered(payment: CardPayment): void {
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
