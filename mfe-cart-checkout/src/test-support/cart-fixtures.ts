// Unit tests only: tienda-demo-like store, products and carts in the sandbox's shapes (API.md).
import type { CartLineSchema, ProductSchema, Store } from '@storefront/sdk';
import type { Session } from '@storefront/state';
import { aCart, aCartLine, aProduct, aStore, ana, type Overrides } from '@storefront/state/testing';

export function cartStore(cart: Record<string, unknown> = {}, name = 'tienda-demo'): Store {
  return aStore({
    name,
    supportEmail: 'ayuda@demo.cl',
    content: {
      navigation: {},
      views: {
        landing: { active: true },
        catalog: { active: true },
        cart: { active: true, title: 'Tu carrito', deliveryLabel: 'Despacho', ...cart },
        checkout: { active: true },
        product: { active: true },
        info: { active: false },
        contact: { active: false },
      },
    },
  });
}

export const product = (id: string, extra: Overrides<typeof ProductSchema> = {}) =>
  aProduct({
    _id: id,
    name: id,
    sku: id.toUpperCase(),
    currency: 'clp',
    prices: { single: 1990 },
    quantifiable: true,
    priceDefinedByUser: false,
    stock: null,
    quantityDiscounts: [0.05, 0.1],
    ...extra,
  });

export const line = (id: string, quantity: number, extra: Overrides<typeof CartLineSchema> = {}) =>
  aCartLine({
    _id: `po-${id}`,
    productId: id,
    name: `Producto ${id}`,
    currency: 'clp',
    singlePrice: 1990,
    price: 1990 * quantity,
    quantity,
    billingType: 'monthly',
    labels: [{ name: 'Tamaño', labels: [{ name: 'Grande' }] }],
    imageUrl: `http://localhost:4000/sandbox/images/${id}.jpg`,
    stock: null,
    ...extra,
  });

export function cart(lines: ReturnType<typeof line>[]) {
  const total = lines.reduce((sum, l) => sum + l.price, 0);
  return aCart({
    guestId: 'g-1',
    userId: null,
    products: lines,
    bundles: [],
    productsPrice: total,
    bundlesPrice: 0,
    productsFullPrice: total,
    bundlesFullPrice: 0,
    updatedAt: '2025-01-01T00:00:00.000Z',
    totalLength: lines.reduce((sum, l) => sum + l.quantity, 0),
  });
}

/** Ana signed in (the shared test user of @storefront/state/testing). */
export const anaSession = (user: Partial<Session['user']> = {}): Session => ({
  user: { ...ana, ...user },
  isGuest: false,
});
