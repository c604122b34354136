// Spec 002 §4 "One-click payment button": 'Pagar' if pay-now; else 'Finalizar' if a card is chosen,
// tokenization is required or issuer fees apply; else 'Continuar sin tarjeta'.
export function oneClickButtonText(input: {
  payNow: boolean;
  cardChosen: boolean;
  requireTokenized: boolean;
  issuerFees: boolean;
}): string {
  if (input.payNow) return 'Pagar';
  if (input.cardChosen || input.requireTokenized || input.issuerFees) return 'Finalizar';
  return 'Continuar sin tarjeta';
}

/** 002 §5: the message when issuer fees apply and the chosen card is not a credit card. */
export const CREDIT_CARD_REQUIRED_MESSAGE = 'Por favor, inscribe una tarjeta de crédito';

export interface OneClickButtonStateInput {
  /** The shopper's card list has arrived. */
  cardsLoaded: boolean;
  /** The shopper has at least one card. */
  hasCards: boolean;
  termsAccepted: boolean;
  issuerFees: boolean;
  /** The chosen card's type ('Credit', 'Debit', 'Prepaid'); null when no card is chosen. */
  chosenCardType: string | null;
  payNow: boolean;
  requireTokenized: boolean;
}

export interface OneClickButtonState {
  enabled: boolean;
  /** Why it is disabled, when the spec gives words for it. */
  message: string | null;
}

/**
 * 002 §5 "One-click button enabled only when: cards have loaded; terms are accepted if there are no
 * cards; with issuer fees the selected card must be Credit (otherwise 'Por favor, inscribe una
 * tarjeta de crédito'); pay-now needs no cards or a chosen card; otherwise a card is needed if
 * tokenization is required."
 */
export function oneClickButtonState(input: OneClickButtonStateInput): OneClickButtonState {
  const disabled = (message: string | null = null) => ({ enabled: false, message });
  const cardChosen = input.chosenCardType !== null;
  if (!input.cardsLoaded) return disabled();
  if (!input.hasCards && !input.termsAccepted) return disabled();
  if (input.issuerFees && input.chosenCardType !== 'Credit')
    return disabled(CREDIT_CARD_REQUIRED_MESSAGE);
  if (input.payNow)
    return input.hasCards && !cardChosen ? disabled() : { enabled: true, message: null };
  if (input.requireTokenized && !cardChosen) return disabled();
  return { enabled: true, message: null };
}
