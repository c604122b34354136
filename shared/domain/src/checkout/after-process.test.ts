import {
  afterProcessTarget,
  CHECKOUT_REGISTRATION_RETURN,
  shouldAutoProcess,
} from './after-process';

describe('afterProcessTarget (spec 001 §4 Checkout "Cards if newCard is true, else Subscriptions with the query passed on")', () => {
  it('newCard true in the answer → the cards panel, newCard kept for the registration return, subscribed=true (issue 39: the purchase is told there)', () => {
    expect(afterProcessTarget({ newCard: true }, '')).toBe(
      'userpanel/cards?newCard=true&subscribed=true',
    );
  });
  it('newCard=true in the query → the cards panel, the query passed on, subscribed=true', () => {
    expect(afterProcessTarget(null, '?newCard=true&firstCard=true')).toBe(
      'userpanel/cards?newCard=true&firstCard=true&subscribed=true',
    );
  });
  it('otherwise → userpanel/subscriptions with subscribed=true and the query passed on', () => {
    expect(afterProcessTarget({ newCard: false }, '')).toBe(
      'userpanel/subscriptions?subscribed=true',
    );
    expect(afterProcessTarget(null, '?firstCard=true')).toBe(
      'userpanel/subscriptions?firstCard=true&subscribed=true',
    );
    expect(afterProcessTarget(undefined, new URLSearchParams({ newCard: 'false', utm: 'x' }))).toBe(
      'userpanel/subscriptions?newCard=false&utm=x&subscribed=true',
    );
  });
  it('names what the purchase made, so the page she lands on tells what she paid (issue 39)', () => {
    const subscriptions = [{ _id: 'sub-1' }, { _id: 'sub-2' }];
    expect(afterProcessTarget({ newCard: false, subscriptions }, '')).toBe(
      'userpanel/subscriptions?purchased=sub-1%2Csub-2&subscribed=true',
    );
    expect(afterProcessTarget({ newCard: true, subscriptions }, '?firstCard=true')).toBe(
      'userpanel/cards?firstCard=true&purchased=sub-1%2Csub-2&newCard=true&subscribed=true',
    );
  });
});

describe('shouldAutoProcess ("After returning from registration with firstCard true and all fields valid, the cart is processed automatically")', () => {
  const ready = {
    query: '?firstCard=true',
    confirmEnabled: true,
    hasCards: true,
    alreadyProcessed: false,
  };
  it('firstCard=true, everything valid, the card is there → process', () => {
    expect(shouldAutoProcess(ready)).toBe(true);
    expect(CHECKOUT_REGISTRATION_RETURN).toEqual({ firstCard: 'true' });
  });
  it('not without firstCard=true, with invalid fields, without the card, or a second time', () => {
    expect(shouldAutoProcess({ ...ready, query: '' })).toBe(false);
    expect(shouldAutoProcess({ ...ready, query: '?firstCard=false' })).toBe(false);
    expect(shouldAutoProcess({ ...ready, confirmEnabled: false })).toBe(false);
    expect(shouldAutoProcess({ ...ready, hasCards: false })).toBe(false);
    expect(shouldAutoProcess({ ...ready, alreadyProcessed: true })).toBe(false);
  });
});
