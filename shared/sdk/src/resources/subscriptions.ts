import * as v from 'valibot';
import { isApiError, type IdempotentOptions, type Transport } from '@storefront/sdk';
import type { Paged } from '../schemas/common';
import {
  CalendarLinkSchema,
  ConfirmPriceResultSchema,
  FailedPaymentSchema,
  PagedSubscriptionSchema,
  PausingOptionsSchema,
  PaymentWaitSchema,
  PriceConsentsSchema,
  ResumingOptionSchema,
  SubscriptionSchema,
  type CalendarLink,
  type ConfirmPriceResult,
  type PausingOption,
  type PaymentWait,
  type PriceConsent,
  type ResumingOption,
  type Subscription,
  type SubscriptionStatus,
} from '../schemas/subscription';
import { ApiCheckoutResultSchema, type ApiCheckoutResult } from '../schemas/api-checkout';
import { readAllPages } from './all-pages';
import { seg } from './ids';

export interface SubscriptionListQuery {
  userId: string;
  storeId: string;
  /** Only these statuses (sent as a comma list); none: every status. */
  statuses?: readonly (SubscriptionStatus | (string & {}))[];
  page?: number;
  /** At most 100 (the default). */
  limit?: number;
}

/** One entry of a patch's `products`: flags only, or a quantity (0 removes; a new productId adds). */
export interface SubscriptionProductPatch {
  productId: string;
  quantity?: number;
  priceChange?: { seen?: boolean; userAction?: boolean; optIn?: boolean };
}

/**
 * Body of a subscription patch (spec 001 §7 "patch {id}": cardId, shippingId, deliveryPrice,
 * products, contact, paymentMethods; API.md "Subscriptions"). The cart page's price-change notice
 * sends only flags; the subscription edit sends quantities, the card, the instalments and the
 * address with the shipping quote for it. Prices are the server's: it recomputes productsPrice and
 * price. status, payday and pausedUntil move through the actions (pause, resume, cancel).
 */
export interface SubscriptionPatch {
  products?: SubscriptionProductPatch[];
  cardId?: string;
  paymentMethods?: { name: 'Webpay Oneclick'; priority?: number; options?: { issuerFees?: number } }[];
  contact?: { address: SubscriptionAddressPatch };
  /** A quote of shippings/getPrice for the address's commune and the new productsPrice. */
  shippingId?: string;
  deliveryPrice?: number;
}

export interface SubscriptionAddressPatch {
  street: string;
  number: string;
  commune: string;
  locality?: string | null;
  province?: string | null;
  region?: string | null;
  country?: string | null;
  apartment?: string | null;
  comment?: string | null;
}

/** calculateCycles' query (spec 001 §7); dates as ISO strings, chargeDays default 0. */
export interface CyclesQuery {
  billingFrequency: number;
  payday: string;
  createdAt: string;
  expiration: string;
  chargeDays?: number;
}

/** The calendar feed of the shopper's subscriptions in a store (API.md "Calendar feed"). */
export interface CalendarLinkQuery {
  userId: string;
  storeId: string;
  /** A new URL; the old one stops working (e.g. after sharing it by mistake). */
  rotate?: boolean;
}

/**
 * Retry, reactivate and prepay (spec 001 §7 "optional cardId"). `idempotencyKey`: one key per
 * dialog attempt, reused for its retries: a repeat answers the first success again instead of a
 * 409 (the card is charged at most once either way).
 */
export interface PaymentOptions extends Pick<IdempotentOptions, 'idempotencyKey'> {
  /** Pay with this card of the shopper (it becomes the subscription's card); default its own. */
  cardId?: string | null;
}

/** The request of retry, reactivate and prepay (each path written out: the contract test reads them). */
const paymentRequest = (options: PaymentOptions = {}) => ({
  body: options.cardId ? { cardId: options.cardId } : {},
  idempotencyKey: options.idempotencyKey,
  schema: SubscriptionSchema,
});

/** The subscription a declined retry or reactivate answered with (402 "Payment declined"). */
export function subscriptionOfFailedPayment(error: unknown): Subscription | undefined {
  if (!isApiError(error) || error.status !== 402) return undefined;
  const parsed = v.safeParse(FailedPaymentSchema, error.data);
  return parsed.success ? parsed.output.subscription : undefined;
}

/** The 5-minute wait a too-early retry or reactivate answered with (429; 001 §4 countdown). */
export function paymentWaitOf(error: unknown): PaymentWait | undefined {
  if (!isApiError(error) || error.status !== 429) return undefined;
  const parsed = v.safeParse(PaymentWaitSchema, error.data);
  return parsed.success ? parsed.output : undefined;
}

/**
 * Bearer; only the caller's own subscriptions (another's → 404). The actions follow spec 001 §4:
 * a refused one is an ApiError whose serverMessage is the sandbox's (Spanish where 001 §8 gives
 * the text; see API.md "Subscription actions").
 */
export function createSubscriptionsResource(t: Transport) {
  const list = ({ statuses, ...query }: SubscriptionListQuery): Promise<Paged<Subscription>> =>
    t.request('GET', 'subscriptions', {
      query: {
        page: 1,
        limit: 100,
        ...query,
        statuses: statuses?.length ? statuses.join(',') : undefined,
      },
      schema: PagedSubscriptionSchema,
    });
  return {
    get: (id: string): Promise<Subscription> =>
      t.request('GET', `subscription/${seg(id)}`, { schema: SubscriptionSchema }),
    patch: (id: string, body: SubscriptionPatch): Promise<Subscription> =>
      t.request('PATCH', `subscription/${seg(id)}`, { body, schema: SubscriptionSchema }),
    list,
    /** Every subscription of the shopper in the store, 100 a page, looped over pages (002 §7). */
    listAll: (query: Omit<SubscriptionListQuery, 'page'>): Promise<Subscription[]> =>
      readAllPages((page) => list({ ...query, page })),
    /** The price-change answers recorded for it (issue 12 "Price changes as consent"), newest first. */
    priceConsents: (id: string): Promise<PriceConsent[]> =>
      t.request('GET', `subscriptions/${seg(id)}/priceConsents`, { schema: PriceConsentsSchema }),
    /** 001 §4 Pause: the options of the pause dialog; none → "Lo sentimos, tu suscripción no puede pausarse". */
    pausingOptions: (id: string): Promise<PausingOption[]> =>
      t.request('GET', `subscriptions/${seg(id)}/pausingOptions`, { schema: PausingOptionsSchema }),
    /** 001 §4 Resume: the new payday (a subscription that is not paused → 409). */
    resumingOption: (id: string): Promise<ResumingOption> =>
      t.request('GET', `subscriptions/${seg(id)}/resumingOption`, { schema: ResumingOptionSchema }),
    /** Pauses until the chosen option's payday (send one of pausingOptions' paydays). */
    pause: (id: string, option: { payday: string }): Promise<Subscription> =>
      t.request('POST', `subscriptions/${seg(id)}/pause`, {
        body: { payday: option.payday },
        schema: SubscriptionSchema,
      }),
    resume: (id: string): Promise<Subscription> =>
      t.request('POST', `subscriptions/${seg(id)}/resume`, {
        body: {},
        schema: SubscriptionSchema,
      }),
    cancel: (id: string): Promise<Subscription> =>
      t.request('POST', `subscriptions/${seg(id)}/cancel`, {
        body: {},
        schema: SubscriptionSchema,
      }),
    /** A failed attempt's payment (402 declined: subscriptionOfFailedPayment; 429: paymentWaitOf). */
    retry: (id: string, options?: PaymentOptions): Promise<Subscription> =>
      t.request('POST', `subscriptions/${seg(id)}/retry`, paymentRequest(options)),
    /** A suspended (failed) subscription's payment; the same failures as retry. */
    reactivate: (id: string, options?: PaymentOptions): Promise<Subscription> =>
      t.request('POST', `subscriptions/${seg(id)}/reactivate`, paymentRequest(options)),
    /** Pays the coming cycle of an active or pending subscription (the payment screen's "prepay"). */
    prepay: (id: string, options?: PaymentOptions): Promise<Subscription> =>
      t.request('POST', `subscriptions/${seg(id)}/prepay`, paymentRequest(options)),
    /** The card picker's card change; a failure → 001 §8 "No se pudo agregar la tarjeta en la suscripción". */
    saveCardInSub: (id: string, cardId: string): Promise<Subscription> =>
      t.request('POST', `subscriptions/${seg(id)}/saveCardInSub`, {
        body: { cardId },
        schema: SubscriptionSchema,
      }),
    /** The cycles of an expirable subscription (the edit dialog's number of periods). */
    calculateCycles: (query: CyclesQuery): Promise<number> =>
      t.request('GET', 'subscriptions/calculateCycles', {
        query: { ...query },
        schema: v.number(),
      }),
    /** The feed URL of what is coming (charges, deliveries, pause ends): the same one each time unless rotated. */
    calendarLink: ({ rotate, ...query }: CalendarLinkQuery): Promise<CalendarLink> =>
      t.request('POST', 'subscriptions/calendarLink', {
        body: rotate ? { ...query, rotate: true } : query,
        schema: CalendarLinkSchema,
      }),
    /**
     * createApiCheckoutSub (001 §7): the subscription a merchant's fast-checkout token buys, made
     * once (a repeat answers the same list). 404 when the token is unknown, expired or another's.
     */
    createApiCheckoutSub: (input: { token: string; storeId: string }): Promise<ApiCheckoutResult> =>
      t.request('POST', 'subscriptions/apiCheckout', { body: input, schema: ApiCheckoutResultSchema }),
    /** The shopper accepts the merchant's price; the view follows from confirmPriceResultView. */
    shopperConfirmPrice: (
      id: string,
      options: Pick<IdempotentOptions, 'idempotencyKey'> = {},
    ): Promise<ConfirmPriceResult> =>
      t.request('POST', `subscriptions/${seg(id)}/shopperConfirmPrice`, {
        body: {},
        idempotencyKey: options.idempotencyKey,
        schema: ConfirmPriceResultSchema,
      }),
  };
}
export type SubscriptionsResource = ReturnType<typeof createSubscriptionsResource>;
