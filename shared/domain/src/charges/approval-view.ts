// Which view of the charge approval flow a visit shows (002 §2 approve: "Multi-step, chosen by
// query parameter view … newCard=true jumps to the card step"; §4 "Forbidden guards reset the
// flow"), and the payment type an approval is sent with.
import {
  isApprovalViewForbidden,
  type ApprovalContext,
  type ApprovalView,
  type PaymentType,
} from './approval-flow';

export const APPROVAL_VIEWS: readonly ApprovalView[] = [
  'pending-charge',
  'payment-type',
  'tokenized-payment-methods',
  'tokenized-unavailable',
];

export function isApprovalView(value: string | null | undefined): value is ApprovalView {
  return APPROVAL_VIEWS.includes(value as ApprovalView);
}

/**
 * The view to show for the query: newCard=true → the card step; an unknown or missing view →
 * pending-charge; a view past pending-charge before its terms were accepted ("starts at
 * pending-charge, where terms must be accepted") or a forbidden one → back to pending-charge.
 */
export function approvalViewToShow(input: {
  view: string | null | undefined;
  newCard: boolean;
  termsAccepted: boolean;
  ctx: ApprovalContext;
}): ApprovalView {
  const wanted: ApprovalView = input.newCard
    ? 'tokenized-payment-methods'
    : isApprovalView(input.view)
      ? input.view
      : 'pending-charge';
  if (wanted === 'pending-charge') return wanted;
  if (!input.termsAccepted || isApprovalViewForbidden(wanted, input.ctx)) return 'pending-charge';
  return wanted;
}

/**
 * The payment type an approval is sent with: 'recurring' only with a card chosen on the card step
 * (each instalment is charged to it); approving directly, 'Pago Manual', or the card step's
 * 'Continuar sin tarjeta' leave the instalments without a card: 'single' (a payment link each time).
 */
export function approvalPaymentType(cardId: string | null): PaymentType {
  return cardId ? 'recurring' : 'single';
}
