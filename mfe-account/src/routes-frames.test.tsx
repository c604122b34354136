// What the shell draws for a panel route before this remote's code arrives, in the server's HTML
// too (routes.json `heading`, `frame`, `skeleton`; issue 41): the page's own h1 and the rows its
// list stands on. Each page, while its data loads, shows that same h1 over the same rows, so the
// placeholder and the page cannot drift apart.
import type { ReactElement } from 'react';
import { screen } from '@testing-library/react';
import { aStore, renderPage, type FakeRoutes } from '@storefront/state/testing';
import routesJson from '../routes.json';
import CardsPage from './features/cards/cards-page';
import ChargesPage from './features/charges/charges-page';
import OrdersPage from './features/orders/orders-page';
import ProfilePage from './features/profile/profile-page';
import SubscriptionsPage from './features/subscriptions/subscriptions-page';

interface Frame {
  path: string;
  heading?: string;
  headingView?: string;
  frame?: string;
  skeleton?: string;
}

const pages: Record<string, ReactElement> = {
  'userpanel/cards': <CardsPage />,
  'userpanel/orders': <OrdersPage />,
  'userpanel/profile': <ProfilePage />,
  'userpanel/subscriptions': <SubscriptionsPage />,
  'userpanel/charges': <ChargesPage />,
};

/** An API that never answers: the page stays in its loading state. */
const silentApi = new Proxy({} as FakeRoutes, {
  get: () => () => new Promise(() => {}),
});

const framed = (routesJson as Frame[]).filter((route) => route.heading);

test('the panel’s list routes declare their h1 in the panel column over rows', () => {
  expect(framed.map(({ path }) => path).sort()).toEqual(Object.keys(pages).sort());
  for (const route of framed) expect(route).toMatchObject({ frame: 'panel', skeleton: 'rows' });
});

describe.each(framed)('$path', (route) => {
  const show = (store = aStore()) =>
    renderPage(pages[route.path]!, {
      routes: silentApi,
      url: `/tienda-demo/${route.path}`,
      pattern: `/tienda-demo/${route.path}`,
      store,
    });

  it('while its data loads: the declared h1 over the rows skeleton', () => {
    show();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(route.heading!);
    expect(screen.getByRole('status', { name: /^Cargando/ })).toHaveAttribute(
      'data-skeleton',
      'rows',
    );
  });

  if (route.headingView)
    it('the store’s own title for its view replaces it, as the shell’s does', () => {
      const store = aStore();
      show({
        ...store,
        content: {
          ...store.content,
          views: { ...store.content.views, [route.headingView!]: { title: 'Medios de pago' } },
        },
      });
      expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Medios de pago');
    });
});
