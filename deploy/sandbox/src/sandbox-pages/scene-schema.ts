// The JSON-schema properties several scene routes take alike: a scene's products, its billing
// frequency and first payday, and a merchant's redirect URLs with a token's life.
import { idField } from '../http/schema';

/** 1 to 10 lines, each a product id and a quantity. */
export const sceneProducts = {
  type: 'array',
  minItems: 1,
  maxItems: 10,
  items: {
    type: 'object',
    required: ['productId'],
    properties: { productId: idField, quantity: { type: 'integer', minimum: 1, maximum: 99 } },
  },
} as const;

/** Days (000 §9). */
export const sceneBillingFrequency = {
  type: 'integer',
  enum: [0, 7, 15, 30, 60, 90, 180, 365],
} as const;
/** Days from now to the first payday. */
export const scenePayday = { type: 'integer', minimum: -400, maximum: 400 } as const;

/**
 * callbackUrl, errorUrl and ttlSeconds of a token a merchant mints. No URL check: a misconfigured
 * merchant is a scene the storefront must survive.
 */
export const merchantRedirects = {
  callbackUrl: { type: ['string', 'null'], maxLength: 2000 },
  errorUrl: { type: ['string', 'null'], maxLength: 2000 },
  ttlSeconds: { type: 'integer', minimum: 0, maximum: 31536000 },
} as const;
