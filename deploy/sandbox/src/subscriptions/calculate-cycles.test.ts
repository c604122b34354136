// calculateCycles (spec 001 §7; §9 "Expiration cycles default range 1 to 24"): the cycles checkout
// wrote into the expiration come back, whichever cycle the subscription is in.
import { calculateCycles } from './calculate-cycles';

const DAY = 24 * 3600 * 1000;
const created = new Date('2026-01-10T15:30:00.000Z');
const firstPayday = new Date('2026-01-13T00:00:00.000Z'); // created's UTC day + chargeDays 3

describe('calculateCycles', () => {
  it('expiration = first payday + cycles × frequency gives the cycles back, in any cycle', () => {
    for (const cycles of [1, 6, 24]) {
      const expiration = new Date(firstPayday.getTime() + cycles * 30 * DAY);
      for (const elapsed of [0, 1, Math.max(0, cycles - 1)]) {
        const payday = new Date(firstPayday.getTime() + elapsed * 30 * DAY);
        expect(
          calculateCycles({
            billingFrequency: 30,
            payday,
            createdAt: created,
            expiration,
            chargeDays: 3,
          }),
        ).toBe(cycles);
      }
    }
  });
  // A base payday more than one period after createdAt + chargeDays cannot be told from earlier
  // cycles with these inputs: it counts from the earliest payday of the same schedule.
  it('a base payday later in the first period pins the schedule', () => {
    const base = new Date('2026-01-14T00:00:00.000Z');
    const expiration = new Date(base.getTime() + 12 * 7 * DAY);
    const payday = new Date(base.getTime() + 3 * 7 * DAY);
    expect(
      calculateCycles({
        billingFrequency: 7,
        payday,
        createdAt: created,
        expiration,
        chargeDays: 0,
      }),
    ).toBe(12);
  });
  it('a single purchase has one cycle; an expiration before the first payday none', () => {
    expect(
      calculateCycles({
        billingFrequency: 0,
        payday: firstPayday,
        createdAt: created,
        expiration: firstPayday,
        chargeDays: 0,
      }),
    ).toBe(1);
    expect(
      calculateCycles({
        billingFrequency: 30,
        payday: firstPayday,
        createdAt: created,
        expiration: created,
        chargeDays: 3,
      }),
    ).toBe(0);
  });
});
