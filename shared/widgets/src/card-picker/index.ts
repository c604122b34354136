// @storefront/widgets/card-picker: choose a saved card, or start registering one (checkout, and
// the screens of the money paths that take a card). An entry of its own so the cards panel, which
// lists cards but never picks one, does not load it.
export { CardPicker, CARD_PICKER_TEXTS, type CardPickerProps } from './card-picker';
export { InstalmentsField, INSTALMENTS_LABEL } from './instalments-field';
export { useOtherInstalmentCard, type OtherInstalmentCardInput } from './use-other-instalment-card';
