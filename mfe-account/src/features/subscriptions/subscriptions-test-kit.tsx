// Tests only: subscriptions as the provider sends them (typed by the SDK's Subscription, the shape
// of the sandbox's seeded ones), and the list rendered signed in as Ana.
import { screen, within } from '@testing-library/react';
import type { Policy } from '@storefront/sdk';
import type { Subscription } from '@storefront/sdk/purchases';
import { aCard, ok, renderPage, type FakeRoutes } from '@storefront/state/testing';
import SubscriptionsPage from './subscriptions-page';

export const activeSubscription: Subscription = {
  _id: 'sub-td-0001',
  storeId: 'st-tienda-demo',
  userId: 'u-ana',
  status: 'active',
  type: 'recurring',
  cardId: 'card-ana-td',
  currency: 'clp',
  price: 22990,
  productsPrice: 20000,
  deliveryPrice: 2990,
  payday: '2026-12-07T15:00:00.000Z',
  billingFrequency: 30,
  trialDays: 0,
  paymentMethods: [{ name: 'Webpay Oneclick', priority: 1, options: { issuerFees: 1 } }],
  products: [
    {
      productId: 'td-p-0002',
      name: 'Café en grano Tostaduría Central 1 kg',
      quantity: 2,
      price: 10000,
      promotions: [],
      product: {
        imageUrl: 'http://sandbox.test/sandbox/images/td-p-0002.jpg',
        stock: null,
        fullStock: null,
      },
    },
  ],
  contact: { address: { street: 'Avenida Providencia', number: '1234', commune: 'Providencia' } },
};

export const subscription = (overrides: Partial<Subscription>): Subscription => ({
  ...activeSubscription,
  ...overrides,
});

const promotion = {
  name: 'Primer mes con 20% de descuento',
  discount: { type: 'percentage', value: 20 },
  maxUses: 1,
  duration: 30,
  priceFrequency: 'monthly',
};

/** A subscription whose product has a promotion (001 §4 second warning). */
export const withPromotion = (overrides: Partial<Subscription>): Subscription =>
  subscription({
    ...overrides,
    products: [{ ...activeSubscription.products[0]!, promotions: [promotion as never] }],
  });

/** One page of subscriptions, as GET subscriptions answers. */
export const page = (docs: Subscription[]) =>
  ok({ docs, page: 1, pages: 1, limit: 100, totalDocs: docs.length });

/** A refusal carrying data (402 declined, 429 wait), as the sandbox answers. */
export const refusal = (code: number, message: string, data?: unknown) => ({
  status: code,
  json: { code, message, ...(data === undefined ? {} : { data }) },
});

/** Ana's card in tienda-demo, the one the fixtures' subscriptions are paid with. */
export const anaCard = aCard({ _id: 'card-ana-td', brand: 'Visa', digits: '4242' });

export function renderSubscriptions(routes: FakeRoutes, query = '', policy?: Partial<Policy>) {
  return renderPage(<SubscriptionsPage />, {
    // Her saved cards, which name each subscription's card (a test may answer otherwise).
    routes: { 'GET cards/user/u-ana': () => ok([anaCard]), ...routes },
    url: `/tienda-demo/userpanel/subscriptions${query}`,
    pattern: '/tienda-demo/userpanel/subscriptions',
    policy,
  });
}

// The page's parts as the subscriptions tests find them.
export const section = (name: string) => screen.findByRole('region', { name });
export const item = (name: string) => screen.getByRole('listitem', { name });
export const fact = (root: HTMLElement, label: string) =>
  within(root).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;
export const COFFEE = 'Café en grano Tostaduría Central 1 kg';
export const button = (root: HTMLElement, action: string, name = COFFEE) =>
  within(root).queryByRole('button', { name: `${action}: ${name}` });
