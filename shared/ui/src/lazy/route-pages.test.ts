import { routePages } from './route-pages';

const routes = [
  { path: '', name: 'Landing' },
  { path: 'products/:productId', name: 'Product' },
];

test('maps every route of routes.json by its path to the page of its name', () => {
  expect(routePages(routes, { Landing: 'landing', Product: 'product' })).toEqual({
    '': 'landing',
    'products/:productId': 'product',
  });
});

test('a route without a page throws, naming the route', () => {
  expect(() => routePages(routes, { Landing: 'landing' })).toThrow(
    'routes.json route "products/:productId" (Product) has no page',
  );
});

test('a page no route names throws, naming it', () => {
  expect(() =>
    routePages(routes, { Landing: 'landing', Product: 'product', Offers: 'offers' }),
  ).toThrow('routes.json has no route named "Offers"');
});

test('partial: routes without an entry are left out; a stray name still throws', () => {
  expect(routePages(routes, { Product: 'prefetch' }, { partial: true })).toEqual({
    'products/:productId': 'prefetch',
  });
  expect(() => routePages(routes, { Nope: 'x' }, { partial: true })).toThrow(/"Nope"/);
});

test('a name inherited from Object.prototype is not a page', () => {
  expect(() => routePages([{ path: 'x', name: 'toString' }], {})).toThrow(/"x" \(toString\)/);
});

test('a production build only joins: a route without a page is left out (the contract gate refuses it)', () => {
  const before = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    expect(routePages(routes, { Landing: 'landing', Offers: 'offers' })).toEqual({ '': 'landing' });
  } finally {
    process.env.NODE_ENV = before;
  }
});
