// @storefront/widgets/cards: saved cards and card registration, for every screen that shows or takes
// a card. The picker is the entry '@storefront/widgets/card-picker'.
export { useCards, cardsKey } from './use-cards';
export { useCardRegistration } from './use-card-registration';
export { useInscriptionReturn, type InscriptionOutcome } from './use-inscription-return';
export { InscriptionResultDialog } from './inscription-result-dialog';
export { inscriptionStorage } from './inscription-storage';
export {
  inscriptionReturnUrl,
  isInAppPath,
  panelPathAfterInscription,
  shouldConfirmInscription,
  withoutNewCard,
  NEW_CARD_PARAM,
  type InscriptionReturnRule,
} from './inscription-return';
export { browserLocation } from './browser-location';
export { cardBrandMark, cardName, cardTypeLabel } from './card-labels';
export { CardBrandMark } from './card-brand-mark';
export { CARD_REGISTRATION_TEXTS } from './card-registration-texts';
export { CardRegistrationError } from './card-registration-error';
