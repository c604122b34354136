import { routeRedirect, VIEW_OF_ROUTE, type RouteRedirectInput } from './route-redirect';

const proceed = { kind: 'proceed' } as const;
const allActive = {
  landing: { active: true },
  catalog: { active: true },
  cart: { active: true },
  info: { active: true },
  contact: { active: true },
};

function input(
  over: Partial<RouteRedirectInput> & { views?: object; serviceType?: string },
): RouteRedirectInput {
  const { views = allActive, serviceType = 'deliverable', ...rest } = over;
  return {
    route: { name: 'Catalog', path: 'catalog' },
    store: { serviceType, content: { views } },
    prefix: '/tienda-demo',
    path: '/catalog',
    decision: proceed,
    ...rest,
  };
}

describe('routeRedirect (spec 000 §2 route table, "Default route"; 002 §2)', () => {
  it('an active view with the guard proceeding shows the route', () => {
    expect(routeRedirect(input({}))).toBeNull();
  });

  it.each([
    ['Landing', '', '/'],
    ['Catalog', 'catalog', '/catalog'],
    ['Cart', 'cart', '/cart'],
    ['Info', 'info', '/info'],
    ['Contact', 'contact', '/contact'],
  ])('%s: "to userpanel/charges for service stores"', (name, path, asked) => {
    expect(
      routeRedirect(input({ route: { name, path }, path: asked, serviceType: 'service' })),
    ).toBe('/tienda-demo/userpanel/charges');
  });

  it('a service store keeps its own routes (charges, cards, single payments)', () => {
    const route = { name: 'Charges', path: 'userpanel/charges' };
    expect(
      routeRedirect(input({ route, path: '/userpanel/charges', serviceType: 'service' })),
    ).toBeNull();
  });

  it.each(Object.entries(VIEW_OF_ROUTE))(
    '%s: "Redirects to the default route if [its] view is inactive"',
    (name, view) => {
      const views = {
        ...allActive,
        [view]: { active: false },
        defaultRoute: view === 'info' ? 'contact' : 'info',
      };
      const expected = view === 'info' ? '/tienda-demo/contact' : '/tienda-demo/info';
      expect(routeRedirect(input({ route: { name, path: view }, path: `/${view}`, views }))).toBe(
        expected,
      );
    },
  );

  it('the default route follows "the landing page "/" if active, else catalog if active, else userpanel/cards"', () => {
    const cart = { route: { name: 'Cart', path: 'cart' }, path: '/cart' };
    expect(
      routeRedirect(input({ ...cart, views: { ...allActive, cart: { active: false } } })),
    ).toBe('/tienda-demo');
    expect(
      routeRedirect(
        input({
          ...cart,
          views: { catalog: { active: true }, landing: { active: false }, cart: { active: false } },
        }),
      ),
    ).toBe('/tienda-demo/catalog');
    expect(
      routeRedirect(
        input({
          ...cart,
          views: {
            landing: { active: false },
            catalog: { active: false },
            cart: { active: false },
          },
        }),
      ),
    ).toBe('/tienda-demo/userpanel/cards');
  });

  it('an inactive view that is itself the default route shows rather than loops', () => {
    const views = { ...allActive, catalog: { active: false }, defaultRoute: 'catalog' };
    expect(routeRedirect(input({ views }))).toBeNull();
  });

  it('a view missing from the store is not switched off', () => {
    expect(routeRedirect(input({ views: { landing: { active: true } } }))).toBeNull();
  });

  it("otherwise the router guard's decision: redirect and logout-and-redirect go, proceed shows", () => {
    const to = '/tienda-demo/login?redirect=%2Fcheckout';
    expect(routeRedirect(input({ decision: { kind: 'redirect', to } }))).toBe(to);
    expect(
      routeRedirect(input({ decision: { kind: 'logout-and-redirect', to: '/tienda-demo/login' } })),
    ).toBe('/tienda-demo/login');
    expect(routeRedirect(input({ decision: { kind: 'logout-only' } }))).toBeNull();
  });

  it('a service store redirect comes before the guard (a visitor on the cart goes to the charges panel)', () => {
    const decision = { kind: 'redirect', to: '/tienda-demo/login' };
    const route = { name: 'Cart', path: 'cart' };
    expect(routeRedirect(input({ route, path: '/cart', decision, serviceType: 'service' }))).toBe(
      '/tienda-demo/userpanel/charges',
    );
  });

  it('with no prefix (a store on its own domain) the targets start at the root', () => {
    expect(routeRedirect(input({ prefix: '', serviceType: 'service' }))).toBe('/userpanel/charges');
    const views = { ...allActive, catalog: { active: false } };
    expect(routeRedirect(input({ prefix: '', views }))).toBe('/');
  });
});
