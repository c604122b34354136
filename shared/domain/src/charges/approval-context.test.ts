import {
  allInstallmentsOverdue,
  chargeApprovalContext,
  firstOverdueInstallmentId,
  installmentIssuerFees,
  overdueInstallments,
  tokenizedMethodAvailable,
  unpaidInstallments,
} from './approval-context';

const now = new Date('2026-11-26T12:00:00.000Z');
const daysFromNow = (days: number) => new Date(now.getTime() + days * 86_400_000).toISOString();
const inst = (id: string, status: string, paydayInDays: number) => ({
  _id: id,
  status,
  payday: daysFromNow(paydayInDays),
});

describe('charge approval context (002 §4)', () => {
  it('"Only non-completed installments can be paid"', () => {
    expect(
      unpaidInstallments([inst('i1', 'completed', -40), inst('i2', 'pending', 5)]).map(
        (i) => i._id,
      ),
    ).toEqual(['i2']);
  });

  it('"overdue per a shared delinquency rule (24 hours or more past payday; for failed attempts, failed or paused … regardless)"', () => {
    const list = [
      inst('i1', 'completed', -40),
      inst('i2', 'pending', -0.5),
      inst('i3', 'pending', -1),
      inst('i4', 'failed attempt 1', 3),
      inst('i5', 'pending', 10),
    ];
    expect(overdueInstallments(list, now).map((i) => i._id)).toEqual(['i3', 'i4']);
    expect(firstOverdueInstallmentId(list, now)).toBe('i3');
    expect(firstOverdueInstallmentId([inst('i1', 'pending', 3)], now)).toBeNull();
  });

  it('"not all installments are overdue": every instalment still to pay must be overdue', () => {
    expect(
      allInstallmentsOverdue([inst('i1', 'completed', -40), inst('i2', 'pending', -2)], now),
    ).toBe(true);
    expect(
      allInstallmentsOverdue([inst('i1', 'pending', -2), inst('i2', 'pending', 28)], now),
    ).toBe(false);
    expect(allInstallmentsOverdue([inst('i1', 'completed', -2)], now)).toBe(false);
  });

  it('"a tokenized method exists": Webpay Oneclick among the store\'s methods', () => {
    expect(tokenizedMethodAvailable(['webpay-plus', 'webpay-oneclick'])).toBe(true);
    expect(tokenizedMethodAvailable(['webpay-plus', 'khipu', 'mercado-pago'])).toBe(false);
    expect(tokenizedMethodAvailable([])).toBe(false);
  });

  it("the context: policy requireTokenized, the store's methods, the instalments", () => {
    expect(
      chargeApprovalContext({
        requireTokenized: true,
        availableMethodIds: ['webpay-plus'],
        installments: [inst('i1', 'pending', -3)],
        now,
      }),
    ).toEqual({ requireTokenized: true, tokenizedAvailable: false, allOverdue: true });
    expect(
      chargeApprovalContext({
        requireTokenized: undefined,
        availableMethodIds: ['webpay-oneclick'],
        installments: [inst('i1', 'pending', 3)],
        now,
      }),
    ).toEqual({ requireTokenized: false, tokenizedAvailable: true, allOverdue: false });
  });

  it('"Issuer fees apply when the option is greater than 1, only when all methods are Webpay Oneclick or Mercado Pago Checkout Pro" (002 §5)', () => {
    const withMethods = (methods: { name: string; options?: { issuerFees?: number } }[]) => [
      { ...inst('i1', 'pending', 3), paymentMethods: methods },
    ];
    expect(
      installmentIssuerFees(withMethods([{ name: 'Webpay Oneclick', options: { issuerFees: 3 } }])),
    ).toBe(true);
    expect(
      installmentIssuerFees(withMethods([{ name: 'Webpay Oneclick', options: { issuerFees: 1 } }])),
    ).toBe(false);
    expect(
      installmentIssuerFees(
        withMethods([
          { name: 'Webpay Oneclick', options: { issuerFees: 3 } },
          { name: 'Webpay Plus' },
        ]),
      ),
    ).toBe(false);
    expect(installmentIssuerFees([inst('i1', 'pending', 3)])).toBe(false);
  });
});
