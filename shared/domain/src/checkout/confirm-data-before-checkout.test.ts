import { payerToConfirm } from './confirm-data-before-checkout';

const inactive = { _id: 'payer-1', storeId: 'st-1', active: false };
const active = { _id: 'payer-2', storeId: 'st-1', active: true };
const all = ['name', 'lastName', 'rut'] as const;

describe('payerToConfirm (000 §4 Session "if inactive the data-confirmation dialog is forced until it is saved")', () => {
  it('an inactive payer in this store is confirmed before checkout when the policy requires fields', () => {
    expect(payerToConfirm({ required: all, storeId: 'st-1', payers: [inactive] })).toBe(inactive);
    expect(payerToConfirm({ required: ['rut'], storeId: 'st-1', payers: [inactive] })).toBe(inactive);
  });

  it('an active payer (even beside an inactive one) goes straight on', () => {
    expect(payerToConfirm({ required: all, storeId: 'st-1', payers: [inactive, active] })).toBeNull();
  });

  it('the policy requiring no field (paymentLinkPolicy.checkoutRequiredFields) has nothing to confirm', () => {
    expect(payerToConfirm({ required: [], storeId: 'st-1', payers: [inactive] })).toBeNull();
  });

  it('no payer, or only another store’s, is not a confirmation (the shell creates a missing payer)', () => {
    expect(payerToConfirm({ required: all, storeId: 'st-1', payers: [] })).toBeNull();
    expect(
      payerToConfirm({ required: all, storeId: 'st-1', payers: [{ ...inactive, storeId: 'st-2' }] }),
    ).toBeNull();
  });
});
