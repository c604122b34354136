import { firstPathSegmentPath, isAllowedExternalUrl, isGuestAccessDenied } from './redirects';

const rules = {
  storeOrigins: ['https://shop.cl', 'http://localhost:8080'],
  allowedUrls: ['https://merchant.cl/sandbox/merchant/return', 'https://pay.cl/', 'https://q.cl/cb?shop=1'],
};

describe('isAllowedExternalUrl (spec 000 §3 callbackUrl/errorUrl, §6 bypass callbacks)', () => {
  it('the store’s own origins, any path', () => {
    expect(isAllowedExternalUrl('https://shop.cl/gracias?x=1', rules)).toBe(true);
    expect(isAllowedExternalUrl('https://SHOP.cl:443/', rules)).toBe(true);
    expect(isAllowedExternalUrl('http://localhost:8080/tienda-demo/cart', rules)).toBe(true);
  });
  it('under a configured URL, by whole path segments', () => {
    expect(isAllowedExternalUrl('https://merchant.cl/sandbox/merchant/return', rules)).toBe(true);
    expect(isAllowedExternalUrl('https://merchant.cl/sandbox/merchant/return?ok=1', rules)).toBe(true);
    expect(isAllowedExternalUrl('https://merchant.cl/sandbox/merchant/return/done', rules)).toBe(true);
    expect(isAllowedExternalUrl('https://pay.cl/anything', rules)).toBe(true);
    expect(isAllowedExternalUrl('https://q.cl/cb?shop=1&r=2', rules)).toBe(true);
  });
  it('tricks never pass', () => {
    for (const bad of [
      'https://shop.cl.evil.com/',
      'https://evil.com/?https://shop.cl',
      'https://evil.com/https://shop.cl',
      'https://shop.cl@evil.com/',
      'https://user:pw@shop.cl/',
      'https://evilshop.cl/',
      'http://shop.cl/', // other scheme, other origin
      'https://shop.cl:8443/',
      'https://merchant.cl/sandbox/merchant/returnx',
      'https://merchant.cl/sandbox/merchant/return/../../admin',
      'https://merchant.cl/sandbox/merchant/return/%2e%2e/%2e%2e/admin',
      'https://merchant.cl/other',
      'https://merchant.cl.evil.com/sandbox/merchant/return',
      'https://q.cl/cb?shop=2',
      'https://q.cl/cb2?shop=1',
      'javascript:alert(1)//https://shop.cl',
      'data:text/html,https://shop.cl',
      '//evil.com',
      '/relative/path',
      'not a url',
      '',
    ]) {
      expect([bad, isAllowedExternalUrl(bad, rules)]).toEqual([bad, false]);
    }
    expect(isAllowedExternalUrl(null, rules)).toBe(false);
  });
  it('nothing configured → only the store origins', () => {
    expect(isAllowedExternalUrl('https://merchant.cl/x', { storeOrigins: [], allowedUrls: [] })).toBe(false);
    expect(isAllowedExternalUrl('https://merchant.cl/x', { storeOrigins: ['not a url'], allowedUrls: ['ftp://merchant.cl/'] })).toBe(false);
  });
});

describe('spec 000 §6: a 401 whose message includes "Action does not allow guest access" sends the browser to the first path segment', () => {
  it('isGuestAccessDenied', () => {
    expect(isGuestAccessDenied('Action does not allow guest access')).toBe(true);
    expect(isGuestAccessDenied('Unauthorized: Action does not allow guest access.')).toBe(true);
    expect(isGuestAccessDenied('Token expired')).toBe(false);
    expect(isGuestAccessDenied(undefined)).toBe(false);
  });
  it('firstPathSegmentPath', () => {
    expect(firstPathSegmentPath('/tienda-demo/userpanel/cards')).toBe('/tienda-demo');
    expect(firstPathSegmentPath('/tienda-demo')).toBe('/tienda-demo');
    expect(firstPathSegmentPath('/tienda-demo?x=1')).toBe('/tienda-demo');
    expect(firstPathSegmentPath('/')).toBe('/');
    expect(firstPathSegmentPath('')).toBe('/');
  });
});
