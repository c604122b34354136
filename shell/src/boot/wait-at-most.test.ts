import { waitAtMost } from './wait-at-most';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

test('ends when the work settles, resolved or failed', async () => {
  await expect(waitAtMost(Promise.resolve('código'), 3_000)).resolves.toBeUndefined();
  await expect(waitAtMost(Promise.reject(new Error('chunk')), 3_000)).resolves.toBeUndefined();
});

test('ends at the ceiling when the work is still pending', async () => {
  let ended = false;
  const waiting = waitAtMost(new Promise(() => {}), 3_000).then(() => (ended = true));
  await jest.advanceTimersByTimeAsync(2_999);
  expect(ended).toBe(false);
  await jest.advanceTimersByTimeAsync(1);
  await waiting;
  expect(ended).toBe(true);
});
