import { resolvePathPrefix, stripPrefix, storePath } from './path-prefix';

const hosts = ['localhost', '127.0.0.1', 'tiendas.example.cl'];

describe('resolvePathPrefix (spec 000 §2 "Path prefix")', () => {
  it('"In marketplace mode the prefix is the first path segment"', () => {
    expect(resolvePathPrefix({ hostname: 'localhost', pathname: '/tienda-demo/catalog', marketplaceHosts: hosts })).toEqual({
      mode: 'marketplace',
      prefix: '/tienda-demo',
      storeName: 'tienda-demo',
    });
    expect(resolvePathPrefix({ hostname: 'tiendas.example.cl', pathname: '/farmacia-demo', marketplaceHosts: hosts }).storeName).toBe(
      'farmacia-demo',
    );
  });

  it('localhost is a marketplace host even when not listed', () => {
    expect(resolvePathPrefix({ hostname: 'localhost', pathname: '/tienda-demo/', marketplaceHosts: [] }).mode).toBe('marketplace');
  });

  it('the bare marketplace root has no store (→ provider home)', () => {
    expect(resolvePathPrefix({ hostname: 'localhost', pathname: '/', marketplaceHosts: hosts })).toEqual({ mode: 'marketplace', prefix: '' });
  });

  it('"On a store\'s own domain the prefix is empty"', () => {
    expect(resolvePathPrefix({ hostname: 'servicios-demo.localhost', pathname: '/userpanel/charges', marketplaceHosts: hosts })).toEqual({
      mode: 'own-host',
      prefix: '',
      domain: 'servicios-demo.localhost',
    });
  });

  it('a listed marketplace host matches whatever its case', () => {
    expect(resolvePathPrefix({ hostname: 'market.example.cl', pathname: '/x', marketplaceHosts: ['MARKET.example.cl'] })).toEqual({
      mode: 'marketplace',
      prefix: '/x',
      storeName: 'x',
    });
  });

  it('decodes the store name', () => {
    expect(resolvePathPrefix({ hostname: 'localhost', pathname: '/mi%20tienda/x' }).storeName).toBe('mi tienda');
  });
});

describe('stripPrefix / storePath', () => {
  it('stripPrefix gives the path after the prefix', () => {
    expect(stripPrefix('/tienda-demo/cart', '/tienda-demo')).toBe('/cart');
    expect(stripPrefix('/tienda-demo', '/tienda-demo')).toBe('/');
    expect(stripPrefix('/tienda-demo-2/cart', '/tienda-demo')).toBe('/tienda-demo-2/cart');
    expect(stripPrefix('/cart', '')).toBe('/cart');
  });
  it('storePath joins the prefix', () => {
    expect(storePath('/tienda-demo', 'cart')).toBe('/tienda-demo/cart');
    expect(storePath('/tienda-demo', '/userpanel/cards?newCard=true')).toBe('/tienda-demo/userpanel/cards?newCard=true');
    expect(storePath('', 'cart')).toBe('/cart');
    expect(storePath('/tienda-demo', '/')).toBe('/tienda-demo');
    expect(storePath('', '')).toBe('/');
    expect(storePath('/tienda-demo', '?action=subscribe')).toBe('/tienda-demo?action=subscribe');
  });
});
