import { marketplacePathPrefix, resolvePathPrefix } from './path-prefix';
import { marketplaceLocationOf, servableStore, storeLookup } from './store-lookup';

const at = (pathname: string, hostname = 'localhost') => resolvePathPrefix({ hostname, pathname, marketplaceHosts: [] });

describe('storeLookup (spec 000 §2: "by name in marketplace mode, by domain on its own host")', () => {
  it('marketplace: by the decoded first segment', () => {
    expect(storeLookup(at('/tienda-demo/catalog'))).toEqual({ name: 'tienda-demo' });
    expect(storeLookup(at('/mi%20tienda'))).toEqual({ name: 'mi tienda' });
  });
  it('own host: by the host name', () => {
    expect(storeLookup(at('/cart', 'Servicios-Demo.localhost'))).toEqual({ domain: 'servicios-demo.localhost' });
  });
  it('"No store in the path" at the marketplace root', () => {
    expect(storeLookup(at('/'))).toEqual({ miss: 'no store in the path' });
  });
  it('a first segment that is not valid percent-encoding names no store: "store not found"', () => {
    const location = at('/%E0%A4%A/paymentLink/abc');
    expect(location).toEqual({ mode: 'marketplace', prefix: '/%E0%A4%A', storeName: '%E0%A4%A', malformed: true });
    expect(storeLookup(location)).toEqual({ miss: 'store not found' });
    expect(storeLookup(marketplacePathPrefix('/%'))).toEqual({ miss: 'store not found' });
  });
});

describe('servableStore: "a missing or inactive store, or a store without a template" is no store', () => {
  it('gives the store, or the reason', () => {
    const store = { active: true, templateId: 't' };
    expect(servableStore(store)).toBe(store);
    expect(servableStore(null)).toBe('store not found');
    expect(servableStore({ active: false, templateId: 't' })).toBe('store not found');
    expect(servableStore({ active: true, templateId: null })).toBe('store without template');
  });
});

describe('marketplacePathPrefix / marketplaceLocationOf', () => {
  it('reads any path as a marketplace path', () => {
    expect(marketplacePathPrefix('/tienda-demo/paymentLink/1')).toEqual({ mode: 'marketplace', prefix: '/tienda-demo', storeName: 'tienda-demo' });
    expect(marketplacePathPrefix('/')).toEqual({ mode: 'marketplace', prefix: '' });
  });
  it('the marketplace page of a store by its name', () => {
    expect(marketplaceLocationOf('mi tienda')).toEqual({ mode: 'marketplace', prefix: '/mi%20tienda', storeName: 'mi tienda' });
  });
});
