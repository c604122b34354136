import { afterApprovalTarget, approvalBack, isApprovalViewForbidden, nextAfterPaymentType, nextAfterPendingCharge, PAYMENT_TYPE_LABELS } from './approval-flow';

const ctx = (requireTokenized: boolean, tokenizedAvailable: boolean, allOverdue = false) => ({ requireTokenized, tokenizedAvailable, allOverdue });

describe('charge approval flow (002 §4)', () => {
  it('"if a tokenized method is required and available: tokenized-payment-methods"', () =>
    expect(nextAfterPendingCharge(ctx(true, true))).toBe('tokenized-payment-methods'));
  it('"if required and unavailable: tokenized-unavailable"', () => expect(nextAfterPendingCharge(ctx(true, false))).toBe('tokenized-unavailable'));
  it('"if a tokenized method exists and not all installments are overdue: payment-type"', () =>
    expect(nextAfterPendingCharge(ctx(false, true, false))).toBe('payment-type'));
  it('"otherwise approve directly"', () => {
    expect(nextAfterPendingCharge(ctx(false, true, true))).toBe('approve');
    expect(nextAfterPendingCharge(ctx(false, false))).toBe('approve');
  });
  it('"\'recurring\' (\'Pago Automático\' ...) leads to card selection; \'single\' (\'Pago Manual\') approves directly"', () => {
    expect(nextAfterPaymentType('recurring')).toBe('tokenized-payment-methods');
    expect(nextAfterPaymentType('single')).toBe('approve');
    expect(PAYMENT_TYPE_LABELS).toEqual({ recurring: 'Pago Automático', single: 'Pago Manual' });
  });
  it('back navigation', () => {
    expect(approvalBack('payment-type', ctx(false, true))).toBe('pending-charge');
    expect(approvalBack('tokenized-unavailable', ctx(true, false))).toBe('pending-charge');
    expect(approvalBack('tokenized-payment-methods', ctx(true, true))).toBe('pending-charge');
    expect(approvalBack('tokenized-payment-methods', ctx(false, true))).toBe('payment-type');
    expect(approvalBack('pending-charge', ctx(false, true))).toBe('history-back');
  });
  it('forbidden guards', () => {
    expect(isApprovalViewForbidden('payment-type', ctx(false, false, true))).toBe(true);
    expect(isApprovalViewForbidden('payment-type', ctx(false, true, false))).toBe(false);
    expect(isApprovalViewForbidden('tokenized-payment-methods', ctx(false, false))).toBe(true);
    expect(isApprovalViewForbidden('tokenized-unavailable', ctx(false, false))).toBe(true);
    expect(isApprovalViewForbidden('tokenized-unavailable', ctx(true, false))).toBe(false);
    expect(isApprovalViewForbidden('pending-charge', ctx(false, false))).toBe(false);
  });
  it('"if any installment is overdue, go to payment/{first installment id}; otherwise to charges/{id}/approved"', () => {
    expect(afterApprovalTarget('ch-1', 'sub-9')).toBe('payment/sub-9');
    expect(afterApprovalTarget('ch-1', null)).toBe('userpanel/charges/ch-1/approved');
  });
});
