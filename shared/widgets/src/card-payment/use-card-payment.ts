// The state of a card-payment section (spec 001 §2, §4 "Card registration return", §5; 002 §2, §4):
// the chosen card, the shopper's cards as the picker loaded them, card registration and its
// return; a card registered here becomes the chosen one. The screen reads what it pays with from
// here; <CardPaymentSection> draws it.
import { useCallback, useState } from 'react';
import type { Card } from '@storefront/sdk';
import { useTenant } from '@storefront/state';
// By the package's name: federation hands over the page's one copy of the cards entry.
import { useCardRegistration, useInscriptionReturn } from '@storefront/widgets/cards';
import { useChooseRegistered } from './use-choose-registered';

export type CardPayment = ReturnType<typeof useCardPayment>;

const FLOW = { rule: 'flow' } as const;

/**
 * `initialCardId`: the card chosen at first (a subscription's, a charge's); without it the
 * picker chooses the first card once the list arrives.
 *
 * The object is flat and its names are the picker's props (`userId`, `storeId`, `selectedId`,
 * `onChange`, `onCardsLoaded`), the registration's (`start`, `starting`, `startFailed`) and its
 * return's (`outcome`, `confirming`, `dismiss`): a screen's chunk spells each key it reads, so the
 * section hands the object to the picker whole rather than prop by prop.
 */
export function useCardPayment(userId: string | undefined, initialCardId: string | null = null) {
  const { store } = useTenant();
  const [selectedId, setSelectedId] = useState(initialCardId);
  const [cards, setCards] = useState<Card[] | null>(null);
  const onChange = useCallback((card: Card | null) => setSelectedId(card?._id ?? null), []);
  const payment = {
    ...useCardRegistration(store._id),
    ...useInscriptionReturn(store._id, FLOW),
    userId,
    storeId: store._id,
    /** The chosen card's id (set before the list loads when there is an initial card). */
    selectedId,
    onChange,
    onCardsLoaded: setCards,
    /** The chosen card, once the list holds it. */
    card: cards?.find((card) => card._id === selectedId) ?? null,
    /** The shopper's cards, null until they load. */
    cards,
    /** Whether she has any, null until they load. */
    hasCards: cards ? cards.length > 0 : null,
  };
  // A card she registers here is the one she pays with (002 §2 "the new card chosen").
  useChooseRegistered(payment);
  return payment;
}
