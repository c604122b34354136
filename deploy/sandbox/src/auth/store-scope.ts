// Store admission on every call (issue 36, finding 1). Admission to a store used to be checked at
// sign-in only, so a token made at tienda-demo registered a card and checked out at farmacia-demo,
// which refuses that account. Now one preHandler hook checks it for every /v1 route: the table
// below says, for each route, which store a call is about (a storeId it names, or the store of the
// caller's own object it names) or why the route is not about a store. A registered caller whom
// that store would not let in (store-access.ts `mayEnter`: a member, or sign-up open, or shared
// accounts) gets 403 "Store access denied" before the handler runs, so nothing is read or written.
// A /v1 route missing from the table stops the server at start-up: a new route is classified the
// day it is added.
//  - Guests are not checked: a guest token is made without a store or any credential (guestLogin
//    takes none), so binding it to one would stop nobody; what a guest reaches is keyed by its own
//    capability (a guestId, a payment link), and cards and checkout refuse guests anyway.
//  - An object that is not the caller's (or does not exist) resolves to no store: the handler's
//    own 404 answers, so the 403 never tells whether somebody else's id exists.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { sql } from 'kysely';
import type { AppContext } from '../context';
import type { DbExecutor } from '../db/schema/index';
import { authenticate, type AuthUser } from '../http/authenticate';
import { HttpError } from '../http/errors';
import { canReadPaymentRequest } from '../payment-requests/request-access';
import { mayEnter } from './store-access';
import { AUTH_MESSAGES } from './validation';

/** The store a call of a registered caller is about, or null when it names none of hers. */
export type StoreOf = (
  request: FastifyRequest,
  auth: AuthUser,
  db: DbExecutor,
) => Promise<string | null>;

export type StoreScope = { storeOf: StoreOf } | { unscoped: string };

declare module 'fastify' {
  interface FastifyContextConfig {
    storeOf?: StoreOf;
  }
}

const field = (source: unknown, name: string): string | null => {
  const value =
    source && typeof source === 'object' ? (source as Record<string, unknown>)[name] : undefined;
  return typeof value === 'string' && value ? value : null;
};
const fromBodyOrQuery = (request: FastifyRequest, name: string) =>
  field(request.body, name) ?? field(request.query, name);

/** The storeId the call names (body or query). */
const namedStore: StoreOf = async (request) => fromBodyOrQuery(request, 'storeId');

/** A cart call is the account's only with a userId; a guest cart (guestId alone) is nobody's. */
const userCartStore: StoreOf = async (request) =>
  fromBodyOrQuery(request, 'userId') ? fromBodyOrQuery(request, 'storeId') : null;

type OwnedTable = 'cards' | 'payers' | 'subscriptions' | 'deliveries' | 'charges' | 'transactions';

async function ownedStore(db: DbExecutor, table: OwnedTable, id: string | null, userId: string) {
  if (!id) return null;
  const { rows } = await sql<{ store_id: string }>`
    select store_id from ${sql.table(table)} where id = ${id} and user_id = ${userId}`.execute(db);
  return rows[0]?.store_id ?? null;
}

/** The store of the caller's own row whose id is the path's `param`. */
const ownRow =
  (table: OwnedTable, param = 'id'): StoreOf =>
  (request, auth, db) =>
    ownedStore(db, table, field(request.params, param), auth.userId);

async function readableRequestStore(db: DbExecutor, auth: AuthUser, id: string | null) {
  if (!id) return null;
  const row = await db
    .selectFrom('payment_requests')
    .select(['store_id', 'user_id', 'user_email'])
    .where('id', '=', id)
    .executeTakeFirst();
  return row && canReadPaymentRequest(auth, row) ? row.store_id : null;
}

async function readableIntentStore(db: DbExecutor, auth: AuthUser, id: string | null) {
  if (!id) return null;
  const intent = await db
    .selectFrom('payment_intents')
    .select('payment_request_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return intent ? readableRequestStore(db, auth, intent.payment_request_id) : null;
}

const requestInPath: StoreOf = (request, auth, db) =>
  readableRequestStore(db, auth, field(request.params, 'id'));
const intentInPath =
  (param: string): StoreOf =>
  (request, auth, db) =>
    readableIntentStore(db, auth, field(request.params, param));

/** A rail payment pays the caller's subscription or an intent she may read. */
const railTargetStore: StoreOf = async (request, auth, db) =>
  (await ownedStore(db, 'subscriptions', field(request.body, 'subscriptionId'), auth.userId)) ??
  readableIntentStore(db, auth, field(request.body, 'paymentIntentId'));

const webpayPaymentStore: StoreOf = async (request, auth, db) => {
  const token = field(request.body, 'token');
  if (!token) return null;
  const row = await db
    .selectFrom('provider_payments')
    .select('store_id')
    .where('id', '=', token)
    .where('user_id', '=', auth.userId)
    .executeTakeFirst();
  return row?.store_id ?? null;
};

const serviceStore: StoreOf = async (request, _auth, db) => {
  const id = field(request.body, 'serviceId');
  if (!id) return null;
  const row = await db
    .selectFrom('services')
    .select('store_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.store_id ?? null;
};

const paymentLinkStore: StoreOf = async (request, _auth, db) => {
  const id = field(request.params, 'id');
  if (!id) return null;
  const row = await db
    .selectFrom('payment_links')
    .select('store_id')
    .where('id', '=', id)
    .executeTakeFirst();
  return row?.store_id ?? null;
};

const signIn = {
  unscoped: 'a sign-in or recovery step: the route applies the store policy itself',
};
const account = { unscoped: 'the account itself: accounts are platform-wide' };
const publicData = { unscoped: 'public data: nothing of an account' };
const publicOffer = {
  unscoped: 'a store’s public offer (a quote, a service, a payment link): any bearer, guests too',
};
const provider = { unscoped: 'the provider’s notification: no bearer, its token is the key' };
const scoped = (storeOf: StoreOf): StoreScope => ({ storeOf });

const SUBSCRIPTION_ROUTES = [
  'GET /v1/subscription/:id',
  'PATCH /v1/subscription/:id',
  'GET /v1/subscriptions/:id',
  'PATCH /v1/subscriptions/:id',
  'GET /v1/subscriptions/:id/priceConsents',
  'GET /v1/subscriptions/:id/pausingOptions',
  'GET /v1/subscriptions/:id/resumingOption',
  'POST /v1/subscriptions/:id/pause',
  'POST /v1/subscriptions/:id/resume',
  'POST /v1/subscriptions/:id/cancel',
  'POST /v1/subscriptions/:id/retry',
  'POST /v1/subscriptions/:id/reactivate',
  'POST /v1/subscriptions/:id/prepay',
  'POST /v1/subscriptions/:id/shopperConfirmPrice',
  'POST /v1/subscriptions/:id/saveCardInSub',
];

/** Every /v1 route: the store its calls are about, or why it is about none. */
export const STORE_SCOPE: Record<string, StoreScope> = {
  'POST /v1/auth/login': signIn,
  'POST /v1/auth/guestLogin': signIn,
  'POST /v1/auth/refresh': signIn,
  'GET /v1/users/checkEmail': signIn,
  'POST /v1/auth/generateCode': signIn,
  'GET /v1/auth/verifyCode': signIn,
  'POST /v1/auth/verifyCode': signIn,
  'POST /v1/auth/register': signIn,
  'POST /v1/auth/recoverPassword': signIn,
  'GET /v1/auth/validateRecoverToken': signIn,
  'POST /v1/auth/changePassword': signIn,
  'GET /v1/auth/decodeUser': signIn,
  'POST /v1/auth/bypass': signIn,
  'POST /v1/auth/google': signIn,
  'POST /v1/auth/logout': account,
  'GET /v1/auth/profile': account,
  'PUT /v1/auth': account,
  'GET /v1/users/:userId': account,
  'POST /v1/users/:userId/addAddress': account,

  'GET /v1/stores': publicData,
  'GET /v1/stores/:id': publicData,
  'GET /v1/stores/:id/availablePaymentMethods': publicData,
  'GET /v1/templates/:id': publicData,
  'GET /v1/policies/:id': publicData,
  'GET /v1/catalog/products': publicData,
  'GET /v1/catalog/products/sku/:sku': publicData,
  'GET /v1/catalog/products/skuOrId/:value': publicData,
  'GET /v1/catalog/products/:id': publicData,
  'GET /v1/catalog/categories': publicData,
  'GET /v1/catalog/brands': publicData,
  'GET /v1/categories': publicData,
  'GET /v1/categories/name': publicData,
  'GET /v1/holidays': publicData,
  'GET /v1/openapi.json': { unscoped: 'the API’s own description: nothing of an account' },
  'GET /v1/places/autocomplete': publicData,
  'GET /v1/places/details': publicData,
  'POST /v1/analytics/events': publicData,
  'GET /v1/subscriptions/calculateCycles': publicData,
  'GET /v1/shippings/getPrice': publicOffer,
  'GET /v1/shippings/:id': publicOffer,
  'GET /v1/services/:id': publicOffer,
  'GET /v1/paymentLinks/:id': publicOffer,
  'GET /v1/calendar/:token.ics': {
    unscoped: 'no bearer: the feed’s token is the key, handed out by calendarLink (checked)',
  },
  'POST /v1/transactions/khipu/notify/:storeId': provider,
  'POST /v1/transactions/mercadopago/notify': provider,

  'GET /v1/carts/getOrCreate': scoped(userCartStore),
  'GET /v1/carts/count': scoped(userCartStore),
  'POST /v1/carts/addProduct': scoped(userCartStore),
  'PUT /v1/carts/patchProduct': scoped(userCartStore),
  'PUT /v1/carts/removeProduct': scoped(userCartStore),
  'GET /v1/carts/mergeCarts': scoped(namedStore),
  'POST /v1/carts/process': scoped(namedStore),

  'GET /v1/payers': scoped(namedStore),
  'POST /v1/payers': scoped(namedStore),
  'POST /v1/payers/shopper/:userId': scoped(namedStore),
  'GET /v1/payers/:id': scoped(ownRow('payers')),
  'PUT /v1/payers/:id': scoped(ownRow('payers')),
  'PATCH /v1/payers/:id': scoped(ownRow('payers')),
  'PATCH /v1/payer/:id': scoped(ownRow('payers')),
  'DELETE /v1/payers/:id': scoped(ownRow('payers')),

  'GET /v1/cards/user/:userId': scoped(namedStore),
  'GET /v1/cards/:id': scoped(ownRow('cards')),
  'GET /v1/cards/:id/canBeDeleted': scoped(ownRow('cards')),
  'DELETE /v1/cards/:id': scoped(ownRow('cards')),
  'POST /v1/cards/inscription': scoped(namedStore),
  'POST /v1/cards/inscription/confirm': scoped(namedStore),

  'GET /v1/subscriptions': scoped(namedStore),
  ...Object.fromEntries(SUBSCRIPTION_ROUTES.map((key) => [key, scoped(ownRow('subscriptions'))])),
  'POST /v1/subscriptions/apiCheckout': scoped(namedStore),
  'POST /v1/subscriptions/calendarLink': scoped(namedStore),
  'GET /v1/delivery': scoped(namedStore),
  'GET /v1/delivery/:id': scoped(ownRow('deliveries')),
  'GET /v1/deliveries': scoped(namedStore),
  'GET /v1/deliveries/:id': scoped(ownRow('deliveries')),
  // Without a storeId the list is the account's own, over every store.
  'GET /v1/transactions': scoped(namedStore),
  'GET /v1/transactions/:id': scoped(ownRow('transactions')),

  'GET /v1/charges/shopper': scoped(namedStore),
  'GET /v1/charges/:id': scoped(ownRow('charges')),
  'PUT /v1/charges/:id': scoped(ownRow('charges')),
  'PATCH /v1/charges/:id': scoped(ownRow('charges')),
  'POST /v1/charges/:id/saveCardInInstallments': scoped(ownRow('charges')),
  'POST /v1/charges/createFromService': scoped(serviceStore),

  'GET /v1/paymentRequests/:id': scoped(requestInPath),
  'GET /v1/paymentRequests/:id/paymentIntents': scoped(requestInPath),
  'POST /v1/paymentIntents': scoped((request, auth, db) =>
    readableRequestStore(db, auth, field(request.body, 'paymentRequestId')),
  ),
  'GET /v1/paymentIntents/:id': scoped(intentInPath('id')),
  'POST /v1/paymentIntents/:id/expire': scoped(intentInPath('id')),
  'GET /v1/billings/invoices/payment-intent/:paymentIntentId': scoped(
    intentInPath('paymentIntentId'),
  ),
  'POST /v1/paymentLinks/:id/paymentRequests': scoped(paymentLinkStore),
  'POST /v1/transactions/webpayplus/createPayment': scoped(railTargetStore),
  'POST /v1/transactions/webpayplus/validatePayment': scoped(webpayPaymentStore),
  'POST /v1/transactions/khipu/createPayment': scoped(railTargetStore),
  'POST /v1/transactions/mercadopago/preference': scoped(railTargetStore),
};

/** 403 "Store access denied" unless the account may enter the store (members, open or shared stores). */
export async function requireStoreAdmission(
  db: DbExecutor,
  auth: AuthUser,
  storeId: string,
): Promise<void> {
  if (auth.isGuest) return;
  if (!(await mayEnter(db, auth.userId, storeId)))
    throw new HttpError(403, AUTH_MESSAGES.storeAccessDenied);
}

export function installStoreAdmission(app: FastifyInstance, ctx: AppContext): void {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/v1/') && route.url !== '/v1') return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      // Fastify's own HEAD twin of a GET route is that GET route.
      const key = `${method === 'HEAD' ? 'GET' : method} ${route.url}`;
      const scope = STORE_SCOPE[key];
      if (!scope) throw new Error(`${key} has no entry in STORE_SCOPE (src/auth/store-scope.ts)`);
      if ('storeOf' in scope)
        route.config = { ...(route.config ?? {}), storeOf: scope.storeOf } as typeof route.config;
    }
  });
  // After validation (a malformed call is still its 400), before the handler.
  app.addHook('preHandler', async (request) => {
    const storeOf = request.routeOptions.config.storeOf;
    if (!storeOf) return;
    const auth = await authenticate(ctx, request);
    if (!auth || auth.isGuest) return; // no bearer: the route's own 401 (or a guest cart)
    const storeId = await storeOf(request, auth, ctx.db);
    if (storeId) await requireStoreAdmission(ctx.db, auth, storeId);
  });
}
