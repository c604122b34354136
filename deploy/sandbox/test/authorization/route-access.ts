// Issue 10 authorization matrix: how every /v1 route is reached, in one table the suite reads (kept
// in three parts under routes/, by feature, joined here in their order). A route the sandbox
// registers without an entry here fails the suite, so a new object endpoint is listed (and its
// owner-only requests written) the day it is added.
//  - public: store and catalogue data anybody may read;
//  - entry: sign-in and recovery entry points, whose credentials travel in the body;
//  - self: answers about the caller, whoever calls (never about anybody else);
//  - object: reads or changes the owner's objects; `requests` builds requests aimed at Ana's
//    objects, which every other caller must be refused (401, 403 or 404) without a trace of hers.
import { ACCOUNT_AND_CATALOG_ROUTES } from './routes/accounts-and-catalog';
import { CART_AND_SUBSCRIPTION_ROUTES } from './routes/carts-and-subscriptions';
import { PAYMENT_ROUTES } from './routes/payments';

export interface OwnerScene {
  /** Ana's cart line in tienda-demo (made by the suite before it starts). */
  cartLineId: string;
  paymentRequestIds: string[];
  /** Ana's charges (an approved retry of a subscription scene made by the suite). */
  transactionIds: string[];
  /** Issue 13: Ana's payment intents (an initiated one on her tienda-demo request). */
  paymentIntentIds: string[];
  /** Issue 13: an intent of Ana's paid with Webpay Plus (it has an invoice). */
  paidIntentIds: string[];
  /** Issue 13: the Webpay Plus token of a payment Ana started (not paid). */
  webpayTokens: string[];
  /** Issue 13 fast checkout: the token of an API checkout a merchant minted for Ana. */
  apiCheckoutTokens: string[];
}

export interface ObjectRequest {
  method: string;
  url: string;
  body?: unknown;
  /** Changes or deletes the owner's object: only non-owners send it. */
  destructive?: boolean;
}

export type RouteAccess =
  | { kind: 'public' | 'entry' | 'self'; why: string }
  | {
      kind: 'object';
      requests(scene: OwnerScene): ObjectRequest[];
      /** Callers who may read it by design (a payment link is its own key). */
      capabilityHolders?: Array<'guest'>;
    };

export const ROUTE_ACCESS: Record<string, RouteAccess> = {
  ...ACCOUNT_AND_CATALOG_ROUTES,
  ...CART_AND_SUBSCRIPTION_ROUTES,
  ...PAYMENT_ROUTES,
};
