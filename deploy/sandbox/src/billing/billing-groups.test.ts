// The arithmetic of carts/process (spec 001 §9 "Billing frequency in days: single 0, weekly 7,
// biweekly 15, monthly 30, bimonthly 60, quarterly 90, biyearly 180, yearly 365"; §3 paydayPolicy
// per billing type: instantCharge, chargeDays; subscriptionPolicy.defaultStatus).
import { parseBasePayday, planGroups, type GroupPolicy, type PricedLine } from './billing-groups';
import { BILLING_TYPES } from './billing-types';

const NOW = new Date('2025-06-10T15:30:00.000Z');
const TODAY = '2025-06-10T00:00:00.000Z';

const line = (overrides: Partial<PricedLine>): PricedLine => ({
  lineId: 'po-1',
  productId: 'p-1',
  name: 'Producto',
  sku: 'P-1',
  currency: 'clp',
  billingType: 'monthly',
  quantity: 1,
  unitPrice: 1000,
  quantityDiscount: 0,
  total: 1000,
  labels: [],
  expirationCycles: null,
  basePayday: null,
  promotion: null,
  imageUrl: null,
  ...overrides,
});

const policy = (overrides: Partial<GroupPolicy> = {}): GroupPolicy => ({
  defaultStatus: 'active',
  allowBasePayday: true,
  paydayPolicy: {
    single: { instantCharge: true, chargeDays: 0 },
    monthly: { instantCharge: true, chargeDays: 0 },
    weekly: { instantCharge: false, chargeDays: 3 },
  },
  ...overrides,
});

it('billing frequency in days per billing type: "single 0, weekly 7, biweekly 15, monthly 30, bimonthly 60, quarterly 90, biyearly 180, yearly 365"', () => {
  const types = [...BILLING_TYPES];
  const groups = planGroups(
    types.map((billingType, i) => line({ lineId: `po-${i}`, billingType })),
    policy(),
    NOW,
  );
  expect(groups.map((g) => g.billingFrequency)).toEqual([0, 7, 15, 30, 60, 90, 180, 365]);
  expect(groups.map((g) => g.type)).toEqual(['single', ...Array(7).fill('recurring')]);
});

it('one group per billing type, base payday and expiration cycles; products price is the sum of line totals', () => {
  const groups = planGroups(
    [
      line({ lineId: 'a', total: 1900 }),
      line({ lineId: 'b', total: 2500 }),
      line({ lineId: 'c', expirationCycles: 3 }),
      line({ lineId: 'd', basePayday: '2025-06-20' }),
    ],
    policy(),
    NOW,
  );
  expect(groups.map((g) => g.lines.map((l) => l.lineId))).toEqual([['a', 'b'], ['c'], ['d']]);
  expect(groups[0]!.productsPrice).toBe(4400);
});

it('instantCharge with chargeDays 0: charged today, the next payday one period on, status = defaultStatus', () => {
  const [monthly] = planGroups([line({})], policy(), NOW);
  expect(monthly).toMatchObject({ chargedNow: true, status: 'active' });
  expect(monthly!.firstPayday.toISOString()).toBe(TODAY);
  expect(monthly!.payday.toISOString()).toBe('2025-07-10T00:00:00.000Z');
});

it('a single purchase charged today keeps today as its payday', () => {
  const [single] = planGroups([line({ billingType: 'single' })], policy(), NOW);
  expect(single).toMatchObject({ chargedNow: true, billingFrequency: 0 });
  expect(single!.payday.toISOString()).toBe(TODAY);
});

it('no instantCharge: not charged, first payday today + chargeDays, status pending (scheduled payment)', () => {
  const [weekly] = planGroups([line({ billingType: 'weekly' })], policy(), NOW);
  expect(weekly).toMatchObject({ chargedNow: false, status: 'pending' });
  expect(weekly!.payday.toISOString()).toBe('2025-06-13T00:00:00.000Z');
});

it('a future base payday is the first payday (not charged now); a past one counts as today; ignored when the policy forbids it', () => {
  const [future] = planGroups([line({ basePayday: '2025-06-20' })], policy(), NOW);
  expect(future).toMatchObject({ chargedNow: false, status: 'pending' });
  expect(future!.payday.toISOString()).toBe('2025-06-20T00:00:00.000Z');
  const [past] = planGroups([line({ basePayday: '2025-06-01' })], policy(), NOW);
  expect(past).toMatchObject({ chargedNow: true });
  const [forbidden] = planGroups(
    [line({ basePayday: '2025-06-20' })],
    policy({ allowBasePayday: false }),
    NOW,
  );
  expect(forbidden).toMatchObject({ chargedNow: true, basePayday: null });
});

it('defaultStatus "awaiting response": nothing is charged at checkout and the status stays awaiting response', () => {
  const [group] = planGroups([line({})], policy({ defaultStatus: 'awaiting response' }), NOW);
  expect(group).toMatchObject({ chargedNow: false, status: 'awaiting response' });
});

it('expiration: first payday + cycles × frequency; none for single or without cycles', () => {
  const [expiring] = planGroups([line({ expirationCycles: 3 })], policy(), NOW);
  expect(expiring!.expiration).toBe('2025-09-08T00:00:00.000Z');
  expect(planGroups([line({})], policy(), NOW)[0]!.expiration).toBeNull();
  expect(
    planGroups([line({ billingType: 'single', expirationCycles: 3 })], policy(), NOW)[0]!
      .expiration,
  ).toBeNull();
});

it('base paydays: YYYY-MM-DD (an ISO time after it is fine); impossible dates are ignored', () => {
  expect(parseBasePayday('2025-06-20')?.toISOString()).toBe('2025-06-20T00:00:00.000Z');
  expect(parseBasePayday('2025-06-20T03:00:00.000Z')?.toISOString()).toBe(
    '2025-06-20T00:00:00.000Z',
  );
  expect(parseBasePayday('2025-02-30')).toBeNull();
  expect(parseBasePayday('mañana')).toBeNull();
  expect(parseBasePayday(null)).toBeNull();
});
