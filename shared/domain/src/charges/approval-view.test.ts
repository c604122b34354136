import { approvalPaymentType, approvalViewToShow, isApprovalView } from './approval-view';

const ctx = (requireTokenized: boolean, tokenizedAvailable: boolean, allOverdue = false) => ({
  requireTokenized,
  tokenizedAvailable,
  allOverdue,
});
const show = (
  view: string | null,
  options: { newCard?: boolean; termsAccepted?: boolean; ctx?: ReturnType<typeof ctx> } = {},
) =>
  approvalViewToShow({
    view,
    newCard: options.newCard ?? false,
    termsAccepted: options.termsAccepted ?? true,
    ctx: options.ctx ?? ctx(false, true),
  });

describe('the view an approval visit shows (002 §2 approve, §4 "Charge approval flow")', () => {
  it('"Multi-step, chosen by query parameter view: pending-charge, payment-type, tokenized-payment-methods, tokenized-unavailable"', () => {
    expect(isApprovalView('payment-type')).toBe(true);
    expect(isApprovalView('other')).toBe(false);
    expect(show('payment-type')).toBe('payment-type');
    expect(show('tokenized-payment-methods')).toBe('tokenized-payment-methods');
    expect(show('tokenized-unavailable', { ctx: ctx(true, false) })).toBe('tokenized-unavailable');
  });

  it('"starts at pending-charge": no view or an unknown one', () => {
    expect(show(null)).toBe('pending-charge');
    expect(show('approved')).toBe('pending-charge');
  });

  it('"starts at pending-charge, where terms must be accepted": later views wait for the terms', () => {
    expect(show('payment-type', { termsAccepted: false })).toBe('pending-charge');
    expect(show('tokenized-payment-methods', { termsAccepted: false, newCard: true })).toBe(
      'pending-charge',
    );
  });

  it('"newCard=true jumps to the card step"', () => {
    expect(show(null, { newCard: true })).toBe('tokenized-payment-methods');
    expect(show('payment-type', { newCard: true })).toBe('tokenized-payment-methods');
  });

  it('"Forbidden guards reset the flow"', () => {
    // "payment-type when all installments are overdue without a tokenized method"
    expect(show('payment-type', { ctx: ctx(false, false, true) })).toBe('pending-charge');
    // "the card step or tokenized-unavailable without a tokenized method"
    expect(show('tokenized-payment-methods', { ctx: ctx(false, false) })).toBe('pending-charge');
    expect(show(null, { newCard: true, ctx: ctx(true, false) })).toBe('pending-charge');
    expect(show('tokenized-unavailable', { ctx: ctx(false, false) })).toBe('pending-charge');
  });

  it('recurring with a chosen card; without one the instalments are paid by link (single)', () => {
    expect(approvalPaymentType('card-1')).toBe('recurring');
    expect(approvalPaymentType(null)).toBe('single');
  });
});
