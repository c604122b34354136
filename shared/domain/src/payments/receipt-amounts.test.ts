import { receiptFinalAmount, receiptOriginalAmount } from './receipt-amounts';

const clp = {
  currency: 'clp',
  totalGrossAmount: 25000,
  referenceCurrency: null,
  referenceTotalGrossAmount: null,
};
const uf = {
  currency: 'clp',
  totalGrossAmount: 57000,
  referenceCurrency: 'uf',
  referenceTotalGrossAmount: 1.5,
};

describe('receipt amounts (002 §3 "Receipt amounts")', () => {
  it('"\'Monto original\' uses referenceCurrency …, uppercased, with the reference total"', () => {
    expect(receiptOriginalAmount(uf)).toEqual({ currency: 'UF', amount: 1.5, text: 'UF 1,50' });
  });

  it('"(or currency if missing)" … "or else the gross total"', () => {
    expect(receiptOriginalAmount(clp)).toEqual({ currency: 'CLP', amount: 25000, text: '$25.000' });
    expect(receiptOriginalAmount({ currency: 'clp', totalGrossAmount: 990 })).toEqual({
      currency: 'CLP',
      amount: 990,
      text: '$990',
    });
    expect(receiptOriginalAmount({ ...uf, referenceCurrency: '' }).currency).toBe('CLP');
  });

  it('a reference currency without a reference total falls back to the gross total', () => {
    expect(receiptOriginalAmount({ ...uf, referenceTotalGrossAmount: null }).amount).toBe(57000);
  });

  it('"\'Monto final\' uses currency uppercased and the gross total"', () => {
    expect(receiptFinalAmount(uf)).toEqual({ currency: 'CLP', amount: 57000, text: '$57.000' });
    expect(receiptFinalAmount(clp)).toEqual({ currency: 'CLP', amount: 25000, text: '$25.000' });
  });
});
