import * as v from 'valibot';
import { optNum, optStr, pagedSchema, PromotionSchema } from '@storefront/sdk';

/** Spec 001 §4 "Subscription statuses". Kept as plain strings in the schema (an unknown one never breaks a list). */
export type SubscriptionStatus =
  | 'pending'
  | 'active'
  | 'paused'
  | 'failed attempt 1'
  | 'failed attempt 2'
  | 'failed attempt 3'
  | 'failed'
  | 'canceled'
  | 'completed'
  | 'no renewal'
  | 'awaiting response';

export const PaymentMethodChoiceSchema = v.looseObject({
  name: v.string(),
  priority: optNum(),
  options: v.nullish(v.looseObject({ issuerFees: optNum() })),
});
export type PaymentMethodChoice = v.InferOutput<typeof PaymentMethodChoiceSchema>;

/** Subscription product (spec 001 §3): price is the unit price; product.fullStock = stock + quantity. */
export const SubscriptionProductSchema = v.looseObject({
  productId: v.string(),
  parentProductId: optStr(),
  parentProductOptionId: optStr(),
  name: v.string(),
  quantity: v.number(),
  price: v.number(),
  /** The quantity discount's fraction the item is priced with, and the item's total (the engine's). */
  quantityDiscount: optNum(),
  totalPrice: optNum(),
  promotions: v.optional(v.nullable(v.array(PromotionSchema)), []),
  product: v.nullish(v.looseObject({ imageUrl: optStr(), stock: optNum(), fullStock: optNum() })),
  priceChange: v.nullish(
    v.looseObject({
      newPrice: v.number(),
      priceDeploymentAt: optStr(),
      optIn: v.nullish(v.boolean()),
      seen: v.nullish(v.boolean()),
      userAction: v.nullish(v.boolean()),
    }),
  ),
});
export type SubscriptionProduct = v.InferOutput<typeof SubscriptionProductSchema>;

const ContactAddressSchema = v.looseObject({
  street: optStr(),
  number: v.nullish(v.union([v.string(), v.number()])),
  commune: optStr(),
  comment: optStr(),
});

/** Subscription (spec 001 §3). `billingFrequency` in days (single 0 … yearly 365). */
export const SubscriptionSchema = v.looseObject({
  _id: v.string(),
  storeId: optStr(),
  userId: optStr(),
  status: v.string(),
  type: v.picklist(['single', 'recurring']),
  cardId: optStr(),
  chargeId: optStr(),
  /** An instalment's place in its charge (1, 2, …); absent on a plain subscription. */
  installmentNumber: optNum(),
  trialDays: optNum(),
  currency: v.optional(v.string(), 'clp'),
  price: v.number(),
  priceOverwrite: optNum(),
  productsPrice: optNum(),
  bundlesPrice: optNum(),
  deliveryPrice: optNum(),
  /** 001 §3 always or once, as the subscription was made; deliveryPaid: a "once" delivery was paid. */
  shippingChargeType: optStr(),
  deliveryPaid: v.nullish(v.boolean()),
  shippingId: optStr(),
  payday: v.string(),
  pausedUntil: optStr(),
  expiration: optStr(),
  billingFrequency: v.number(),
  createdAt: optStr(),
  confirmedByMerchantAt: optStr(),
  transaction: v.nullish(v.looseObject({ _id: optStr(), date: optStr() })),
  paymentMethods: v.optional(v.nullable(v.array(PaymentMethodChoiceSchema)), []),
  products: v.array(SubscriptionProductSchema),
  contact: v.nullish(v.looseObject({ address: v.nullish(ContactAddressSchema) })),
  /** When a payment of it last failed (retry, reactivate, prepay): the 5-minute wait runs from it (001 §9). */
  lastPaymentTry: optStr(),
});
export type Subscription = v.InferOutput<typeof SubscriptionSchema>;
export const PagedSubscriptionSchema = pagedSchema(SubscriptionSchema);

/** One of GET subscriptions/{id}/pausingOptions (spec 001 §4 "a list of text and payday"). */
export const PausingOptionSchema = v.looseObject({ text: v.string(), payday: v.string() });
export type PausingOption = v.InferOutput<typeof PausingOptionSchema>;
export const PausingOptionsSchema = v.array(PausingOptionSchema);

/** GET subscriptions/{id}/resumingOption: the new payday a resume sets (001 §4 Resume). */
export const ResumingOptionSchema = v.looseObject({ payday: v.string() });
export type ResumingOption = v.InferOutput<typeof ResumingOptionSchema>;

/** `data` of a declined retry or reactivate (402 "Payment declined"): the unchanged subscription. */
export const FailedPaymentSchema = v.looseObject({ subscription: SubscriptionSchema });

/** `data` of a try inside the 5-minute wait (429, 001 §9): when the last try was, when the next may be. */
export const PaymentWaitSchema = v.looseObject({ lastPaymentTry: v.string(), retryAt: v.string() });
export type PaymentWait = v.InferOutput<typeof PaymentWaitSchema>;

/** shopperConfirmPrice's answer (001 §7): the confirm-price view follows from the two flags (001 §4). */
export const ConfirmPriceResultSchema = v.looseObject({
  chargeAttempted: v.boolean(),
  chargeSucceeded: v.boolean(),
  response: v.looseObject({ subscription: SubscriptionSchema }),
});
export type ConfirmPriceResult = v.InferOutput<typeof ConfirmPriceResultSchema>;

/**
 * The calendar feed's link (issue 12 "an ICS feed per shopper ... that a phone calendar can
 * subscribe to"): `url` is the feed (`…/calendar/{token}.ics`, no bearer needed), `webcalUrl` the
 * same with the `webcal:` scheme that phones open to subscribe.
 */
export const CalendarLinkSchema = v.looseObject({ url: v.string(), webcalUrl: v.string() });
export type CalendarLink = v.InferOutput<typeof CalendarLinkSchema>;

/** One answer to a price change (GET subscriptions/{id}/priceConsents; issue 12 "Price changes as consent"). */
export const PriceConsentSchema = v.looseObject({
  _id: v.string(),
  productId: v.string(),
  name: v.string(),
  optIn: v.boolean(),
  newPrice: v.number(),
  currency: v.optional(v.string(), 'clp'),
  priceDeploymentAt: optStr(),
  createdAt: v.string(),
});
export type PriceConsent = v.InferOutput<typeof PriceConsentSchema>;
export const PriceConsentsSchema = v.array(PriceConsentSchema);
