import { moneyOutcome, paidTransactionIds } from './money-outcome';
import { MONEY_OUTCOME_TEXTS } from './money-outcome-texts';

const coffee = {
  _id: 'sub-1',
  type: 'recurring',
  status: 'active',
  price: 12990,
  currency: 'clp',
  payday: '2027-01-05T15:00:00.000Z',
  billingFrequency: 30,
  products: [{ name: 'Café en grano 1 kg', quantity: 2 }],
  transaction: { _id: 'tx-1' },
};
const kit = {
  ...coffee,
  _id: 'sub-2',
  type: 'single',
  status: 'completed',
  price: 14990,
  billingFrequency: 0,
  products: [{ name: 'Kit de limpieza profunda', quantity: 1 }],
};

describe('what she is told after paying (issue 39)', () => {
  it('says what she bought, what one charge cost today and what comes next, with its date', () => {
    const outcome = moneyOutcome({
      subscriptions: [kit, coffee],
      transactions: [{ _id: 'tx-1', status: 'completed', amount: 27980, currency: 'clp' }],
    });
    expect(outcome).toEqual({
      bought: ['Kit de limpieza profunda × 1 · Compra Única', 'Café en grano 1 kg × 2 · Mensual'],
      paidToday: 'Pagaste hoy $27.980.',
      next: ['Café en grano 1 kg: $12.990 el 05/01/2027.'],
    });
  });

  it('counts a charge once however many subscriptions it paid, and never a failed one', () => {
    const outcome = moneyOutcome({
      subscriptions: [coffee],
      transactions: [
        { _id: 'tx-1', status: 'completed', amount: 10000 },
        { _id: 'tx-1', status: 'completed', amount: 10000 },
        { _id: 'tx-2', status: 'failed', amount: 5000 },
      ],
    });
    expect(outcome.paidToday).toBe('Pagaste hoy $10.000.');
  });

  it('nothing charged today (a payday ahead): says so, and the first charge is what comes next', () => {
    const outcome = moneyOutcome({
      subscriptions: [
        { ...coffee, status: 'pending' },
        { ...kit, status: 'pending' },
      ],
      transactions: [],
    });
    expect(outcome.paidToday).toBe(MONEY_OUTCOME_TEXTS.nothingToday);
    expect(outcome.next).toEqual([
      'Café en grano 1 kg: $12.990 el 05/01/2027.',
      'Kit de limpieza profunda: $14.990 el 05/01/2027.',
    ]);
  });

  it('a paid single purchase, a paused or an ended subscription charges nothing next', () => {
    for (const status of ['completed', 'paused', 'canceled']) {
      expect(
        moneyOutcome({ subscriptions: [{ ...coffee, status }], transactions: [] }).next,
      ).toEqual([]);
    }
    expect(moneyOutcome({ subscriptions: [kit], transactions: [] }).next).toEqual([]);
  });

  it('UF amounts keep their decimals', () => {
    const outcome = moneyOutcome({
      subscriptions: [{ ...coffee, currency: 'uf', price: 1.25 }],
      transactions: [{ _id: 'tx-1', status: 'completed', amount: 1.5, currency: 'uf' }],
    });
    expect(outcome.paidToday).toBe('Pagaste hoy UF 1,50.');
    expect(outcome.next).toEqual(['Café en grano 1 kg: UF 1,25 el 05/01/2027.']);
  });

  it('the transactions to read are each subscription’s last, once', () => {
    expect(
      paidTransactionIds([coffee, { ...kit, transaction: { _id: 'tx-1' } }, { transaction: null }]),
    ).toEqual(['tx-1']);
  });
});

describe('instalments (a charge of 002 §3)', () => {
  const instalment = (number: number, status: string, payday: string) => ({
    _id: `inst-${number}`,
    type: 'single',
    status,
    price: 25000,
    currency: 'clp',
    payday,
    billingFrequency: 0,
    products: [],
    chargeName: 'Plan dental',
    chargeId: 'ch-1',
    installmentNumber: number,
  });
  const charge = [
    instalment(1, 'completed', '2026-12-05T15:00:00.000Z'),
    instalment(2, 'pending', '2027-01-05T15:00:00.000Z'),
    instalment(3, 'pending', '2027-02-05T15:00:00.000Z'),
  ];

  it('a paid instalment names itself; only the charge’s next instalment comes next', () => {
    const outcome = moneyOutcome({
      subscriptions: [charge[0]!],
      upcoming: charge,
      transactions: [{ _id: 'tx-9', status: 'completed', amount: 25000 }],
    });
    expect(outcome).toEqual({
      bought: ['Cuota 1 de Plan dental'],
      paidToday: 'Pagaste hoy $25.000.',
      next: ['Cuota 2 de Plan dental: $25.000 el 05/01/2027.'],
    });
  });
});
