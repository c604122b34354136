import * as v from 'valibot';
import { optNum, optStr } from '@storefront/sdk';

/** Shipping price result (spec 001 §3 "price and id (or _id)"); the provider may send either id. */
export const ShippingPriceSchema = v.pipe(
  v.looseObject({
    _id: optStr(),
    id: optStr(),
    price: v.number(),
    storeId: optStr(),
    commune: optStr(),
    currency: optStr(),
    amount: optNum(),
  }),
  v.check((shipping) => Boolean(shipping._id ?? shipping.id), 'a shipping needs _id or id'),
  v.transform((shipping) => ({ ...shipping, _id: (shipping._id ?? shipping.id) as string })),
);
export type ShippingPrice = v.InferOutput<typeof ShippingPriceSchema>;
/** GET shippings/{id}: the same document. */
export type Shipping = ShippingPrice;
