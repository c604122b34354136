import { paymentReturnPath } from './payment-return-target';

describe('paymentReturnPath (001 §2 "Return target")', () => {
  it('"userpanel/charges/{chargeId} when the subscription has a chargeId"', () => {
    expect(paymentReturnPath({ chargeId: 'ch-1' })).toBe('userpanel/charges/ch-1');
  });

  it('"otherwise userpanel/subscriptions"', () => {
    expect(paymentReturnPath({ chargeId: null })).toBe('userpanel/subscriptions');
    expect(paymentReturnPath({})).toBe('userpanel/subscriptions');
    expect(paymentReturnPath({ chargeId: ' ' })).toBe('userpanel/subscriptions');
  });
});
