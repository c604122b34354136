import {
  completedGoesToReceipt,
  PAYMENT_LINK_NAVIGATION_DELAY_MS,
  RECEIPT_AUTO_RETURN_SECONDS,
  receiptPath,
  receiptReturnUrl,
} from './single-payment-return';

describe('completed requests (002 §2 Single payments)', () => {
  it('"If the request status is completed and the return is not a Mercado Pago return, it goes to the success route"', () => {
    expect(completedGoesToReceipt('completed', null)).toBe(true);
    expect(completedGoesToReceipt('completed', 'webpay-plus')).toBe(true);
    expect(completedGoesToReceipt('completed', 'khipu')).toBe(true);
    expect(completedGoesToReceipt('completed', 'mercado-pago')).toBe(false);
    expect(completedGoesToReceipt('pending', null)).toBe(false);
  });

  it('the success route is single-payments/{paymentRequestId}/success/{paymentIntentId}', () => {
    expect(receiptPath('pr-1', 'pi-2')).toBe('single-payments/pr-1/success/pi-2');
  });
});

describe('receipt auto-return (002 §9)', () => {
  it('"Auto-return countdown on the receipt: 1 minute"; "Payment link to checkout navigation delay: 800 ms"', () => {
    expect(RECEIPT_AUTO_RETURN_SECONDS).toBe(60);
    expect(PAYMENT_LINK_NAVIGATION_DELAY_MS).toBe(800);
  });

  it('"then it opens the callback URL, or else the store URL"', () => {
    expect(receiptReturnUrl('https://shop.cl/gracias', 'https://store.cl')).toBe(
      'https://shop.cl/gracias',
    );
    expect(receiptReturnUrl(null, 'https://store.cl')).toBe('https://store.cl/');
    expect(receiptReturnUrl('  ', 'https://store.cl/')).toBe('https://store.cl/');
    expect(receiptReturnUrl(null, null)).toBeNull();
  });

  it('never follows an address that is not a web page', () => {
    expect(receiptReturnUrl('javascript:alert(1)', 'https://store.cl/')).toBe('https://store.cl/');
    expect(receiptReturnUrl('data:text/html,x', null)).toBeNull();
  });
});
