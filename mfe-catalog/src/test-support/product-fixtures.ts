// Unit tests only: products shaped like the sandbox's tienda-demo specials (td-p-0001 …), built
// by the shared test kit's builders (parsed by the SDK's schemas).
import type { CartLine, ProductSchema } from '@storefront/sdk';
import { aCart, aCartLine, aProduct, STORE_ID, type Overrides } from '@storefront/state/testing';

export { STORE_ID };

export const baseProduct = (extra: Overrides<typeof ProductSchema> = {}) =>
  aProduct({
    _id: 'td-p-0001',
    storeId: STORE_ID,
    active: true,
    hidden: false,
    stock: null,
    name: 'Caja de frutas de temporada',
    sku: 'TD-0001',
    brand: 'La Cosecha',
    description: 'Una caja con las mejores frutas de la temporada.',
    currency: 'clp',
    prices: {
      single: null,
      weekly: 4490,
      biweekly: 8490,
      monthly: 15990,
      bimonthly: 0,
      quarterly: null,
      biyearly: null,
      yearly: null,
    },
    quantityDiscounts: [],
    promotions: [],
    labels: [],
    ...extra,
  });

const fruitChoices = () => [
  { name: 'Solo frutas', selection: null, labels: [] },
  { name: 'Frutas y verduras', selection: null, labels: [] },
];

export const fruitBox = () =>
  baseProduct({
    labels: [
      {
        name: 'Tamaño',
        selection: 'Elige el tamaño de tu caja',
        labels: [
          { name: 'Chica', selection: 'Elige el contenido', labels: fruitChoices() },
          { name: 'Grande', selection: 'Elige el contenido', labels: fruitChoices() },
        ],
      },
    ],
    metadata: { Presentacion: 'Caja de 5 kg', MISB: 'X-12', Otro: 'no se muestra' },
    descriptionList: [
      { title: 'Detalles', body: [{ text: 'Formato: ', bolderText: '5 kg', showBullets: true }] },
    ],
  });

export const emptyCart = (products: CartLine[] = []) =>
  aCart({
    _id: 'cart-1',
    storeId: STORE_ID,
    products,
    bundles: [],
    totalLength: products.length,
  });

export const cartLine = (productId: string, quantity: number) =>
  aCartLine({
    _id: `line-${productId}`,
    productId,
    name: 'x',
    singlePrice: 1,
    price: quantity,
    quantity,
    billingType: 'single',
  });
