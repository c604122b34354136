// @storefront/widgets/subscription-payment: paying a subscription with its card, the 5-minute wait
// included (001 §4 "Retry and reactivate", "Payment execution"), for the subscription list
// (mfe-account) and the payment screen (mfe-payments). Not a shared singleton: no state of its own,
// so each screen bundles only what it uses.
export { PaymentDialog, type PaymentDialogProps, type PaymentDialogTexts } from './payment-dialog';
export {
  usePaymentAttempt,
  type PaymentAttemptOptions,
  type PaymentKind,
  type PaymentPhase,
} from './use-payment-attempt';
export { actionFailureText } from './action-failure';
