// The state of a card-payment section (spec 001 §2, §4 "Card registration return", §5; 002 §2, §4):
// the chosen card, the shopper's cards as the picker loaded them, card registration and its
// return. The screen reads what it pays with from here; <CardPaymentSection> draws it.
import { useCallback, useRef, useState } from 'react';
import type { Card } from '@storefront/sdk';
import { useTenant } from '@storefront/state';
// By the package's name: federation hands over the page's one copy of the cards entry.
import { useCardRegistration, useInscriptionReturn } from '@storefront/widgets/cards';

export interface CardPaymentOptions {
  userId: string | undefined;
  /** The card chosen at first (a subscription's, a charge's); the picker's first card otherwise. */
  initialCardId?: string | null;
  /**
   * A card registered here becomes the chosen one once the reloaded list holds it (until then a
   * deselection by the picker, whose list is still the old one, is ignored).
   */
  chooseRegistered?: boolean;
  /** Added to the registration's return URL next to newCard=true ("Agregar tarjeta"). */
  returnParams?: Record<string, string>;
}

export type CardPayment = ReturnType<typeof useCardPayment>;

export function useCardPayment(options: CardPaymentOptions) {
  const { store } = useTenant();
  const [cardId, setCardId] = useState<string | null>(options.initialCardId ?? null);
  const [cards, setCards] = useState<Card[] | null>(null);
  const registered = useRef<string | null>(null);
  const registration = useCardRegistration(store._id);
  const inscription = useInscriptionReturn(store._id, {
    rule: 'flow',
    onSettled: options.chooseRegistered
      ? (outcome) => {
          if (outcome?.kind === 'success') registered.current = outcome.card._id;
        }
      : undefined,
  });
  const choose = useCallback((card: Card | null) => {
    if (card || !registered.current) setCardId(card?._id ?? null);
  }, []);
  const loaded = useCallback((list: Card[]) => {
    setCards(list);
    const id = registered.current;
    if (id && list.some((card) => card._id === id)) {
      registered.current = null;
      setCardId(id);
    }
  }, []);
  // Flat, and the registration's and its return's own fields as they are (start, starting,
  // startFailed; outcome, confirming, dismiss): every key is spelt out in each screen's chunk.
  return {
    userId: options.userId,
    storeId: store._id,
    returnParams: options.returnParams,
    /** The chosen card's id (set before the list loads when there is an initial card). */
    cardId,
    /** The chosen card, once the list holds it. */
    card: cards?.find((card) => card._id === cardId) ?? null,
    /** The shopper's cards, null until they load. */
    cards,
    /** Whether she has any, null until they load. */
    hasCards: cards ? cards.length > 0 : null,
    choose,
    loaded,
    ...registration,
    ...inscription,
  };
}
