// fast-checkout?token=… (001 §2 "Fast checkout": "The parent route takes a token query parameter.
// It creates a subscription and goes to fast-checkout/{id}/payment. With no token, or on an error,
// a failure dialog shows. The dialogs send the user to an error URL or a callback URL if
// configured, otherwise to the store default route"; §8 'Lamentablemente la operación ha fracasado').
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApiCheckoutResult, Subscription } from '@storefront/sdk/subscriptions';
import { aSubscription, fail, ok, renderPage, type FakeRoutes } from '@storefront/state/testing';
import { demoStore } from '@storefront/state/testing';
import FastCheckoutPage from './fast-checkout-page';
import { merchantLocation } from './merchant-exit';
import { expectConsoleError } from '@storefront/config/jest-console';
import { coffeeLine } from '../../test-support/subscription-fixtures';

const created: Subscription = aSubscription({
  _id: 'sub-9',
  storeId: 'st-tienda-demo',
  userId: 'u-ana',
  status: 'active',
  type: 'recurring',
  cardId: null,
  currency: 'clp',
  price: 19000,
  payday: '2026-11-25T12:00:00.000Z',
  billingFrequency: 30,
  paymentMethods: [{ name: 'Webpay Oneclick', priority: 1 }],
  products: [coffeeLine],
});
const answer = (overrides: Partial<ApiCheckoutResult> = {}): ApiCheckoutResult => ({
  subscriptions: [created],
  callbackUrl: null,
  errorUrl: null,
  ...overrides,
});

function page(query: string, routes: FakeRoutes = {}) {
  return renderPage(<FastCheckoutPage />, {
    routes,
    url: `/tienda-demo/fast-checkout${query}`,
    pattern: '/tienda-demo/fast-checkout',
    store: demoStore({ allowedRedirectUrls: ['https://comercio.test/vuelta'] }),
  });
}
const url = () => screen.getByLabelText('URL actual');
const FAILURE = 'Lamentablemente la operación ha fracasado';

beforeEach(() => {
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

it('creates the subscription with the token and goes to its payment step, keeping the allowed URLs', async () => {
  const { calls } = page('?token=tok-1', {
    'POST subscriptions/apiCheckout': () =>
      ok(
        answer({
          callbackUrl: 'https://comercio.test/vuelta?orden=7',
          errorUrl: 'https://evil.test/robar',
        }),
      ),
  });
  await waitFor(() => expect(url()).toHaveTextContent('/tienda-demo/fast-checkout/sub-9/payment'));
  expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
    token: 'tok-1',
    storeId: 'st-tienda-demo',
  });
  // 000 §3 client-stored callbackUrl; a URL the store does not allow is never kept.
  expect(localStorage.getItem('callbackUrl')).toBe('https://comercio.test/vuelta?orden=7');
  expect(localStorage.getItem('errorUrl')).toBeNull();
});

it('"With no token … a failure dialog shows"; with no URL it leads to the store default route', async () => {
  const { calls } = page('');
  const dialog = await screen.findByRole('dialog', { name: FAILURE });
  expect(calls).toHaveLength(0);
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  // 000 §2 "Default route": no landing nor catalogue configured → userpanel/cards.
  await waitFor(() => expect(url()).toHaveTextContent('/tienda-demo/userpanel/cards'));
  expect(dialog).not.toBeInTheDocument();
});

it('"on an error, a failure dialog shows" whose button goes to the error URL before the callback URL', async () => {
  expectConsoleError('[mfe-payments] fast checkout: create failed');
  localStorage.setItem('callbackUrl', 'https://comercio.test/vuelta?ok=1');
  localStorage.setItem('errorUrl', 'https://comercio.test/vuelta?error=1');
  const assign = jest.spyOn(merchantLocation, 'assign').mockImplementation(() => {});
  page('?token=vencido', {
    'POST subscriptions/apiCheckout': () => fail(404, 'Checkout not found'),
  });
  await screen.findByRole('dialog', { name: FAILURE });
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(assign).toHaveBeenCalledWith('https://comercio.test/vuelta?error=1');
  // Followed once: both are consumed.
  expect(localStorage.getItem('callbackUrl')).toBeNull();
  expect(localStorage.getItem('errorUrl')).toBeNull();
});

it('without an error URL the failure dialog goes to the callback URL', async () => {
  expectConsoleError('[mfe-payments] fast checkout: create failed');
  localStorage.setItem('callbackUrl', 'https://comercio.test/vuelta?ok=1');
  const assign = jest.spyOn(merchantLocation, 'assign').mockImplementation(() => {});
  page('?token=malo', { 'POST subscriptions/apiCheckout': () => fail(500, 'Boom') });
  await screen.findByRole('dialog', { name: FAILURE });
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  expect(assign).toHaveBeenCalledWith('https://comercio.test/vuelta?ok=1');
});
