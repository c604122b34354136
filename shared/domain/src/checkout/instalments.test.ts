import { instalmentOptions, issuerFeesFor, keptInstalments } from './instalments';

const credit = { _id: 'c1', type: 'Credit' };
const debit = { _id: 'c2', type: 'Debit' };
const policy = (
  maxValue: number | null,
  supportedBillingTypes: string[] | null = ['single', 'monthly', 'yearly'],
) => ({
  paymentMethodsPolicy: {
    requireTokenized: false,
    issuerFees: { maxValue, supportedBillingTypes },
  },
});
const labels = (options: { label: string }[]) => options.map((o) => o.label);

describe('instalmentOptions (spec 001 §5 Cards and instalments, §9 "Instalment options 3, 6, 9, 12, 24")', () => {
  it('"Options are 3, 6, 9, 12, 24 cuotas capped by maxValue, plus \'Sin cuotas\'"', () => {
    expect(labels(instalmentOptions(policy(12), ['monthly'], credit))).toEqual([
      'Sin cuotas',
      '3 cuotas',
      '6 cuotas',
      '9 cuotas',
      '12 cuotas',
    ]);
    expect(labels(instalmentOptions(policy(24), ['monthly'], credit))).toEqual([
      'Sin cuotas',
      '3 cuotas',
      '6 cuotas',
      '9 cuotas',
      '12 cuotas',
      '24 cuotas',
    ]);
    expect(instalmentOptions(policy(6), ['monthly'], credit).map((o) => o.value)).toEqual([
      0, 3, 6,
    ]);
    expect(instalmentOptions(policy(10), ['monthly'], credit).map((o) => o.value)).toEqual([
      0, 3, 6, 9,
    ]);
  });
  it('"Instalments show only for Credit cards"', () => {
    expect(instalmentOptions(policy(12), ['monthly'], debit)).toEqual([]);
    expect(instalmentOptions(policy(12), ['monthly'], { type: 'Prepaid' })).toEqual([]);
    expect(instalmentOptions(policy(12), ['monthly'], null)).toEqual([]);
  });
  it('"when the policy supports all billing types in the cart"', () => {
    expect(instalmentOptions(policy(12, ['monthly']), ['monthly', 'weekly'], credit)).toEqual([]);
    expect(
      instalmentOptions(policy(12, ['monthly', 'weekly']), ['monthly', 'weekly'], credit),
    ).not.toEqual([]);
    expect(instalmentOptions(policy(12, null), ['monthly'], credit)).toEqual([]);
  });
  it('no issuerFees in the policy, or a cap below 3 → hidden; no maxValue → uncapped', () => {
    expect(
      instalmentOptions({ paymentMethodsPolicy: { issuerFees: null } }, ['monthly'], credit),
    ).toEqual([]);
    expect(instalmentOptions(null, ['monthly'], credit)).toEqual([]);
    expect(instalmentOptions(policy(2), ['monthly'], credit)).toEqual([]);
    expect(instalmentOptions(policy(null), ['monthly'], credit)).toHaveLength(6);
  });
});

describe('"Reset to none when hidden"', () => {
  const options = instalmentOptions(policy(12), ['monthly'], credit);
  it("a choice still offered is kept; otherwise 'Sin cuotas' (0)", () => {
    expect(keptInstalments(6, options)).toBe(6);
    expect(keptInstalments(24, options)).toBe(0);
    expect(keptInstalments(6, [])).toBe(0);
    expect(keptInstalments(null, options)).toBe(0);
  });
});

describe('"With instalments (issuer fees) the selected card must be Credit"', () => {
  it('only a Credit card carries issuer fees', () => {
    expect(issuerFeesFor(6, credit)).toBe(6);
    expect(issuerFeesFor(6, debit)).toBe(0);
    expect(issuerFeesFor(0, credit)).toBe(0);
    expect(issuerFeesFor(null, credit)).toBe(0);
  });
});
