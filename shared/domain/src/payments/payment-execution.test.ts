import {
  isFinalSubscriptionStatus,
  isFinalTransactionStatus,
  paymentExecutionFor,
  TRANSACTION_POLL_MS,
} from './payment-execution';

describe('paymentExecutionFor (001 §4 "Payment execution (payment screen)")', () => {
  it('"Subscription completed: OK."', () => {
    expect(paymentExecutionFor('completed')).toEqual({ kind: 'result', result: 'OK' });
  });

  it('"Canceled or paused: \'Canceled\'."', () => {
    expect(paymentExecutionFor('canceled')).toEqual({ kind: 'result', result: 'Canceled' });
    expect(paymentExecutionFor('paused')).toEqual({ kind: 'result', result: 'Canceled' });
  });

  it('"Failed: reactivate."', () => {
    expect(paymentExecutionFor('failed')).toEqual({ kind: 'pay', action: 'reactivate' });
  });

  it('"Failed attempt: retry." (each of the three)', () => {
    for (const status of ['failed attempt 1', 'failed attempt 2', 'failed attempt 3']) {
      expect(paymentExecutionFor(status)).toEqual({ kind: 'pay', action: 'retry' });
    }
  });

  it('"Otherwise: prepay."', () => {
    for (const status of ['active', 'pending', 'awaiting response', 'no renewal']) {
      expect(paymentExecutionFor(status)).toEqual({ kind: 'pay', action: 'prepay' });
    }
  });

  it('reads the provider’s other spellings of a status', () => {
    expect(paymentExecutionFor('Failed_Attempt_2')).toEqual({ kind: 'pay', action: 'retry' });
    expect(paymentExecutionFor(' Paused ')).toEqual({ kind: 'result', result: 'Canceled' });
  });
});

describe('polling and final states (001 §4, §9)', () => {
  it('"A transaction is polled every 5 seconds until completed or failed."', () => {
    expect(TRANSACTION_POLL_MS).toBe(5000);
    expect(isFinalTransactionStatus('completed')).toBe(true);
    expect(isFinalTransactionStatus('failed')).toBe(true);
    expect(isFinalTransactionStatus('pending')).toBe(false);
    expect(isFinalTransactionStatus(undefined)).toBe(false);
  });

  it('"A subscription is final if completed, paused or canceled."', () => {
    expect(['completed', 'paused', 'canceled'].every(isFinalSubscriptionStatus)).toBe(true);
    expect(['active', 'failed', 'failed attempt 1'].some(isFinalSubscriptionStatus)).toBe(false);
  });
});
