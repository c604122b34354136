// The keys of the page's server-data cache (ARCHITECTURE.md "How data loads"), written once: every
// read any screen or remote makes, by name, with its parameters. A key is the plain array
// `[name, ...parameters]`, written where the screen reads; the cache's types hold it to a shape
// below, so two screens reading the same data name it the same way (and share one request), and a
// change refreshes it by a prefix of that shape (`cache.invalidate(['charges'])`).
// Types only, on purpose: key factories were tried (issue 38) and cost 0.1–1.0 KB per route,
// because each chunk that reads carries its own copy of the module; a type costs nothing.

/** Each read: its name and the parameters after it (a longer tuple is a read under a shorter). */
export interface ServerDataKeys {
  /** GET auth/profile of the signed-in shopper (the profile page, service checkout, edit); and
   * with the store's active payer, in one read (checkout). */
  profile: [userId: string] | [userId: string, storeId: string];
  /** The shopper's payers in a store (GET payers/?userId&storeId): company data. */
  payers: [userId: string, storeId: string];
  /** The cart of one owner in a store (GET carts/getOrCreate): `cartKey`, `storeCartsKey`. */
  cart: [storeId: string, guestId: string, userId: string | null];

  /** A product by id (GET catalog/products/{id}): a cart line's, an order line's, an edited item's;
   * and the products the subscription edit's "add a product" dialog lists for a query. */
  catalog:
    ['product', productId: string] | ['products', storeId: string, 'edit-add', query: string];
  /** The product page or dialog: a product by SKU or id in a store. */
  product: [storeId: string, skuOrId: string];
  /** The catalogue's first page for a filter set (JSON), server-rendered, then paged by cursor. */
  catalogFirstPage: [storeId: string, filters: string];
  /** A landing category's products (its query fragment). */
  'landing-products': [storeId: string, fragment: string];
  categories: [storeId: string];
  brands: [storeId: string];
  /** Chile's public holidays of a year (the holidays service of 001 §7, not the provider API). */
  holidays: [year: number];

  /** The shopper's cards in a store; Mis tarjetas adds whether each may be deleted. */
  cards: [userId: string, storeId: string] | [userId: string, storeId: string, 'with-delete-check'];
  /** The shopper's other card already paying instalments (one credit card for instalments). */
  'instalment-card': [storeId: string, userId: string, exceptSubscriptionId: string];

  subscriptions: [userId: string, storeId: string];
  /** One subscription (GET subscription/{id}), and its price-change answers under it. */
  subscription: [subscriptionId: string] | [subscriptionId: string, 'priceConsents'];
  /** The cart's price-change notice: the shopper's subscriptions whose price changed. */
  'price-changes': [storeId: string, userId: string];

  /** The orders list, and each order under it. */
  orders: [userId: string, storeId: string] | [userId: string, storeId: string, deliveryId: string];

  charges: [userId: string, storeId: string, status: string];
  charge: [chargeId: string];
  /** A charge as its approval flow reads it (the charge and the store's available methods). */
  'charge-approval': [userId: string, storeId: string, chargeId: string];
  service: [serviceId: string];

  /** A shipping price for a commune, currency and amount. */
  shipping: [storeId: string, commune: string, currency: string, amount: number];
  /** The phone prefixes' country list (static data, loaded on demand). */
  'phone-countries': [];

  /** A subscription's pause options and its resume payday, as their dialogs read them. */
  'pausing-options': [subscriptionId: string];
  'resuming-option': [subscriptionId: string];

  /** The payment screen's subscription (or instalment) and what it needs. */
  'payment-screen': [storeId: string, subscriptionId: string];
  /** A single payment's request and its store data. */
  'payment-request': [storeId: string, paymentRequestId: string];
  receipt: [storeId: string, paymentRequestId: string, paymentIntentId: string];
  /** A payment link (GET paymentLinks/{id}); null when unknown or inactive. */
  'payment-link': [paymentLinkId: string];
  /** The newest intent of a payment request, read on the return from a rail. */
  'last-intent': [paymentRequestId: string];
  /** What a money action left (issue 39): its subscriptions' ids (each with its last charge), joined. */
  'money-outcome': [subscriptions: string];
}

type KeyOf<N extends keyof ServerDataKeys> = ServerDataKeys[N] extends infer P
  ? P extends readonly unknown[]
    ? readonly [N, ...P]
    : never
  : never;

/** A whole key: one of the reads above. */
export type ServerDataKey = { [N in keyof ServerDataKeys]: KeyOf<N> }[keyof ServerDataKeys];

type Prefixes<T extends readonly unknown[]> = T extends readonly [...infer Head, unknown]
  ? T | Prefixes<readonly [...Head]>
  : T;

/** A key or a prefix of one (at least the name): what `invalidate` refreshes. */
export type ServerDataPrefix = Exclude<Prefixes<ServerDataKey>, readonly []>;
