import * as v from 'valibot';
import { optBool, optNum, optStr } from './common';
import { CURRENCIES, PromotionSchema } from './product';

/** Cart line (`_id` is the productOptionId). `price` = line total after quantity discount, `singlePrice` = unit. */
export const CartLineSchema = v.looseObject({
  _id: v.string(),
  productId: v.string(),
  productFamilyId: optStr(),
  name: v.string(),
  sku: optStr(),
  currency: v.optional(v.picklist(CURRENCIES), 'clp'),
  metadata: v.nullish(v.record(v.string(), v.unknown())),
  singlePrice: v.number(),
  price: v.number(),
  labels: v.nullish(v.unknown()),
  quantity: v.number(),
  quantityDiscount: optNum(),
  discount: optNum(),
  expirationCycles: optNum(),
  basePayday: optStr(),
  promotions: v.optional(v.nullable(v.array(PromotionSchema)), []),
  /** The promotion this purchase gets, as the checkout charges it (null: none). */
  promotion: v.nullish(PromotionSchema),
  /** A user-defined price (the shopper's amount; no promotion). */
  priceDefinedByUser: optBool(),
  quantityDiscounts: v.nullish(v.array(v.number())),
  deliveryType: optStr(),
  billingType: v.string(),
  dimensions: v.nullish(v.unknown()),
  externalId: optStr(),
  subProducts: v.nullish(v.array(v.unknown())),
  imageUrl: optStr(),
  /** null = unlimited. */
  stock: v.nullish(v.number()),
});
export type CartLine = v.InferOutput<typeof CartLineSchema>;

export const CartBundleSchema = v.looseObject({ bundleId: v.string(), products: v.optional(v.array(CartLineSchema), []) });

export const CartSchema = v.looseObject({
  _id: v.string(),
  storeId: v.string(),
  guestId: optStr(),
  userId: optStr(),
  products: v.array(CartLineSchema),
  bundles: v.optional(v.array(CartBundleSchema), []),
  productsPrice: v.optional(v.number(), 0),
  bundlesPrice: v.optional(v.number(), 0),
  productsFullPrice: v.optional(v.number(), 0),
  bundlesFullPrice: v.optional(v.number(), 0),
  updatedAt: optStr(),
  totalLength: v.number(),
});
export type Cart = v.InferOutput<typeof CartSchema>;

export const AddProductResultSchema = v.looseObject({ cart: CartSchema, removed: v.boolean() });
export type AddProductResult = v.InferOutput<typeof AddProductResultSchema>;

export const CartCountSchema = v.looseObject({ totalLength: v.number() });
