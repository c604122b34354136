// Tests only: Ana's orders as the provider sends them (typed by the SDK's Delivery, the shapes of
// the sandbox's seeded orders), and the two orders screens rendered signed in as Ana.
import type { Delivery } from '@storefront/sdk/purchases';
import { ok, renderPage, type FakeRoutes } from '@storefront/state/testing';
import OrderDetailPage from './order-detail-page';
import OrdersPage from './orders-page';

const address = {
  street: 'Avenida Providencia',
  number: '1234',
  comment: 'Dejar en conserjería',
  commune: 'Providencia',
};

/** #901: delivered, one cleaning kit, CLP 14,990 + 2,990 delivery. */
export const deliveredOrder: Delivery = {
  _id: 'dlv-td-0001',
  deliveryNumber: 901,
  storeId: 'st-tienda-demo',
  createdAt: '2026-10-26T15:00:00.000Z',
  status: 'delivered',
  contact: { address },
  price: 14990,
  deliveryPrice: 2990,
  totalPrice: 17980,
  currency: 'clp',
  products: [
    {
      productId: 'td-p-0007',
      name: 'Kit de limpieza profunda',
      price: 14990,
      quantity: 1,
      totalPrice: 14990,
      imageUrl: 'http://sandbox.test/sandbox/images/td-p-0007.jpg',
    },
  ],
  subscriptionId: 'sub-td-0007',
};

/** #902: pending, two bags of coffee, CLP 55,980 + 2,990 delivery. */
export const pendingOrder: Delivery = {
  ...deliveredOrder,
  _id: 'dlv-td-0002',
  deliveryNumber: 902,
  createdAt: '2026-11-23T15:00:00.000Z',
  status: 'pending',
  price: 55980,
  totalPrice: 58970,
  products: [
    {
      productId: 'td-p-0010',
      name: 'Café de especialidad 1 kg',
      price: 27990,
      quantity: 2,
      totalPrice: 55980,
      imageUrl: 'http://sandbox.test/sandbox/images/td-p-0010.jpg',
    },
  ],
  subscriptionId: 'sub-td-0008',
};

export const order = (overrides: Partial<Delivery>): Delivery => ({
  ...deliveredOrder,
  ...overrides,
});

/** One page of orders, as GET delivery/ answers. */
export const page = (docs: Delivery[], number = 1, pages = 1) =>
  ok({ docs, page: number, pages, limit: 100, totalDocs: docs.length });

export function renderOrders(routes: FakeRoutes, query = '') {
  return renderPage(<OrdersPage />, {
    routes,
    url: `/tienda-demo/userpanel/orders${query}`,
    pattern: '/tienda-demo/userpanel/orders',
  });
}

export function renderOrder(deliveryId: string, routes: FakeRoutes) {
  return renderPage(<OrderDetailPage />, {
    routes,
    url: `/tienda-demo/userpanel/orders/${deliveryId}`,
    pattern: '/tienda-demo/userpanel/orders/:deliveryId',
  });
}
