import { afterProcessTarget } from './after-process';
import {
  purchasedSubscriptionIds,
  showsPurchaseSuccess,
  withoutPurchaseSuccess,
} from './purchase-success-flag';
import { PURCHASE_SUCCESS_TEXTS } from './purchase-success-texts';

describe('the success overlay after a purchase (002 §2 orders "single-purchase variant", subscriptions "recurring variant")', () => {
  it('"With subscribed=true a success overlay … is shown"; not for other values or without it', () => {
    expect(showsPurchaseSuccess('?subscribed=true')).toBe(true);
    expect(showsPurchaseSuccess(new URLSearchParams({ x: '1', subscribed: 'true' }))).toBe(true);
    expect(showsPurchaseSuccess('?subscribed=false')).toBe(false);
    expect(showsPurchaseSuccess('')).toBe(false);
    expect(showsPurchaseSuccess(null)).toBe(false);
  });
  it('the flag the checkout adds is the one the panels read', () => {
    expect(showsPurchaseSuccess(afterProcessTarget(null, '').split('?')[1])).toBe(true);
  });
  it('closing drops the flag and keeps the rest of the query', () => {
    expect(withoutPurchaseSuccess('?subscribed=true&utm=x').toString()).toBe('utm=x');
    expect(withoutPurchaseSuccess('?purchased=a%2Cb&subscribed=true').toString()).toBe('');
  });
  it('reads the subscriptions the purchase made, as the checkout wrote them (issue 39)', () => {
    const target = afterProcessTarget({ subscriptions: [{ _id: 'a' }, { _id: 'b' }] }, '');
    expect(purchasedSubscriptionIds(target.split('?')[1])).toEqual(['a', 'b']);
    expect(purchasedSubscriptionIds('?subscribed=true')).toEqual([]);
  });
  it("the title is the spec's success title (001 §8); one body per variant", () => {
    expect(PURCHASE_SUCCESS_TEXTS.title).toBe('¡Listo! La transacción ha sido exitosa');
    expect(Object.keys(PURCHASE_SUCCESS_TEXTS.body).sort()).toEqual(['recurring', 'single']);
  });
});
