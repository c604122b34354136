import { isAwaitingResponse } from './awaiting-response';

describe('isAwaitingResponse (spec 000 §2 Cart page "default subscription status is "awaiting response"")', () => {
  it('accepts the policy text and the snake/kebab spellings, any case', () => {
    expect(isAwaitingResponse('awaiting response')).toBe(true);
    expect(isAwaitingResponse('awaiting_response')).toBe(true);
    expect(isAwaitingResponse(' Awaiting-Response ')).toBe(true);
  });
  it('any other status, or none, is not awaiting response', () => {
    expect(isAwaitingResponse('active')).toBe(false);
    expect(isAwaitingResponse('')).toBe(false);
    expect(isAwaitingResponse(null)).toBe(false);
    expect(isAwaitingResponse(undefined)).toBe(false);
  });
});
