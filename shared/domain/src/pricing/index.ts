// `@storefront/domain/pricing`: the price engine and its parts, for the provider sandbox, which
// charges with it. Named re-exports only: the sandbox loads this file through tsx/jest as
// CommonJS, where `export *` re-exports are invisible to Node's ESM named imports (see
// subscriptions/rules.ts).
export {
  priceLine,
  purchaseLine,
  priceOrder,
  type LineInput,
  type LinePrice,
  type PurchaseLineInput,
  type OrderPrice,
} from './price-engine';
export {
  promotionForPurchase,
  startUserPromotion,
  isPromotionLive,
  livePromotion,
  usedOnce,
  endedEarly,
  asUserPromotion,
  userPromotionsOf,
  type OfferedPromotion,
  type UserPromotion,
} from './user-promotion';
export { promotionPrice, type Discount } from './promotion-price';
export { bestPromotion, type PromotionLike } from './best-promotion';
export { quantityDiscountFor, quantityDiscountTotal } from './quantity-discount';
export {
  userPriceFloor,
  userPriceBelowText,
  USER_PRICE_UNIT_TEXT,
  userPriceError,
  type UserPricedProduct,
} from './user-price';
export { dropFloatNoise, roundPrice } from '../money/price-rounding';
export { VAT_RATE, netAmount } from '../money/net-amount';
export { PRODUCT_MESSAGES } from '../product/product-messages';
