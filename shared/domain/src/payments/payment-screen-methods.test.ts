import { paymentScreenMethods } from './payment-screen-methods';

const ALL = ['webpay-oneclick', 'webpay-plus', 'khipu', 'mercado-pago'];
const ids = (methods: { id: string }[]) => methods.map((method) => method.id);
const stored = (...names: [string, number][]) =>
  names.map(([name, priority]) => ({ name, priority }));

describe('paymentScreenMethods (001 §2, §4, §9)', () => {
  it('the subscription’s own methods the store has, "Ordered by descending priority, with Webpay Oneclick first"', () => {
    const subscription = {
      status: 'failed attempt 1',
      paymentMethods: stored(
        ['Webpay Plus', 1],
        ['Mercado Pago Checkout Pro', 3],
        ['Webpay Oneclick', 2],
      ),
    };
    expect(ids(paymentScreenMethods(ALL, subscription))).toEqual([
      'webpay-oneclick',
      'mercado-pago',
      'webpay-plus',
    ]);
    expect(ids(paymentScreenMethods(['webpay-plus'], subscription))).toEqual(['webpay-plus']);
  });

  it('"Khipu is hidden from recurring payment methods unless the subscription status is failed"', () => {
    const paymentMethods = stored(['Webpay Oneclick', 1], ['Khipu Payment Initiation', 0]);
    expect(ids(paymentScreenMethods(ALL, { status: 'failed attempt 2', paymentMethods }))).toEqual([
      'webpay-oneclick',
    ]);
    expect(ids(paymentScreenMethods(ALL, { status: 'failed', paymentMethods }))).toEqual([
      'webpay-oneclick',
      'khipu',
    ]);
  });

  it('none stored: the default Webpay Oneclick; tokenization required keeps tokenized ones only', () => {
    expect(ids(paymentScreenMethods(ALL, { status: 'failed', paymentMethods: [] }))).toEqual([
      'webpay-oneclick',
    ]);
    const paymentMethods = stored(['Webpay Oneclick', 1], ['Webpay Plus', 0]);
    expect(
      ids(
        paymentScreenMethods(ALL, { status: 'failed', paymentMethods }, { requireTokenized: true }),
      ),
    ).toEqual(['webpay-oneclick']);
  });
});
