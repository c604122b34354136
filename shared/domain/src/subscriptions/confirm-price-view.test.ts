import { confirmPriceResultView, confirmPriceView } from './confirm-price-view';

describe('confirmPriceView (001 §4 "Confirm-price view selection")', () => {
  it('"pending or active: PROGRAMMED_PAYMENT"', () => {
    expect(confirmPriceView({ status: 'pending' })).toBe('PROGRAMMED_PAYMENT');
    expect(confirmPriceView({ status: 'active' })).toBe('PROGRAMMED_PAYMENT');
  });
  it('"awaiting response without merchant confirmation: PROCESSING_SUBSCRIPTION"', () =>
    expect(confirmPriceView({ status: 'awaiting response' })).toBe('PROCESSING_SUBSCRIPTION'));
  it('"with merchant confirmation and a card: TERMS_AND_CONDITIONS; without a card: CARD_PICKER"', () => {
    expect(confirmPriceView({ status: 'awaiting response', confirmedByMerchantAt: '2025-01-01', cardId: 'card-1' })).toBe('TERMS_AND_CONDITIONS');
    expect(confirmPriceView({ status: 'awaiting response', confirmedByMerchantAt: '2025-01-01', cardId: null })).toBe('CARD_PICKER');
  });
  it('"Any other status: UNABLE_TO_PROCESS. No subscription: NOT_FOUND"', () => {
    expect(confirmPriceView({ status: 'paused' })).toBe('UNABLE_TO_PROCESS');
    expect(confirmPriceView(null)).toBe('NOT_FOUND');
  });
  it('after confirming', () => {
    expect(confirmPriceResultView({ chargeAttempted: false })).toBe('PROGRAMMED_PAYMENT');
    expect(confirmPriceResultView({ chargeAttempted: true, chargeSucceeded: false })).toBe('FAILED_PAYMENT');
    expect(confirmPriceResultView({ chargeAttempted: true, chargeSucceeded: true })).toBe('SUCCESSFUL_PAYMENT');
    expect(confirmPriceResultView(null)).toBe('FAILED_PAYMENT');
  });
});
