// Spec 002 §4 "Charge approval flow". Steps are the `view` query values.
export type ApprovalView = 'pending-charge' | 'payment-type' | 'tokenized-payment-methods' | 'tokenized-unavailable';

export interface ApprovalContext {
  /** paymentMethodsPolicy.requireTokenized */
  requireTokenized: boolean;
  /** A tokenized method (Webpay Oneclick) is available for the store. */
  tokenizedAvailable: boolean;
  /** Every installment is overdue. */
  allOverdue: boolean;
}

/** After pending-charge (terms accepted): the next view, or 'approve' to approve directly. */
export function nextAfterPendingCharge(ctx: ApprovalContext): ApprovalView | 'approve' {
  if (ctx.requireTokenized) return ctx.tokenizedAvailable ? 'tokenized-payment-methods' : 'tokenized-unavailable';
  if (ctx.tokenizedAvailable && !ctx.allOverdue) return 'payment-type';
  return 'approve';
}

/** Payment type: 'recurring' (Pago Automático, default) → card step; 'single' (Pago Manual) → approve. */
export type PaymentType = 'recurring' | 'single';
export const PAYMENT_TYPE_LABELS: Record<PaymentType, string> = { recurring: 'Pago Automático', single: 'Pago Manual' };

export function nextAfterPaymentType(type: PaymentType): 'tokenized-payment-methods' | 'approve' {
  return type === 'recurring' ? 'tokenized-payment-methods' : 'approve';
}

/** Back navigation; 'history-back' = go back one page. */
export function approvalBack(view: ApprovalView, ctx: Pick<ApprovalContext, 'requireTokenized'>): ApprovalView | 'history-back' {
  switch (view) {
    case 'payment-type':
    case 'tokenized-unavailable':
      return 'pending-charge';
    case 'tokenized-payment-methods':
      return ctx.requireTokenized ? 'pending-charge' : 'payment-type';
    default:
      return 'history-back';
  }
}

/**
 * "Forbidden guards reset the flow: payment-type when all installments are overdue without a
 * tokenized method; the card step or tokenized-unavailable without a tokenized method."
 * Read consistently with the forward flow: payment-type needs a tokenized method and not all
 * installments overdue; the card step needs a tokenized method; tokenized-unavailable only makes
 * sense when tokenization is required and no tokenized method exists.
 */
export function isApprovalViewForbidden(view: ApprovalView, ctx: ApprovalContext): boolean {
  switch (view) {
    case 'payment-type':
      return !ctx.tokenizedAvailable || ctx.allOverdue;
    case 'tokenized-payment-methods':
      return !ctx.tokenizedAvailable;
    case 'tokenized-unavailable':
      return ctx.tokenizedAvailable || !ctx.requireTokenized;
    default:
      return false;
  }
}

/** After approving with recurring: overdue → pay the first installment; else the approved page. */
export function afterApprovalTarget(chargeId: string, firstOverdueInstallmentId: string | null): string {
  return firstOverdueInstallmentId ? `payment/${firstOverdueInstallmentId}` : `userpanel/charges/${chargeId}/approved`;
}
