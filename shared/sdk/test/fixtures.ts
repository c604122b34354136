// Minimal valid payloads per deploy/sandbox/API.md, for unit tests.
export const storeFixture = {
  _id: 'st-tienda-demo',
  name: 'tienda-demo',
  active: true,
  templateId: 'tpl-tienda-demo',
  serviceType: 'deliverable',
  content: { navigation: { navbar: { storeName: 'Tienda Demo' } }, views: { landing: { active: true, title: 'Hola' } } },
};

export const productFixture = {
  _id: 'td-p-0001',
  storeId: 'st-tienda-demo',
  active: true,
  stock: null,
  name: 'Manzanas',
  sku: 'TD-0001',
  currency: 'clp',
  prices: { single: 1990, monthly: 1790, weekly: null },
  quantityDiscounts: [0.05, 0.1],
  promotions: [{ name: 'x', discount: { type: 'percentage', value: 10 }, priority: 2, createdAt: '2025-01-01' }],
  labels: [{ name: 'Tamaño', labels: [{ name: 'Grande' }] }],
};

export const cartFixture = {
  _id: 'cart-1',
  storeId: 'st-tienda-demo',
  guestId: 'g-1',
  userId: null,
  products: [
    { _id: 'po-1', productId: 'td-p-0001', name: 'Manzanas', singlePrice: 1990, price: 3781, quantity: 2, billingType: 'single', stock: null },
  ],
  bundles: [],
  productsPrice: 3781,
  bundlesPrice: 0,
  productsFullPrice: 3980,
  bundlesFullPrice: 0,
  updatedAt: '2025-01-01T00:00:00.000Z',
  totalLength: 1,
};

export const cardFixture = { _id: 'card-1', userId: 'u-ana', storeId: 'st-tienda-demo', brand: 'Visa', type: 'Credit', digits: '4242' };
