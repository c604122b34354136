// Tests only: a subscription as the provider sends it (typed by the SDK, the shape of a
// /sandbox/subscriptions scene in tienda-demo), its products, cards and quotes, and the edit
// screen rendered signed in as Ana.
import type { Card, Policy, Product, Store } from '@storefront/sdk';
import type { ShippingPrice, Subscription } from '@storefront/sdk/purchases';
import {
  aCard,
  aProduct,
  aSubscription,
  aSubscriptionProduct,
  demoStore,
  ok,
  renderPage,
  type FakeCall,
  type FakeRoutes,
} from '@storefront/state/testing';
import PostSubscriptionPage from './post-subscription-page';

export const strawberries: Subscription['products'][number] = aSubscriptionProduct({
  productId: 'td-p-0003',
  name: 'Frutillas orgánicas 1 kg',
  quantity: 2,
  price: 6990,
  totalPrice: 13980,
  promotions: [],
  product: { imageUrl: null, stock: 40, fullStock: 42 },
});

export const coffee: Subscription['products'][number] = aSubscriptionProduct({
  productId: 'td-p-0002',
  name: 'Café en grano Tostaduría Central 1 kg',
  quantity: 1,
  price: 10000,
  totalPrice: 10000,
  promotions: [],
  product: { imageUrl: null, stock: 10, fullStock: 11 },
});

export const subscription = (overrides: Partial<Subscription> = {}): Subscription =>
  aSubscription({
    _id: 'sub-1',
    storeId: 'st-tienda-demo',
    userId: 'u-ana',
    status: 'active',
    type: 'recurring',
    cardId: 'card-visa',
    currency: 'clp',
    price: 13980 + 2990,
    productsPrice: 13980,
    bundlesPrice: 0,
    deliveryPrice: 2990,
    shippingId: null,
    payday: '2026-12-08T12:00:00.000Z',
    billingFrequency: 30,
    billingType: 'monthly',
    paymentMethods: [{ name: 'Webpay Oneclick', priority: 1, options: { issuerFees: 1 } }],
    products: [strawberries],
    contact: { address: { street: 'Avenida Providencia', number: '1234', commune: 'Providencia' } },
    ...overrides,
  });

export const catalogProduct = (id: string, overrides: Partial<Product> = {}): Product =>
  aProduct({
    _id: id,
    storeId: 'st-tienda-demo',
    active: true,
    stock: 40,
    name: id === 'td-p-0002' ? coffee.name : strawberries.name,
    sku: id,
    currency: 'clp',
    prices: id === 'td-p-0002' ? { monthly: 10000 } : { weekly: 1990, monthly: 6990 },
    quantityDiscounts: id === 'td-p-0002' ? [0.05, 0.1, 0.15] : [],
    labels: [],
    promotions: [],
    ...overrides,
  });

export const visa: Card = aCard({ _id: 'card-visa' });
export const master: Card = aCard({
  _id: 'card-master',
  brand: 'MasterCard',
  type: 'Credit',
  digits: '5555',
});

export const tiendaPolicy: Partial<Policy> = {
  subscriptionPolicy: {
    shippingChargeType: 'always',
    allowShopperTo: { pause: true, cancel: true },
  },
  paymentMethodsPolicy: {
    requireTokenized: true,
    issuerFees: { maxValue: 12, supportedBillingTypes: ['monthly'] },
  },
  deliveryCoveragePolicy: { deliverableCommunes: ['Providencia', 'Las Condes', 'Ñuñoa'] },
} as Partial<Policy>;

const quote = (call: FakeCall): ShippingPrice => ({
  _id: `ship-${call.query.get('commune')}-${call.query.get('amount')}`,
  price: Number(call.query.get('amount')) >= 50000 ? 0 : 2990,
});

/** The calls the edit makes, answered; `overrides` replaces any of them. */
export function editRoutes(sub: Subscription, overrides: FakeRoutes = {}): FakeRoutes {
  return {
    [`GET subscription/${sub._id}`]: () => ok(sub),
    [`GET subscriptions/${sub._id}/priceConsents`]: () => ok([]),
    'GET catalog/products/td-p-0003': () => ok(catalogProduct('td-p-0003')),
    'GET catalog/products/td-p-0002': () => ok(catalogProduct('td-p-0002')),
    'GET cards/user/u-ana': () => ok([visa, master]),
    'GET auth/profile': () =>
      ok({
        userId: 'u-ana',
        email: 'ana@demo.cl',
        addresses: [
          {
            _id: 'addr-1',
            street: 'Avenida Providencia',
            number: '1234',
            commune: 'Providencia',
            main: true,
          },
          { _id: 'addr-2', street: 'Avenida Pajaritos', number: '100', commune: 'Maipú' },
          { _id: 'addr-3', street: 'Avenida Irarrázaval', number: '3000', commune: 'Ñuñoa' },
        ],
      }),
    'GET shippings/getPrice': (call) => ok(quote(call)),
    [`PATCH subscription/${sub._id}`]: () => ok(sub),
    // The shopper's running subscriptions (the one-instalment-card rule reads them).
    'GET subscriptions': () => ok({ docs: [sub], page: 1, pages: 1, limit: 100, totalDocs: 1 }),
    ...overrides,
  };
}

export function renderEdit(
  sub: Subscription,
  options: { routes?: FakeRoutes; store?: Store; policy?: Partial<Policy> } = {},
) {
  const store = options.store ?? demoStore();
  return renderPage(<PostSubscriptionPage />, {
    routes: editRoutes(sub, options.routes),
    url: `/tienda-demo/postsubscription/${sub._id}`,
    pattern: '/tienda-demo/postsubscription/:subscriptionId',
    store,
    policy: options.policy ?? tiendaPolicy,
  });
}
