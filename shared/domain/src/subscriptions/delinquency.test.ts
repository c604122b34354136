import { isDelinquent } from './delinquency';

describe('isDelinquent (002 §4 "24 hours or more past payday; for failed attempts, failed or paused ... regardless")', () => {
  const now = new Date('2025-03-02T12:00:00.000Z');
  it('exactly 24 hours past payday is overdue, 23h59 is not', () => {
    expect(isDelinquent({ status: 'active', payday: '2025-03-01T12:00:00.000Z' }, now)).toBe(true);
    expect(isDelinquent({ status: 'active', payday: '2025-03-01T12:01:00.000Z' }, now)).toBe(false);
  });
  it('failed attempts, failed and paused are delinquent regardless', () => {
    for (const status of ['failed attempt 1', 'failed', 'paused']) expect(isDelinquent({ status, payday: '2030-01-01' }, now)).toBe(true);
  });
  it('completed never', () => expect(isDelinquent({ status: 'completed', payday: '2020-01-01' }, now)).toBe(false));
});
