// Unit tests only: a tienda-demo-like store whose landing exercises every display.
import type { ProductSchema, Store } from '@storefront/sdk';
import { aProduct, aStore, type Overrides } from '@storefront/state/testing';

export const product = (
  id: string,
  name: string,
  price: number,
  extra: Overrides<typeof ProductSchema> = {},
) =>
  aProduct({
    _id: id,
    name,
    sku: id.toUpperCase(),
    brand: 'Huerta Sur',
    currency: 'clp',
    prices: { single: price, monthly: price - 100 },
    defaultPrice: price,
    imageUrl: `http://localhost:4000/sandbox/images/${id}.jpg`,
    ...extra,
  });

export function landingStore(landing: Record<string, unknown> = {}): Store {
  return aStore({
    content: {
      navigation: {},
      views: {
        landing: {
          active: true,
          title: 'Todo para tu hogar, cuando lo necesitas',
          description: 'Compra una vez o suscríbete.',
          subtitle: 'Nuestras categorías',
          banners: [
            { imageUrlMobile: '/m1.svg', imageUrlDesktop: '/d1.svg', linkUrl: 'catalog' },
            { imageUrlMobile: '/m2.svg', imageUrlDesktop: '/d2.svg' },
          ],
          carousel: { arrows: true, selectors: true, infinite: true },
          categories: [
            { name: 'Frutas', query: 'categories=Frutas', display: 'cards' },
            { name: 'Planes', query: 'categories=Planes', display: 'saas' },
            { name: 'Limpieza', query: 'categories=Limpieza', display: 'table' },
            { name: 'Destacados', query: 'categories=Destacados', hidden: true, display: 'cards' },
          ],
          notes: ['Despachos de lunes a viernes.'],
          showFromText: true,
          disaggregateTaxAmount: true,
          showDeliveryPriceMessage: true,
          ...landing,
        },
        catalog: { active: true },
        cart: { active: true },
        checkout: { active: false },
        product: { active: true },
        info: { active: false },
        contact: { active: false },
      },
    },
  });
}

/** Products per `categories` value of the landing fetch. */
export const PRODUCTS_BY_CATEGORY: Record<string, ReturnType<typeof product>[]> = {
  Frutas: [product('td-p-0001', 'Manzanas Fuji', 1990), product('td-p-0002', 'Plátanos', 1290)],
  Planes: [product('td-p-0100', 'Plan Hogar', 19990, { description: 'Todo incluido' })],
  Limpieza: [product('td-p-0200', 'Detergente', 4990)],
  Destacados: [product('td-p-0300', 'Miel', 5990)],
};
