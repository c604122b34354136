import * as v from 'valibot';
import { optBool, optNum, optStr } from './common';

export const CURRENCIES = ['clp', 'uf', 'other'] as const;
export const BILLING_TYPES = ['single', 'weekly', 'biweekly', 'monthly', 'bimonthly', 'quarterly', 'biyearly', 'yearly'] as const;

/** Billing type → price; a falsy value means that frequency is unavailable (spec 000 §3). */
export const PriceMapSchema = v.record(v.string(), v.nullish(v.number()));
export type PriceMap = v.InferOutput<typeof PriceMapSchema>;

export const DescriptionListSchema = v.array(
  v.looseObject({
    title: optStr(),
    body: v.optional(v.nullable(v.array(v.looseObject({ text: optStr(), bolderText: optStr(), showBullets: optBool() }))), []),
  }),
);

export const PromotionSchema = v.looseObject({
  _id: optStr(),
  name: optStr(),
  discount: v.looseObject({ type: v.picklist(['fixed', 'percentage']), value: v.number() }),
  maxUses: optNum(),
  duration: optNum(),
  priceFrequency: optStr(),
  priority: v.optional(v.number(), 0),
  createdAt: optStr(),
  /** A subscription item's held promotion (001 §9 "user promotion has usesLeft and expiresAt"). */
  usesLeft: optNum(),
  expiresAt: optStr(),
  startedAt: optStr(),
});
export type Promotion = v.InferOutput<typeof PromotionSchema>;

export interface ProductLabel {
  name: string;
  selection?: unknown;
  labels?: ProductLabel[] | null;
  [key: string]: unknown;
}
/** Label tree: each node has a name, maybe a selection kind, maybe child labels. */
export const ProductLabelSchema: v.GenericSchema<unknown, ProductLabel> = v.looseObject({
  name: v.string(),
  selection: v.nullish(v.unknown()),
  labels: v.nullish(v.array(v.lazy(() => ProductLabelSchema))),
});

export const SubProductSchema = v.looseObject({ name: v.string(), price: optNum(), quantifiable: optBool() });

export const ProductSchema = v.looseObject({
  _id: v.string(),
  storeId: v.string(),
  active: v.boolean(),
  hidden: optBool(),
  /** null = unlimited stock. */
  stock: v.nullish(v.number()),
  fullStock: optNum(),
  name: v.string(),
  sku: v.string(),
  brand: optStr(),
  description: optStr(),
  descriptionList: v.nullish(DescriptionListSchema),
  preview: optStr(),
  previewList: v.nullish(DescriptionListSchema),
  imageUrl: optStr(),
  currency: v.optional(v.picklist(CURRENCIES), 'clp'),
  prices: PriceMapSchema,
  referencePrices: v.nullish(PriceMapSchema),
  defaultPrice: optNum(),
  priceDefinedByUser: optBool(),
  quantifiable: optBool(),
  expirable: optBool(),
  weight: v.nullish(v.looseObject({ value: optNum(), format: optStr() })),
  /** Fractions; entry for quantity n is at index n-2. */
  quantityDiscounts: v.optional(v.nullable(v.array(v.number())), []),
  promotions: v.optional(v.nullable(v.array(PromotionSchema)), []),
  labels: v.optional(v.nullable(v.array(ProductLabelSchema)), []),
  metadata: v.nullish(v.record(v.string(), v.unknown())),
  dimensions: v.nullish(v.unknown()),
  externalId: optStr(),
  subProducts: v.nullish(v.array(SubProductSchema)),
  productFamilyId: optStr(),
  categories: v.nullish(v.array(v.string())),
});
export type Product = v.InferOutput<typeof ProductSchema>;
export type Currency = Product['currency'];
