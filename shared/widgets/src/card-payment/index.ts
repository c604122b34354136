// @storefront/widgets/card-payment: one card-payment section for every screen that pays with a
// saved card (checkout, service checkout, subscription edit, confirm price, charge approval and
// automatic payment, the payment screen): useCardPayment holds the state, <CardPaymentSection>
// draws the picker, the registration error and the registration's result, <CardInstalments> the
// optional instalments. Not a shared singleton: no state of its own (it reaches the cards and
// card-picker entries, which are, by their names), so each screen bundles only what it uses.
export { useCardPayment, type CardPayment } from './use-card-payment';
export { CardPaymentSection, type CardPaymentSectionProps } from './card-payment-section';
export { CardInstalments, useCardInstalments, type CardInstalmentsState } from './card-instalments';
