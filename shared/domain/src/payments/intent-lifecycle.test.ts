import { singlePaymentMethods } from '../payment-methods/filters';
import {
  decideOnLoad,
  intentSecondsLeft,
  isIntentExpired,
  isMethodDisabled,
  methodAfterExpiry,
  payButtonText,
  reusableIntent,
} from './intent-lifecycle';

const now = Date.parse('2026-11-26T10:00:00Z');
const methods = singlePaymentMethods(['webpay-plus', 'khipu', 'mercado-pago']);
const intent = (name: string, expirationDate = '2026-11-26T10:05:00Z', status = 'initiated') => ({
  _id: 'pi-1',
  status,
  expirationDate,
  paymentMethod: { name },
});

describe('payment intent on load (002 §4)', () => {
  it('"It is either resumed (its method is preselected and other methods are disabled)"', () => {
    const khipu = intent('Khipu Payment Initiation');
    expect(decideOnLoad(khipu, methods, now)).toEqual({
      action: 'resume',
      intent: khipu,
      methodId: 'khipu',
    });
  });

  it('"or a default method is chosen" (the first offered)', () => {
    expect(decideOnLoad(null, methods, now)).toEqual({
      action: 'default',
      methodId: 'webpay-plus',
    });
    expect(decideOnLoad(null, [], now)).toEqual({ action: 'default', methodId: null });
  });

  it('"An initiated intent whose expirationDate is earlier than now is marked expired through the expire call, and the state is reset"; "On expiry the first available method is reselected."', () => {
    const old = intent('Khipu Payment Initiation', '2026-11-26T09:59:59Z');
    expect(decideOnLoad(old, methods, now)).toEqual({
      action: 'expire',
      intent: old,
      methodId: 'webpay-plus',
    });
    expect(methodAfterExpiry(methods)).toBe('webpay-plus');
  });

  it('an intent of a method the store no longer offers is expired, not left blocking every method', () => {
    const mp = intent('Mercado Pago Checkout Pro');
    const offered = singlePaymentMethods(['webpay-plus', 'khipu']);
    expect(decideOnLoad(mp, offered, now)).toMatchObject({
      action: 'expire',
      methodId: 'webpay-plus',
    });
  });

  it('an intent that is not initiated is not resumed', () => {
    expect(decideOnLoad(intent('Webpay Plus', undefined, 'successful'), methods, now)).toEqual({
      action: 'default',
      methodId: 'webpay-plus',
    });
  });
});

describe('expiry and countdown (002 §4 "A countdown reaching zero on the pending intent also expires it")', () => {
  it('expired when the expirationDate is not after now', () => {
    expect(isIntentExpired(intent('Webpay Plus', '2026-11-26T10:00:00Z'), now)).toBe(true);
    expect(isIntentExpired(intent('Webpay Plus', '2026-11-26T10:00:01Z'), now)).toBe(false);
    expect(isIntentExpired(intent('Webpay Plus', 'nunca'), now)).toBe(true);
  });

  it('counts whole seconds down to zero', () => {
    expect(intentSecondsLeft(intent('Webpay Plus', '2026-11-26T10:10:00Z'), now)).toBe(600);
    expect(intentSecondsLeft(intent('Webpay Plus', '2026-11-26T10:00:00.400Z'), now)).toBe(1);
    expect(intentSecondsLeft(intent('Webpay Plus', '2026-11-26T09:00:00Z'), now)).toBe(0);
  });
});

describe('methods and button (002 §2, §5)', () => {
  it('"A pending intent disables all methods other than its own."', () => {
    const pending = intent('Khipu Payment Initiation');
    expect(isMethodDisabled('khipu', pending)).toBe(false);
    expect(isMethodDisabled('webpay-plus', pending)).toBe(true);
    expect(isMethodDisabled('mercado-pago', pending)).toBe(true);
    expect(isMethodDisabled('webpay-plus', null)).toBe(false);
  });

  it("\"Button text is 'Pagar', or 'Continuar con {method in Spanish}' when a pending intent exists.\"", () => {
    expect(payButtonText(null)).toBe('Pagar');
    expect(payButtonText(intent('Webpay Plus'))).toBe('Continuar con Webpay Plus');
    expect(payButtonText(intent('Khipu Payment Initiation'))).toBe('Continuar con Khipu');
    expect(payButtonText(intent('Mercado Pago Checkout Pro'))).toBe('Continuar con Mercado Pago');
  });

  it('"Pay: reuses the pending intent or creates one"', () => {
    const pending = intent('Webpay Plus');
    expect(reusableIntent(pending, 'webpay-plus', now)).toBe(pending);
    expect(reusableIntent(pending, 'khipu', now)).toBeNull();
    expect(
      reusableIntent(intent('Webpay Plus', '2026-11-26T09:00:00Z'), 'webpay-plus', now),
    ).toBeNull();
    expect(reusableIntent(null, 'webpay-plus', now)).toBeNull();
  });
});
