// Tests only: subscriptions as the provider sends them for the confirm-price screen (typed by the
// SDK's Subscription, Card and ConfirmPriceResult; the shapes of the sandbox's farmacia-demo
// scenes), and the screen rendered signed in as Ana.
import type { Card } from '@storefront/sdk';
import type { ConfirmPriceResult, Subscription } from '@storefront/sdk/purchases';
import { demoStore, ok, renderPage, type FakeRoutes } from '@storefront/state/testing';
import ConfirmPricePage from './confirm-price-page';

export const farmacia = demoStore({
  _id: 'st-farmacia-demo',
  name: 'farmacia-demo',
  termsAndConditionsUrl: 'http://sandbox.test/sandbox/terms',
});

export const visa: Card = {
  _id: 'card-1',
  userId: 'u-ana',
  storeId: 'st-farmacia-demo',
  brand: 'Visa',
  type: 'Credit',
  digits: '4242',
};
export const master: Card = {
  ...visa,
  _id: 'card-2',
  brand: 'MasterCard',
  type: 'Debit',
  digits: '5454',
};

/** Awaiting response, price confirmed by the merchant, with Ana's Visa: the terms view. */
export const confirmedSub: Subscription = {
  _id: 'sub-1',
  storeId: 'st-farmacia-demo',
  userId: 'u-ana',
  status: 'awaiting response',
  type: 'recurring',
  cardId: 'card-1',
  currency: 'clp',
  price: 2 * 4590 + 2990,
  productsPrice: 2 * 4590,
  deliveryPrice: 2990,
  payday: '2026-12-08T12:00:00.000Z',
  billingFrequency: 30,
  confirmedByMerchantAt: '2026-11-25T12:00:00.000Z',
  paymentMethods: [],
  products: [
    {
      productId: 'fa-p-0001',
      name: 'Paracetamol Laboratorio Chile 500 mg x 16',
      quantity: 2,
      price: 4590,
      promotions: [],
      product: { imageUrl: 'http://sandbox.test/sandbox/images/fa-p-0001.jpg' },
    },
  ],
};

export const sub = (overrides: Partial<Subscription>): Subscription => ({
  ...confirmedSub,
  ...overrides,
});

export const confirmResult = (
  flags: { chargeAttempted: boolean; chargeSucceeded: boolean },
  subscription: Subscription,
): ConfirmPriceResult => ({ ...flags, response: { subscription } });

/** The page (under the test shell's prefix /tienda-demo) for `subscription` (GET answered with it), Ana's `cards`, and any extra routes. */
export function renderConfirmPrice(
  subscription: Subscription | null,
  routes: FakeRoutes = {},
  options: { cards?: Card[]; query?: string; defaultStatus?: string } = {},
) {
  const id = subscription?._id ?? 'sub-nada';
  return renderPage(<ConfirmPricePage />, {
    routes: {
      ...(subscription ? { [`GET subscription/${id}`]: () => ok(subscription) } : {}),
      'GET cards/user/u-ana': () => ok(options.cards ?? [visa]),
      ...routes,
    },
    url: `/tienda-demo/confirmPrice/${id}${options.query ?? ''}`,
    pattern: '/tienda-demo/confirmPrice/:subscriptionId',
    store: farmacia,
    policy: { subscriptionPolicy: { defaultStatus: options.defaultStatus ?? 'awaiting response' } },
  });
}
