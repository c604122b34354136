// @storefront/sdk/purchases: what a shopper buys and where it goes. Shipping quotes, the places
// search, processing the cart and orders, with their schemas; the subscription calls and the
// transactions are the entries '@storefront/sdk/subscriptions' and '@storefront/sdk/transactions'.
// A shared module ships whole, so these live in an entry of their own (its own federation
// singleton) that loads with the screens that buy or list purchases, not with every page: the
// main entry stays what every page needs (session, store, catalogue, cart, cards).
//
// Its modules import what belongs to the main entry by the package's name ('@storefront/sdk'), so
// federation hands them the page's one copy (one ApiError class for instanceof, one CartSchema)
// instead of bundling a second one.
import type { Api, Transport } from '@storefront/sdk';
import { createDeliveriesResource } from './resources/deliveries';
import { createPlacesResource } from './resources/places';
import { createProcessCart } from './resources/process-cart';
import { createShippingsResource } from './resources/shippings';

function createPurchases(transport: Transport) {
  return {
    shippings: createShippingsResource(transport),
    places: createPlacesResource(transport),
    deliveries: createDeliveriesResource(transport),
    /** POST carts/process with its Idempotency-Key. */
    processCart: createProcessCart(transport),
  };
}

export type PurchasesApi = ReturnType<typeof createPurchases>;

const byTransport = new WeakMap<Transport, PurchasesApi>();

/** The purchases calls over an Api's transport (same base URL, tokens, refresh and 401 rules). */
export function purchasesApi(api: Pick<Api, 'transport'>): PurchasesApi {
  let purchases = byTransport.get(api.transport);
  if (!purchases) {
    purchases = createPurchases(api.transport);
    byTransport.set(api.transport, purchases);
  }
  return purchases;
}

export * from './schemas/shipping';
export * from './schemas/place';
export * from './schemas/subscription';
export * from './schemas/delivery';
export * from './schemas/checkout';
export type { ShippingPriceQuery } from './resources/shippings';
// The subscription schemas stay here as types and values: a processed cart answers with its new
// subscriptions (checkout's ProcessResult). The calls are the entry '@storefront/sdk/subscriptions'.
export type {
  CalendarLinkQuery,
  CyclesQuery,
  PaymentOptions,
  SubscriptionListQuery,
  SubscriptionPatch,
  SubscriptionProductPatch,
  SubscriptionAddressPatch,
} from './resources/subscriptions';
export type { DeliveryListQuery } from './resources/deliveries';
export type { PlacesProvider, PlacesQuery, PlacesCallOptions } from './resources/places';
export {
  cartOfFailedProcess,
  type ProcessCartBody,
  type ProcessCartOptions,
} from './resources/process-cart';
