import { statusAfterFailedCharge } from './failed-attempts';

describe('statusAfterFailedCharge (001 §9 "Failed attempts 1 to 3; suspended at the fourth")', () => {
  it('a running subscription whose charge fails is at "failed attempt 1"', () => {
    expect(statusAfterFailedCharge('active')).toBe('failed attempt 1');
    expect(statusAfterFailedCharge('pending')).toBe('failed attempt 1');
  });
  it('each later failure counts up to "failed attempt 3"', () => {
    expect(statusAfterFailedCharge('failed attempt 1')).toBe('failed attempt 2');
    expect(statusAfterFailedCharge('failed attempt 2')).toBe('failed attempt 3');
  });
  it('"After the fourth failed attempt the subscription is suspended automatically"', () => {
    const walk = ['active'];
    for (let i = 0; i < 4; i += 1) walk.push(statusAfterFailedCharge(walk.at(-1)!)!);
    expect(walk).toEqual([
      'active',
      'failed attempt 1',
      'failed attempt 2',
      'failed attempt 3',
      'failed',
    ]);
  });
  it('statuses that are not charged have no next status', () => {
    for (const status of [
      'failed',
      'paused',
      'awaiting response',
      'canceled',
      'completed',
      'no renewal',
    ])
      expect(statusAfterFailedCharge(status)).toBeNull();
  });
  it('reads the provider spellings too', () =>
    expect(statusAfterFailedCharge('Failed_Attempt_2')).toBe('failed attempt 3'));
});
