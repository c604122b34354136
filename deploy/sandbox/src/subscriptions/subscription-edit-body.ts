// The body of PATCH /v1/subscriptions/{id} (spec 001 §7 "patch {id} body: ... cardId, shippingId,
// deliveryPrice, products, contact, paymentMethods"): its types and its schema. status, payday and
// pausedUntil are not in it: they move only through the actions (subscription-edit.ts).
import { PAYMENT_METHODS_SCHEMA } from '../billing/payment-methods';
import { idField as id } from '../http/schema';

export interface PriceChangeFlags {
  seen?: boolean;
  userAction?: boolean;
  optIn?: boolean;
}

export interface EditProduct {
  productId: string;
  /** Sets the item's quantity; 0 removes it; a product not in the subscription is added. */
  quantity?: number;
  priceChange?: PriceChangeFlags;
}

export interface EditAddress {
  street: string;
  number: string;
  commune: string;
  [key: string]: unknown;
}

export interface EditBody {
  products?: EditProduct[];
  cardId?: string;
  paymentMethods?:
    { name: string; priority?: number; options?: { issuerFees?: number | null } | null }[] | null;
  contact?: { address: EditAddress };
  shippingId?: string;
  deliveryPrice?: number;
}

const flag = { type: 'boolean' } as const;
const text = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;

export const editBodySchema = {
  type: 'object',
  minProperties: 1,
  properties: {
    products: {
      type: 'array',
      minItems: 1,
      maxItems: 100,
      items: {
        type: 'object',
        required: ['productId'],
        anyOf: [{ required: ['quantity'] }, { required: ['priceChange'] }],
        properties: {
          productId: id,
          quantity: { type: 'integer', minimum: 0, maximum: 999 },
          priceChange: {
            type: 'object',
            minProperties: 1,
            properties: { seen: flag, userAction: flag, optIn: flag },
          },
        },
      },
    },
    cardId: id,
    paymentMethods: PAYMENT_METHODS_SCHEMA,
    contact: {
      type: 'object',
      required: ['address'],
      properties: {
        address: {
          type: 'object',
          required: ['street', 'number', 'commune'],
          properties: {
            _id: text(200),
            street: id,
            number: { type: 'string', minLength: 1, maxLength: 20 },
            commune: { type: 'string', minLength: 1, maxLength: 100 },
            locality: text(100),
            province: text(100),
            region: text(100),
            country: text(100),
            apartment: text(100),
            comment: text(300),
            description: text(300),
            main: { type: ['boolean', 'null'] },
          },
        },
      },
    },
    shippingId: id,
    deliveryPrice: { type: 'number', minimum: 0, maximum: 1_000_000_000 },
  },
} as const;
