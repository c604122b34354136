// A link readies the page it opens on hover, focus or touch (issue 41): the remote that owns the
// route, and, for a shopper with a session, the data the route declares, under the keys its page
// reads (the click then finds both on their way). Any link of the page: the shell's StoreLink or a
// remote's plain anchor.
import { act, type ReactNode } from 'react';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStore, Provider } from 'jotai';
import { MemoryRouter } from 'react-router-dom';
import { createApi, createMemoryTokenStore } from '@storefront/sdk';
import {
  apiAtom,
  serverDataCacheAtom,
  sessionAtom,
  tenantAtom,
  type Session,
} from '@storefront/state';
import { createFakeFetch, ok } from '@storefront/state/testing';
import { UiProvider } from '@storefront/ui';
import { parseRemotesManifest } from '../federation/remotes-manifest';
import { StoreLink } from '../layout/store-link';
import { ANA, makeTenant } from '../test/fixtures';
import { LinkPrefetch } from './link-prefetch';
import { buildRouteTable } from './route-table';
import { RouteTableProvider } from './route-table-context';

const routes = buildRouteTable(
  parseRemotesManifest({
    remotes: [
      {
        name: 'mfe_account',
        manifestUrl: 'http://cdn/mfe-account/1/mf-manifest.json',
        routes: [
          {
            path: 'userpanel/charges/:chargeId',
            name: 'ShowCharge',
            access: 'auth',
            title: 'Detalle del cobro',
            data: ['charge'],
          },
          { path: 'userpanel/profile', name: 'Profile', access: 'auth', title: 'Mis datos' },
        ],
      },
    ],
  }),
  'marketplace',
);

const ana: Session = {
  user: { ...ANA, lastName: 'Rojas', phone: '', phonePrefix: '', rut: '12345678-5' },
  isGuest: false,
};

const storeLink = (
  <StoreLink destination={{ kind: 'internal', to: '/tienda-demo/userpanel/charges/ch-7' }}>
    Ver cobro
  </StoreLink>
);

function renderLink(session: Session | null, links: ReactNode = storeLink) {
  const { fetch, calls } = createFakeFetch((call) => ok({ _id: call.path.split('/').pop() }));
  const store = createStore();
  store.set(
    apiAtom,
    createApi({ baseUrl: 'http://api/v1', tokens: createMemoryTokenStore(), fetch }),
  );
  store.set(tenantAtom, makeTenant());
  store.set(sessionAtom, session);
  const prefetch = jest.fn();
  render(
    <Provider store={store}>
      <UiProvider preload={false}>
        <MemoryRouter>
          <RouteTableProvider routes={routes} prefix="/tienda-demo" prefetch={prefetch}>
            <LinkPrefetch />
            {links}
          </RouteTableProvider>
        </MemoryRouter>
      </UiProvider>
    </Provider>,
  );
  return { calls, prefetch, cache: store.get(serverDataCacheAtom) };
}

test("hovering a link warms its remote and starts its route's declared data", async () => {
  const { calls, prefetch, cache } = renderLink(ana);
  await userEvent.hover(screen.getByRole('link', { name: 'Ver cobro' }));
  expect(prefetch).toHaveBeenCalledWith('mfe_account');
  await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['charges/ch-7']));
  expect(cache.claimPrefetch(['charge', 'ch-7'])).toBe(true);
});

test('focus, as a keyboard or a tap gives, readies the page too', async () => {
  const { calls, prefetch } = renderLink(ana);
  await userEvent.tab();
  expect(screen.getByRole('link', { name: 'Ver cobro' })).toHaveFocus();
  expect(prefetch).toHaveBeenCalledWith('mfe_account');
  await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['charges/ch-7']));
});

test('a remote’s own anchor is readied too, by touch as well', async () => {
  const { calls, prefetch } = renderLink(
    ana,
    <a href="/tienda-demo/userpanel/charges/ch-9">Cobro</a>,
  );
  act(() => {
    screen
      .getByRole('link', { name: 'Cobro' })
      .dispatchEvent(new Event('touchstart', { bubbles: true }));
  });
  expect(prefetch).toHaveBeenCalledWith('mfe_account');
  await waitFor(() => expect(calls.map((call) => call.path)).toEqual(['charges/ch-9']));
});
