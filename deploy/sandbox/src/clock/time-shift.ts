// The sandbox clock moves a shopper's rows into the past instead of moving the wall clock (tokens,
// browsers and every other shopper keep real time). Moving every date of a row d days back is the
// same as living d days later. These are the dates a subscription row keeps: its columns, and the
// ISO strings of its document and of its products' price changes and held promotions.
import type { JsonObject } from '../db/schema/index';

export const DAY_MS = 24 * 3600 * 1000;

/** Document fields holding ISO instants (the rest of the document is left as it is). */
export const DOC_DATE_FIELDS = [
  'expiration',
  'lastPaymentTry',
  'lastAutoAttemptAt',
  'confirmedByMerchantAt',
  'confirmedByShopperAt',
  'pausedAt',
  'canceledAt',
  'completedAt',
  // Issue 14: a hired service's first-charge retry window; a manual instalment's mailed link.
  'firstChargeRetryBy',
  'paymentLinkSentAt',
] as const;

/** An ISO string moved by `ms`; anything else (null, unreadable) unchanged. */
export function shiftIso(value: unknown, ms: number): unknown {
  if (typeof value !== 'string') return value;
  const time = Date.parse(value);
  return Number.isNaN(time) ? value : new Date(time + ms).toISOString();
}

const isObject = (value: unknown): value is JsonObject =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The subscription document with every date moved by `ms` (transaction.date included). */
export function shiftDoc(doc: JsonObject, ms: number): JsonObject {
  const shifted: JsonObject = { ...doc };
  for (const field of DOC_DATE_FIELDS)
    if (field in shifted) shifted[field] = shiftIso(shifted[field], ms);
  if (isObject(doc.transaction))
    shifted.transaction = { ...doc.transaction, date: shiftIso(doc.transaction.date, ms) };
  return shifted;
}

/** The products with each price change's priceDeploymentAt, and each held promotion's startedAt
 * and expiresAt (001 §9 user promotion), moved by `ms`. */
export function shiftProducts(products: JsonObject[], ms: number): JsonObject[] {
  return products.map((product) => {
    const moved: JsonObject = { ...product };
    if (isObject(product.priceChange))
      moved.priceChange = {
        ...product.priceChange,
        priceDeploymentAt: shiftIso(product.priceChange.priceDeploymentAt, ms),
      };
    if (Array.isArray(product.promotions))
      moved.promotions = product.promotions.map((promotion) =>
        isObject(promotion)
          ? {
              ...promotion,
              startedAt: shiftIso(promotion.startedAt, ms),
              expiresAt: shiftIso(promotion.expiresAt, ms),
            }
          : promotion,
      );
    return moved;
  });
}

export const shiftDate = (date: Date | null, ms: number): Date | null =>
  date === null ? null : new Date(new Date(date).getTime() + ms);
