import { parseRailReturn, railReturnUrls, withoutRailReturn } from './rail-return';

const q = (query: string) => parseRailReturn(new URLSearchParams(query));

describe('parseRailReturn: Webpay Plus (002 §2 "webpayPlus=true means a Webpay Plus return")', () => {
  it('a normal return with token_ws is committed by the server', () => {
    expect(q('webpayPlus=true&token_ws=abc')).toEqual({
      rail: 'webpay-plus',
      kind: 'commit',
      token: 'abc',
    });
  });

  it('a shopper abort (TBK_TOKEN, TBK_ORDEN_COMPRA, TBK_ID_SESION) fails without a commit', () => {
    expect(q('webpayPlus=true&TBK_TOKEN=t&TBK_ORDEN_COMPRA=o&TBK_ID_SESION=s')).toEqual({
      rail: 'webpay-plus',
      kind: 'failed',
      reason: 'aborted',
    });
  });

  it('a timeout (no token) fails', () => {
    expect(q('webpayPlus=true&TBK_ORDEN_COMPRA=o&TBK_ID_SESION=s')).toMatchObject({
      kind: 'failed',
      reason: 'timeout',
    });
  });

  it('a form error (token_ws and TBK_TOKEN) fails without a commit', () => {
    expect(
      q('webpayPlus=true&token_ws=abc&TBK_TOKEN=t&TBK_ORDEN_COMPRA=o&TBK_ID_SESION=s'),
    ).toMatchObject({ kind: 'failed', reason: 'form-error' });
  });
});

describe('parseRailReturn: Mercado Pago and Khipu', () => {
  it('"result=success means the redirect succeeded": only verified with the server, never paid', () => {
    expect(q('mp=true&result=success&payment_id=123&external_reference=x')).toEqual({
      rail: 'mercado-pago',
      kind: 'verify',
    });
    expect(q('mp=true&result=pending&payment_id=123')).toMatchObject({ kind: 'verify' });
  });

  it('"A Mercado Pago return with an external reference but no payment id means failed"', () => {
    expect(q('mp=true&result=success&external_reference=x')).toMatchObject({
      kind: 'failed',
      reason: 'rejected',
    });
    expect(q('mp=true&result=success&external_reference=x&payment_id=null')).toMatchObject({
      kind: 'failed',
    });
  });

  it('result=failure is a rejected payment', () => {
    expect(q('mp=true&result=failure&payment_id=9')).toMatchObject({ kind: 'failed' });
  });

  it('a Khipu return is verified with the server', () => {
    expect(q('khipu=true')).toEqual({ rail: 'khipu', kind: 'verify' });
  });

  it('a page opened without a return', () => {
    expect(q('')).toBeNull();
    expect(q('result=success&payment_id=1')).toBeNull();
  });
});

describe('return URLs', () => {
  it('each rail comes back to the page with its own flag, dropping an earlier return', () => {
    const urls = railReturnUrls(
      'http://localhost:3000/tienda-demo/payment/sub-1?webpayPlus=true&token_ws=old&x=1#top',
    );
    expect(urls.webpayPlus).toBe(
      'http://localhost:3000/tienda-demo/payment/sub-1?x=1&webpayPlus=true',
    );
    expect(urls.khipu).toBe('http://localhost:3000/tienda-demo/payment/sub-1?x=1&khipu=true');
    expect(urls.mercadoPago).toEqual({
      success: 'http://localhost:3000/tienda-demo/payment/sub-1?x=1&mp=true&result=success',
      failure: 'http://localhost:3000/tienda-demo/payment/sub-1?x=1&mp=true&result=failure',
      pending: 'http://localhost:3000/tienda-demo/payment/sub-1?x=1&mp=true&result=pending',
    });
  });

  it('withoutRailReturn keeps the page’s own parameters', () => {
    expect(
      withoutRailReturn(new URLSearchParams('mp=true&result=success&payment_id=1&x=2')).toString(),
    ).toBe('x=2');
  });
});
