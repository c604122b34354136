// Renders the real shell App (providers, router, layout, guard) at a path, with a fake API and a
// fake remote loader, so tests act like a shopper: by role and label.
import { render } from '@testing-library/react';
import { createStore } from 'jotai';
import type { ComponentType } from 'react';
import { createMemoryTokenStore, type Api } from '@storefront/sdk';
import {
  apiAtom,
  runtimeConfigAtom,
  sandboxThirdParties,
  type ThirdPartyConfig,
  sessionAtom,
  tenantAtom,
  type Session,
  type Tenant,
} from '@storefront/state';
import { analyticsSenderAtom } from '../analytics/analytics-sender';
import { App } from '../app/app';
import { parseRemotesManifest } from '../federation/remotes-manifest';
import { buildRouteTable } from '../routing/route-table';
import { sessionUnknownAtom } from '../session/session-unknown';
import { makeTenant } from './fixtures';

export const TEST_REMOTES = parseRemotesManifest({
  remotes: [
    {
      name: 'mfe_catalog',
      manifestUrl: 'http://cdn.test/mfe-catalog/1/mf-manifest.json',
      routes: [
        { path: '', name: 'Landing', access: 'public', title: 'Inicio' },
        { path: 'catalog', name: 'Catalog', access: 'public', title: 'Catálogo' },
        { path: 'contact', name: 'Contact', access: 'public', title: 'Contacto' },
      ],
    },
    {
      name: 'mfe_cart_checkout',
      manifestUrl: 'http://cdn.test/mfe-cart-checkout/1/mf-manifest.json',
      routes: [
        { path: 'cart', name: 'Cart', access: 'public', title: 'Carrito' },
        { path: 'checkout', name: 'Checkout', access: 'auth', title: 'Checkout' },
      ],
    },
    {
      name: 'mfe_account',
      manifestUrl: 'http://cdn.test/mfe-account/1/mf-manifest.json',
      routes: [
        { path: 'userpanel/cards', name: 'Cards', access: 'auth', title: 'Mis tarjetas' },
        { path: 'userpanel/charges', name: 'ListCharges', access: 'auth', title: 'Mis cobros' },
      ],
    },
    {
      name: 'mfe_payments',
      manifestUrl: 'http://cdn.test/mfe-payments/1/mf-manifest.json',
      routes: [
        {
          path: 'single-payments/:paymentRequestId',
          name: 'SinglePayment',
          access: 'guests',
          title: 'Pantalla de pago',
          hidesChrome: true,
        },
      ],
    },
  ],
});

/** Every remote page renders an h1 with its route title. */
export function fakeRemotes(): (remote: string) => Promise<Record<string, ComponentType>> {
  return async (remote) => {
    const entry = TEST_REMOTES.remotes.find((r) => r.name === remote);
    return Object.fromEntries(
      (entry?.routes ?? []).map((route) => [route.path, () => <h1>{route.title}</h1>]),
    );
  };
}

export interface FakeApi {
  carts: { count: jest.Mock };
  auth: { login: jest.Mock; guestLogin: jest.Mock; logout: jest.Mock };
  /** The analytics service's sender (analytics-sender.ts), not an API call. */
  analytics: { send: jest.Mock };
  payers: { list: jest.Mock };
  tokens: ReturnType<typeof createMemoryTokenStore>;
}

export function makeFakeApi(
  overrides: Partial<{
    count: jest.Mock;
    login: jest.Mock;
    guestLogin: jest.Mock;
    logout: jest.Mock;
    send: jest.Mock;
  }> = {},
): FakeApi {
  return {
    carts: { count: overrides.count ?? jest.fn().mockResolvedValue(0) },
    auth: {
      login: overrides.login ?? jest.fn(),
      guestLogin: overrides.guestLogin ?? jest.fn(),
      logout: overrides.logout ?? jest.fn().mockResolvedValue(undefined),
    },
    analytics: { send: overrides.send ?? jest.fn().mockResolvedValue({ _id: 'ev-1' }) },
    // The session gate looks up the signed-in shopper's payer (spec 000 §4): an active one, so no
    // data-confirmation dialog (shell/src/session/session-gate.test.tsx covers the others).
    payers: {
      list: jest.fn().mockResolvedValue({
        docs: [{ _id: 'payer-1', active: true }],
        page: 1,
        pages: 1,
        totalDocs: 1,
      }),
    },
    tokens: createMemoryTokenStore(),
  };
}

export function renderShell(options: {
  path: string;
  tenant?: Tenant;
  session?: Session | null;
  api?: FakeApi;
  loadRoutes?: (remote: string) => Promise<Record<string, ComponentType>>;
  /** /config.json's third parties; default the sandbox's stand-ins. */
  thirdParties?: ThirdPartyConfig;
  /** As the shell server's placeholder render (render.tsx): no session known, loading states. */
  placeholder?: boolean;
}) {
  const tenant = options.tenant ?? makeTenant();
  const api = options.api ?? makeFakeApi();
  const store = createStore();
  store.set(runtimeConfigAtom, {
    apiBaseUrl: 'http://api.test/v1',
    sandboxUrl: 'http://api.test',
    providerHomeUrl: 'http://provider.test/home',
    marketplaceHosts: ['localhost'],
    thirdParties: options.thirdParties ?? sandboxThirdParties('http://api.test'),
  });
  store.set(apiAtom, api as unknown as Api);
  // The analytics service: the fake's sender, in place of Segment's client (analytics-sender.ts).
  store.set(analyticsSenderAtom, { send: api.analytics.send });
  store.set(tenantAtom, tenant);
  store.set(sessionAtom, options.session ?? null);
  store.set(sessionUnknownAtom, options.placeholder === true);
  window.history.replaceState(null, '', options.path);
  const view = render(
    <App
      store={store}
      tenant={tenant}
      routes={buildRouteTable(TEST_REMOTES, tenant.mode)}
      loadRoutes={options.loadRoutes ?? fakeRemotes()}
      prefetch={() => undefined}
      preloadOverlays={false}
      placeholder={options.placeholder === true}
    />,
  );
  return { ...view, store, api };
}
