import {
  FAST_CHECKOUT_TEXTS,
  fastCheckoutExitUrl,
  fastCheckoutToken,
  isFastPayNow,
} from './fast-checkout';

const CALLBACK = 'https://comercio.cl/ok';
const ERROR = 'https://comercio.cl/error';

describe('fastCheckoutExitUrl', () => {
  it('failure: "The dialogs send the user to an error URL or a callback URL if configured, otherwise to the store default route" (001 §2)', () => {
    expect(fastCheckoutExitUrl('failure', { callbackUrl: CALLBACK, errorUrl: ERROR })).toBe(ERROR);
    expect(fastCheckoutExitUrl('failure', { callbackUrl: CALLBACK, errorUrl: null })).toBe(
      CALLBACK,
    );
    expect(fastCheckoutExitUrl('failure', {})).toBeNull();
  });

  it('finish: "On finish it goes to the callback URL if one exists, else to the store default route" (002 §4)', () => {
    expect(fastCheckoutExitUrl('finish', { callbackUrl: CALLBACK, errorUrl: ERROR })).toBe(
      CALLBACK,
    );
    expect(fastCheckoutExitUrl('finish', { callbackUrl: null, errorUrl: ERROR })).toBeNull();
    expect(fastCheckoutExitUrl('finish', { callbackUrl: '  ' })).toBeNull();
  });

  it('back: "Back goes to the error URL if one exists, else to the default route" (002 §4)', () => {
    expect(fastCheckoutExitUrl('back', { callbackUrl: CALLBACK, errorUrl: ERROR })).toBe(ERROR);
    expect(fastCheckoutExitUrl('back', { callbackUrl: CALLBACK })).toBeNull();
  });
});

describe('isFastPayNow ("If the payday is already in the past the subscription counts as pay-now")', () => {
  const now = new Date('2026-11-26T12:00:00.000Z');
  it('a payday before now is pay-now', () => {
    expect(isFastPayNow('2026-11-26T11:59:59.000Z', now)).toBe(true);
    expect(isFastPayNow(new Date('2026-10-01T00:00:00.000Z'), now)).toBe(true);
  });
  it('"If not pay-now a success screen shows instead": now or later, or no payday', () => {
    expect(isFastPayNow('2026-11-26T12:00:00.000Z', now)).toBe(false);
    expect(isFastPayNow('2026-12-26T12:00:00.000Z', now)).toBe(false);
    expect(isFastPayNow(null, now)).toBe(false);
    expect(isFastPayNow('not a date', now)).toBe(false);
  });
});

describe('fastCheckoutToken ("The parent route takes a token query parameter")', () => {
  it('reads the token; none or blank is "With no token … a failure dialog shows"', () => {
    expect(fastCheckoutToken('?token=abc')).toBe('abc');
    expect(fastCheckoutToken('?token=')).toBeNull();
    expect(fastCheckoutToken('')).toBeNull();
  });
});

it('001 §8 texts', () => {
  expect(FAST_CHECKOUT_TEXTS.failure).toBe('Lamentablemente la operación ha fracasado');
  expect(FAST_CHECKOUT_TEXTS.success).toBe(
    'La cuota/suscripción ha sido pagada y actualizada exitosamente. Serás redirigido a la vista correspondiente',
  );
});
