import { matchesRoutePattern, routeForPath } from './route-match';

describe('matchesRoutePattern (React Router-like, relative to the store prefix)', () => {
  it('the root, static segments, :params and a splat', () => {
    expect(matchesRoutePattern('', '/')).toBe(true);
    expect(matchesRoutePattern('', '/catalog')).toBe(false);
    expect(matchesRoutePattern('catalog', '/catalog')).toBe(true);
    expect(matchesRoutePattern('catalog', '/catalog/x')).toBe(false);
    expect(matchesRoutePattern('product/:id', '/product/42')).toBe(true);
    expect(matchesRoutePattern('product/:id', '/product')).toBe(false);
    expect(matchesRoutePattern('info/*', '/info/a/b')).toBe(true);
    expect(matchesRoutePattern('userpanel/cards', '/userpanel/charges')).toBe(false);
  });
  it('exact length, like the router', () => {
    expect(matchesRoutePattern('products/:productId', '/products/p-1')).toBe(true);
    expect(matchesRoutePattern('products/:productId', '/products/p-1/x')).toBe(false);
    expect(matchesRoutePattern('account/*', '/account/cards/1')).toBe(true);
    expect(matchesRoutePattern('catalog', '/')).toBe(false);
  });
});

describe('routeForPath: the route of /remotes.json that claims a path', () => {
  const remotes = {
    remotes: [
      { name: 'mfe_catalog', routes: [{ path: '' }, { path: 'product/:id' }] },
      { name: 'mfe_payments', routes: [{ path: 'paymentLink/:id', marketplaceOnly: true }] },
      { name: 'mfe_empty' },
    ],
  };
  it('the first claiming route and its remote, in the document order', () => {
    expect(routeForPath(remotes, '/product/1', 'own-host')).toEqual({ remote: remotes.remotes[0], route: { path: 'product/:id' } });
    expect(routeForPath(remotes, '/nada', 'marketplace')).toBeNull();
  });
  it('the route (its access decides the server render) and its remote', () => {
    const remote = { name: 'mfe_catalog', routes: [{ path: '', access: 'public' }, { path: 'userpanel/cards', access: 'auth' }] };
    const table = { remotes: [remote] };
    expect(routeForPath(table, '/', 'marketplace')).toEqual({ remote, route: remote.routes[0] });
    expect(routeForPath(table, '/userpanel/cards', 'own-host')?.route.access).toBe('auth');
    expect(routeForPath(table, '/login', 'marketplace')).toBeNull();
  });
  it('a marketplaceOnly route exists only in marketplace mode', () => {
    expect(routeForPath(remotes, '/paymentLink/9', 'marketplace')?.remote.name).toBe('mfe_payments');
    expect(routeForPath(remotes, '/paymentLink/9', 'own-host')).toBeNull();
  });
});
