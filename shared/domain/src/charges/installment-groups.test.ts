import {
  canPayInstallment,
  groupInstallments,
  hasLateInstallments,
  installmentGroup,
} from './installment-groups';

const now = new Date('2026-11-26T12:00:00.000Z');
const hoursAgo = (hours: number) => new Date(now.getTime() - hours * 3_600_000).toISOString();
const inDays = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();

describe("instalment groups (002 §4 \"Installment groups: overdue ('Morosa'), pending ('Pendiente'), completed ('Pagada')\")", () => {
  it('"24 hours or more past payday" is overdue; less is still pending', () => {
    expect(installmentGroup({ status: 'pending', payday: hoursAgo(24) }, now)).toBe('overdue');
    expect(installmentGroup({ status: 'pending', payday: hoursAgo(23.9) }, now)).toBe('pending');
    expect(installmentGroup({ status: 'pending', payday: inDays(10) }, now)).toBe('pending');
  });

  it('"for failed attempts, failed or paused the subscription is delinquent regardless"', () => {
    for (const status of ['failed attempt 1', 'failed attempt 3', 'failed', 'paused'])
      expect(installmentGroup({ status, payday: inDays(5) }, now)).toBe('overdue');
  });

  it('a paid (completed) instalment is Pagada, however old its payday', () => {
    expect(installmentGroup({ status: 'completed', payday: hoursAgo(24 * 90) }, now)).toBe(
      'completed',
    );
  });

  it('groups in the order Morosa, Pendiente, Pagada, leaving out empty groups and keeping the order inside', () => {
    const i1 = { id: 'i1', status: 'completed', payday: hoursAgo(24 * 60) };
    const i2 = { id: 'i2', status: 'pending', payday: hoursAgo(48) };
    const i3 = { id: 'i3', status: 'pending', payday: inDays(20) };
    const i4 = { id: 'i4', status: 'failed attempt 1', payday: inDays(1) };
    const groups = groupInstallments([i1, i2, i3, i4], now);
    expect(groups.map((g) => [g.label, g.installments.map((i) => i.id)])).toEqual([
      ['Morosa', ['i2', 'i4']],
      ['Pendiente', ['i3']],
      ['Pagada', ['i1']],
    ]);
    expect(groupInstallments([i3], now).map((g) => g.group)).toEqual(['pending']);
    expect(groupInstallments([], now)).toEqual([]);
  });
});

describe("late instalments (002 §4 \"'Activo' or 'Moroso' for approved charges, depending on late installments\")", () => {
  it('any overdue instalment makes the charge late', () => {
    expect(
      hasLateInstallments(
        [
          { status: 'completed', payday: hoursAgo(100) },
          { status: 'pending', payday: hoursAgo(30) },
        ],
        now,
      ),
    ).toBe(true);
    expect(
      hasLateInstallments(
        [
          { status: 'completed', payday: hoursAgo(100) },
          { status: 'pending', payday: inDays(3) },
        ],
        now,
      ),
    ).toBe(false);
    expect(hasLateInstallments([], now)).toBe(false);
  });
});

describe('paying an instalment (002 §4 "Only non-completed installments can be paid")', () => {
  it('a non-completed instalment of an approved charge can be paid; a completed one cannot', () => {
    expect(canPayInstallment('approved', { status: 'pending', payday: inDays(3) })).toBe(true);
    expect(canPayInstallment('approved', { status: 'failed attempt 2', payday: hoursAgo(3) })).toBe(
      true,
    );
    expect(canPayInstallment('approved', { status: 'completed', payday: hoursAgo(3) })).toBe(false);
  });
  it('not while the charge is pending, rejected or completed (the provider refuses it)', () => {
    for (const status of ['pending', 'rejected', 'completed'])
      expect(canPayInstallment(status, { status: 'pending', payday: hoursAgo(48) })).toBe(false);
  });
});
