/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// What the price-properties/*.test.ts share (issue 36, "what the shopper sees is what she is
// charged"): the frequencies a product is priced for and, for the properties run over HTTP, a
// shopper with one line in her cart and the products a shopper can buy.
import type { sharedSandbox } from '../helpers';
import { newShopper } from '../checkout/checkout-scene';

export const FREQUENCIES = [
  'single',
  'weekly',
  'biweekly',
  'monthly',
  'bimonthly',
  'quarterly',
  'biyearly',
  'yearly',
];

export const TD = 'st-tienda-demo';
export const FA = 'st-farmacia-demo';
let shoppers = 0;
const email = (store: string) => `propiedad-${store}-${(shoppers += 1)}-${Date.now()}@demo.cl`;
export const key = () => `prop-${Date.now()}-${Math.random().toString(36).slice(2)}`;

/** The file's sandbox's shoppers and products, for the properties run through it. */
export function httpScene(sandbox: ReturnType<typeof sharedSandbox>) {
  /** A shopper of `storeId` with one line of `productId` in her cart, and what the screens show. */
  async function shopperWithLine(
    storeId: string,
    productId: string,
    frequency: string,
    quantity: number,
  ) {
    const storeName = storeId === TD ? 'tienda-demo' : 'farmacia-demo';
    const shopper = await newShopper(sandbox, email(storeName), { storeName });
    if (storeId === FA) {
      // farmacia-demo delivers to Arica only.
      await sandbox.v1.post(
        `/users/${shopper.userId}/addAddress`,
        { street: '21 de Mayo', number: '500', commune: 'Arica', country: 'Chile', main: true },
        shopper.token,
      );
    }
    const added = await sandbox.v1.post(
      '/carts/addProduct',
      {
        storeId,
        guestId: shopper.guestId,
        userId: shopper.userId,
        product: {
          productId,
          quantity,
          billingType: frequency,
          // An expirable product asks for its number of periods (000 §5).
          ...(frequency === 'single' ? {} : { expirationCycles: 3 }),
        },
      },
      shopper.token,
    );
    expect(added.status).toBe(200);
    const product = (await sandbox.v1.get(`/catalog/products/${productId}?storeId=${storeId}`)).body
      .data;
    const cart = added.body.data.cart;
    const commune = storeId === FA ? 'Arica' : 'Providencia';
    const addressId =
      storeId === FA
        ? (await sandbox.v1.get('/auth/profile', shopper.token)).body.data.addresses.find(
            (a: any) => a.commune === 'Arica',
          )._id
        : undefined;
    return { shopper, product, cart, commune, addressId };
  }

  /** Seeded products of tienda-demo and farmacia-demo a shopper can buy by HTTP (not user-priced). */
  async function buyable() {
    const rows = await sandbox.db
      .selectFrom('products')
      .select(['id', 'store_id', 'doc', 'stock'])
      .where('store_id', 'in', [TD, FA])
      .where('active', '=', true)
      .where('hidden', '=', false)
      .execute();
    return rows.filter((r) => !r.doc.priceDefinedByUser && (r.stock === null || r.stock > 10));
  }

  return { shopperWithLine, buyable };
}
