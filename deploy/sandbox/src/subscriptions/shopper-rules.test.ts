// The shopper transitions' decisions (spec 001 §4 "Actions by status", "Shopper transitions",
// "Retry and reactivate"; §8 texts; §9 "Pausing not allowed when billingFrequency is 180 days or
// more. Pause-until is 23:59 two days before the payday"; "Wait between payment attempts 5 minutes").
import {
  cancelRefusal,
  chosenPausingOption,
  paydayAfterPayment,
  paymentActionFor,
  paymentRefusal,
  pauseRefusal,
  pausingOptions,
  resumeRefusal,
  resumingPayday,
  shopperPolicyOf,
  type SubscriptionFacts,
} from './shopper-rules';

const NOW = new Date('2026-11-25T12:00:00.000Z');
const sub = (overrides: Partial<SubscriptionFacts> = {}): SubscriptionFacts => ({
  status: 'active',
  billingFrequency: 30,
  trialDays: 0,
  payday: new Date('2026-12-07T15:00:00.000Z'),
  lastPaymentTry: null,
  confirmedByMerchant: true,
  ...overrides,
});
const open = shopperPolicyOf({
  subscriptionPolicy: { defaultStatus: 'active', allowShopperTo: { pause: true, cancel: true } },
});
const closed = shopperPolicyOf({
  subscriptionPolicy: { allowShopperTo: { pause: false, cancel: false } },
});
const NO_PAUSE = 'Lo sentimos, tu suscripción no puede pausarse';
const notAllowedText = (status: string) =>
  `La transacción no se ha realizado. El estado de la suscripción (${status}) no permite efectuar el pago.`;

describe('policy', () => {
  it('reads allowShopperTo.pause / cancel (absent = allowed) and defaultStatus (absent = active)', () => {
    expect(open).toEqual({ allowPause: true, allowCancel: true, defaultStatus: 'active' });
    expect(closed).toMatchObject({ allowPause: false, allowCancel: false });
    expect(shopperPolicyOf(null)).toEqual({
      allowPause: true,
      allowCancel: true,
      defaultStatus: 'active',
    });
    expect(
      shopperPolicyOf({ subscriptionPolicy: { defaultStatus: 'awaiting response' } }).defaultStatus,
    ).toBe('awaiting response');
  });
});

describe('pause ("Allowed only if billingFrequency is under 180, not pending with trialDays above zero, and the policy does not forbid it")', () => {
  it('an active subscription may pause', () => expect(pauseRefusal(sub(), open)).toBeNull());
  it('the policy forbids it: 403 with the spec text', () =>
    expect(pauseRefusal(sub(), closed)).toMatchObject({
      status: 403,
      message: NO_PAUSE,
      errors: { policy: expect.any(String) },
    }));
  it('billingFrequency 180 or more: 409; 90 is fine', () => {
    expect(pauseRefusal(sub({ billingFrequency: 180 }), open)).toMatchObject({
      status: 409,
      message: NO_PAUSE,
      errors: { billingFrequency: expect.any(String) },
    });
    expect(pauseRefusal(sub({ billingFrequency: 90 }), open)).toBeNull();
  });
  it('pending in its trial: 409; pending without trial may pause', () => {
    expect(pauseRefusal(sub({ status: 'pending', trialDays: 7 }), open)).toMatchObject({
      status: 409,
      errors: { trialDays: expect.any(String) },
    });
    expect(pauseRefusal(sub({ status: 'pending', trialDays: 0 }), open)).toBeNull();
  });
  it('"Active with a card: pause": any other status is refused', () => {
    for (const status of [
      'paused',
      'failed attempt 1',
      'failed',
      'canceled',
      'completed',
      'awaiting response',
    ])
      expect(pauseRefusal(sub({ status }), open)).toMatchObject({
        status: 409,
        errors: { status: expect.any(String) },
      });
  });
});

describe('pausing options ("a list of text and payday"; "With no options: Lo sentimos…")', () => {
  it('skip 1, 2 or 3 charges from the current payday, with the date in the text', () => {
    expect(pausingOptions(sub(), open, NOW)).toEqual([
      { text: 'Saltar 1 cobro: próximo pago el 06/01/2027', payday: '2027-01-06T15:00:00.000Z' },
      { text: 'Saltar 2 cobros: próximo pago el 05/02/2027', payday: '2027-02-05T15:00:00.000Z' },
      { text: 'Saltar 3 cobros: próximo pago el 07/03/2027', payday: '2027-03-07T15:00:00.000Z' },
    ]);
  });
  it('from today when the payday has passed; none when the pause is refused', () => {
    expect(
      pausingOptions(sub({ payday: new Date('2026-11-01T00:00:00Z') }), open, NOW)[0]!.payday,
    ).toBe('2026-12-25T12:00:00.000Z');
    expect(pausingOptions(sub(), closed, NOW)).toEqual([]);
    expect(pausingOptions(sub({ billingFrequency: 365 }), open, NOW)).toEqual([]);
  });
  it('the chosen payday must be one of them (same instant, any ISO spelling)', () => {
    const options = pausingOptions(sub(), open, NOW);
    expect(chosenPausingOption(options, '2027-02-05T12:00:00-03:00')).toBe(options[1]);
    expect(chosenPausingOption(options, '2027-02-06T15:00:00.000Z')).toMatchObject({
      status: 400,
      errors: { payday: expect.any(String) },
    });
    expect(chosenPausingOption(options, 'mañana')).toMatchObject({ status: 400 });
  });
});

describe('resume', () => {
  it('only a paused subscription', () => {
    expect(resumeRefusal(sub({ status: 'paused' }))).toBeNull();
    expect(resumeRefusal(sub({ status: 'active' }))).toMatchObject({
      status: 409,
      message: 'Only a paused subscription can be resumed',
    });
  });
  it('the new payday: tomorrow at the subscription’s time of day, or the paused payday when sooner', () => {
    expect(
      resumingPayday(
        sub({ status: 'paused', payday: new Date('2027-01-06T15:00:00Z') }),
        NOW,
      ).toISOString(),
    ).toBe('2026-11-26T15:00:00.000Z');
    expect(
      resumingPayday(
        sub({ status: 'paused', payday: new Date('2026-11-25T18:00:00Z') }),
        NOW,
      ).toISOString(),
    ).toBe('2026-11-25T18:00:00.000Z');
    expect(
      resumingPayday(
        sub({ status: 'paused', payday: new Date('2026-11-20T15:00:00Z') }),
        NOW,
      ).toISOString(),
    ).toBe('2026-11-26T15:00:00.000Z');
  });
});

describe('cancel ("Cancel is allowed unless the policy forbids it")', () => {
  it('every running status may cancel', () => {
    for (const status of [
      'pending',
      'active',
      'paused',
      'failed attempt 3',
      'failed',
      'awaiting response',
    ])
      expect(cancelRefusal(sub({ status }), open)).toBeNull();
  });
  it('the policy forbids it: 403; an ended one: 409', () => {
    expect(cancelRefusal(sub(), closed)).toMatchObject({
      status: 403,
      message: 'Cancel not allowed by the store policy',
    });
    for (const status of ['canceled', 'completed', 'no renewal'])
      expect(cancelRefusal(sub({ status }), open)).toMatchObject({
        status: 409,
        message: 'Subscription already ended',
      });
  });
});

describe('retry and reactivate ("Failed attempt: retry payment"; "Failed: reactivate"; 5-minute wait)', () => {
  it('retry takes the three failed attempts, reactivate takes failed; the rest get §8 "Payment not allowed by status"', () => {
    for (const status of ['failed attempt 1', 'failed attempt 2', 'failed attempt 3'])
      expect(paymentRefusal('retry', sub({ status }), NOW)).toBeNull();
    expect(paymentRefusal('reactivate', sub({ status: 'failed' }), NOW)).toBeNull();
    expect(paymentRefusal('retry', sub({ status: 'failed' }), NOW)).toMatchObject({
      status: 409,
      message:
        'La transacción no se ha realizado. El estado de la suscripción (failed) no permite efectuar el pago.',
    });
    expect(paymentRefusal('reactivate', sub({ status: 'active' }), NOW)).toMatchObject({
      status: 409,
    });
  });
  it('a failed try under 5 minutes ago: 429 with §8 "Retry too soon" and when to try again', () => {
    const lastPaymentTry = '2026-11-25T11:57:00.000Z';
    expect(
      paymentRefusal('retry', sub({ status: 'failed attempt 1', lastPaymentTry }), NOW),
    ).toEqual({
      status: 429,
      message: 'No se ha podido reintentar el pago, debes esperar 5 minutos entre cada intento',
      data: { lastPaymentTry, retryAt: '2026-11-25T12:02:00.000Z' },
    });
    expect(
      paymentRefusal(
        'reactivate',
        sub({ status: 'failed', lastPaymentTry: '2026-11-25T11:55:00.000Z' }),
        NOW,
      ),
    ).toBeNull();
  });
  it('after paying: one period on from the paid payday, or from now when that has passed too', () => {
    expect(
      paydayAfterPayment(sub({ payday: new Date('2026-11-22T15:00:00Z') }), NOW).toISOString(),
    ).toBe('2026-12-22T15:00:00.000Z');
    expect(
      paydayAfterPayment(sub({ payday: new Date('2026-10-01T15:00:00Z') }), NOW).toISOString(),
    ).toBe('2026-12-25T12:00:00.000Z');
  });
});

describe('prepay ("Otherwise: prepay") and the price confirmation', () => {
  it('prepay takes active and pending, one cycle ahead at most', () => {
    expect(paymentRefusal('prepay', sub(), NOW)).toBeNull();
    expect(paymentRefusal('prepay', sub({ status: 'pending' }), NOW)).toBeNull();
    for (const status of ['paused', 'failed', 'failed attempt 1', 'awaiting response', 'completed'])
      expect(paymentRefusal('prepay', sub({ status }), NOW)).toMatchObject({
        status: 409,
        message: notAllowedText(status),
      });
    const prepaid = sub({ payday: new Date('2027-01-06T15:00:00.000Z') });
    expect(paymentRefusal('prepay', prepaid, NOW)).toMatchObject({
      status: 409,
      message: 'The next cycle is already paid',
    });
  });
  it('prepay uses the payment screen’s wording of the wait (§8)', () =>
    expect(
      paymentRefusal('prepay', sub({ lastPaymentTry: '2026-11-25T11:59:00.000Z' }), NOW),
    ).toMatchObject({
      status: 429,
      message: 'No se ha podido ejecutar el pago, debes esperar 5 minutos entre cada intento',
    }));
  it('confirming a price needs awaiting response and the merchant’s confirmation', () => {
    expect(paymentRefusal('confirmPrice', sub({ status: 'awaiting response' }), NOW)).toBeNull();
    expect(
      paymentRefusal(
        'confirmPrice',
        sub({ status: 'awaiting response', confirmedByMerchant: false }),
        NOW,
      ),
    ).toMatchObject({
      status: 409,
      message: 'The merchant has not confirmed the price yet',
    });
    expect(paymentRefusal('confirmPrice', sub(), NOW)).toMatchObject({
      status: 409,
      message: notAllowedText('active'),
    });
  });
});

describe('paymentActionFor (001 §4 "Payment execution", the rails of issue 13)', () => {
  it('"Failed: reactivate. Failed attempt: retry. Otherwise: prepay" (a running one)', () => {
    expect(paymentActionFor('failed')).toBe('reactivate');
    for (const attempt of ['failed attempt 1', 'failed attempt 2', 'failed attempt 3'])
      expect(paymentActionFor(attempt)).toBe('retry');
    expect(paymentActionFor('active')).toBe('prepay');
    expect(paymentActionFor('pending')).toBe('prepay');
  });

  it('"Subscription completed: OK. Canceled or paused: \'Canceled\'": nothing to pay', () => {
    for (const status of ['completed', 'canceled', 'paused', 'no renewal', 'awaiting response'])
      expect(paymentActionFor(status)).toBeNull();
  });
});
