import { isEditable, isFailing, normalizeSubscriptionStatus, subscriptionActions, subscriptionGroup } from './statuses';

describe('subscription status groups (002 §2 "Three lists")', () => {
  it('"active: pending, active, failed attempt 1/2/3, awaiting response"', () => {
    for (const s of ['pending', 'active', 'failed attempt 1', 'failed attempt 2', 'failed attempt 3', 'awaiting response']) {
      expect(subscriptionGroup(s)).toBe('active');
    }
  });
  it('"paused: paused, failed"', () => expect(['paused', 'failed'].map(subscriptionGroup)).toEqual(['paused', 'paused']));
  it('"ended: canceled, completed, no renewal"', () => {
    expect(['canceled', 'completed', 'no renewal'].map(subscriptionGroup)).toEqual(['ended', 'ended', 'ended']);
    expect(subscriptionGroup('weird')).toBeNull();
  });
  it('"\'Failing\' covers the three failed attempts"', () => {
    expect(isFailing('failed attempt 2')).toBe(true);
    expect(isFailing('failed')).toBe(false);
  });
  it('"Editable: pending, active, failed attempts, failed, paused, awaiting response"', () => {
    expect(['pending', 'active', 'failed attempt 3', 'failed', 'paused', 'awaiting response'].every(isEditable)).toBe(true);
    expect(['canceled', 'completed', 'no renewal'].some(isEditable)).toBe(false);
  });
});

describe('subscriptionActions (001 §4 "Actions by status")', () => {
  it('"Failed attempt with a card: retry payment and cancel (plus edit)"', () => {
    expect(subscriptionActions({ status: 'failed attempt 1', hasCard: true })).toMatchObject({ retry: true, cancel: true, edit: true, pause: false });
  });
  it('"Active with a card: pause and cancel"', () => {
    expect(subscriptionActions({ status: 'active', hasCard: true })).toMatchObject({ pause: true, cancel: true, retry: false });
  });
  it('"Paused with a card: resume and cancel"', () => {
    expect(subscriptionActions({ status: 'paused', hasCard: true })).toMatchObject({ resume: true, cancel: true, pause: false });
  });
  it('"Failed with a card: reactivate and cancel (plus edit)"', () => {
    expect(subscriptionActions({ status: 'failed', hasCard: true })).toMatchObject({ reactivate: true, cancel: true, edit: true });
  });
  it('"No card: an add-card button on mobile, and cancel"', () => {
    expect(subscriptionActions({ status: 'active', hasCard: false })).toMatchObject({ addCard: true, cancel: true, pause: false });
  });
  it('policy flags switch off pause and cancel; ended subscriptions have no actions', () => {
    expect(subscriptionActions({ status: 'active', hasCard: true, canPause: false, canCancel: false })).toMatchObject({ pause: false, cancel: false });
    expect(Object.values(subscriptionActions({ status: 'canceled', hasCard: true })).some(Boolean)).toBe(false);
  });
});

describe('status spellings', () => {
  it('the sandbox sends the spec words; snake_case and kebab-case read the same', () => {
    expect(normalizeSubscriptionStatus('Awaiting_Response')).toBe('awaiting response');
    expect(subscriptionGroup('failed_attempt_2')).toBe('active');
    expect(subscriptionGroup('no-renewal')).toBe('ended');
    expect(isFailing('failed_attempt_1')).toBe(true);
    expect(subscriptionActions({ status: 'failed_attempt_3', hasCard: true }).retry).toBe(true);
  });
});
