// Tests only: fixture builders for the provider's data, each parsed by the SDK's own valibot schema,
// so a fixture that does not match the API fails at once with the schema's message (issue 38).
// `aX(overrides)` merges the overrides (the schema's input: what the API sends) over a tienda-demo
// default, one level deep, and returns what the SDK would hand the app (defaults filled in).
import {
  CardSchema,
  CartLineSchema,
  CartSchema,
  PayerSchema,
  PaymentRequestSchema,
  PolicySchema,
  ProductSchema,
  StoreSchema,
  TemplateSchema,
  UserSchema,
  ViewsSchema,
  isApiError,
  parseShape,
  type Schema,
  type Store,
} from '@storefront/sdk';
import { ChargeSchema, ServiceSchema } from '@storefront/sdk/charges';
import { SubscriptionProductSchema, SubscriptionSchema } from '@storefront/sdk/subscriptions';
import { TransactionSchema } from '@storefront/sdk/transactions';

type Types<S> = S extends { readonly '~standard': { readonly types?: infer T } }
  ? NonNullable<T>
  : never;
/** What the API sends for a schema (its input). */
type Input<S> = Types<S> extends { readonly input: infer I } ? I : never;
/** What the SDK hands the app (the schema's output). */
type Output<S> = Types<S> extends { readonly output: infer O } ? O : never;
/** A builder's overrides: any of the fields the API sends. */
export type Overrides<S> = Partial<Input<S>>;

/** Parses `data` with `schema`; a mismatch throws naming the builder and each issue. */
export function parseFixture<T>(builder: string, schema: Schema<T>, data: unknown): T {
  try {
    return parseShape(schema, data, { status: 200, code: 200, method: 'FIXTURE', url: builder });
  } catch (error) {
    if (isApiError(error))
      throw new Error(`${builder}: the fixture does not match the API: ${error.serverMessage}`);
    throw error;
  }
}

function builder<S extends Schema<unknown>>(
  name: string,
  schema: S,
  base: () => Partial<Input<S>>,
) {
  return (overrides: Overrides<S> = {}): Output<S> =>
    parseFixture(name, schema as unknown as Schema<Output<S>>, {
      ...(base() as object),
      ...(overrides as object),
    });
}

export const STORE_ID = 'st-tienda-demo';

/** tienda-demo (deliverable), no views configured. */
export const aStore = builder('aStore', StoreSchema, () => ({
  _id: STORE_ID,
  name: 'tienda-demo',
  active: true,
  serviceType: 'deliverable' as const,
  userOptionalAttrs: {},
  merchants: [],
  content: { navigation: { navbar: { storeName: 'Tienda Demo' }, footer: {} }, views: {} },
}));

export const aTemplate = builder('aTemplate', TemplateSchema, () => ({
  _id: 'tpl',
  styles: { colors: {} },
}));

export const aPolicy = builder('aPolicy', PolicySchema, () => ({ storeId: STORE_ID }));

export const aProduct = builder('aProduct', ProductSchema, () => ({
  _id: 'td-p-0001',
  storeId: STORE_ID,
  active: true,
  name: 'Producto',
  sku: 'TD-P-0001',
  currency: 'clp' as const,
  prices: { single: 1990 },
}));

export const aCartLine = builder('aCartLine', CartLineSchema, () => ({
  _id: 'po-td-p-0001',
  productId: 'td-p-0001',
  name: 'Producto',
  currency: 'clp' as const,
  singlePrice: 1990,
  price: 1990,
  quantity: 1,
  billingType: 'single',
}));

export const aCart = builder('aCart', CartSchema, () => ({
  _id: 'cart-1',
  storeId: STORE_ID,
  products: [],
  bundles: [],
  totalLength: 0,
}));

export const aCard = builder('aCard', CardSchema, () => ({
  _id: 'card-1',
  userId: 'u-ana',
  storeId: STORE_ID,
  brand: 'Visa',
  type: 'Credit',
  digits: '4242',
}));

/** Ana's profile as `auth/profile` answers it. */
export const aUser = builder('aUser', UserSchema, () => ({
  userId: 'u-ana',
  email: 'ana@demo.cl',
  name: 'Ana',
  lastName: 'Pérez',
  rut: '11111111-1',
  phone: '912345678',
  phonePrefix: '+56',
}));

export const aPayer = builder('aPayer', PayerSchema, () => ({
  _id: 'payer-ana',
  userId: 'u-ana',
  storeId: STORE_ID,
  active: true,
}));

export const aService = builder('aService', ServiceSchema, () => ({
  _id: 'svc-sv-0001',
  storeId: 'st-servicios-demo',
  name: 'Mantención mensual de jardín',
  price: 29990,
  currency: 'clp',
  active: true,
  installments: 1,
}));

export const aSubscription = builder('aSubscription', SubscriptionSchema, () => ({
  _id: 'sub-1',
  storeId: STORE_ID,
  userId: 'u-ana',
  status: 'active',
  type: 'recurring' as const,
  price: 1990,
  payday: '2025-01-01',
  billingFrequency: 30,
  products: [],
}));

/** A charge's instalment: a 'single' subscription of the charge, pending, no card yet (002 §3). */
export const anInstalment = builder('anInstalment', SubscriptionSchema, () => ({
  _id: 'ch-1-i1',
  storeId: STORE_ID,
  userId: 'u-ana',
  chargeId: 'ch-1',
  status: 'pending',
  type: 'single' as const,
  cardId: null,
  currency: 'clp',
  price: 30000,
  payday: '2025-01-01',
  billingFrequency: 0,
  paymentMethods: [{ name: 'Webpay Oneclick', priority: 1 }],
  products: [],
}));

export const aSubscriptionProduct = builder(
  'aSubscriptionProduct',
  SubscriptionProductSchema,
  () => ({
    productId: 'td-p-0001',
    name: 'Producto',
    quantity: 1,
    price: 1990,
  }),
);

/** A pending charge of Ana's: not approved yet, so no card, payment type, payment or approval. */
export const aCharge = builder('aCharge', ChargeSchema, () => ({
  _id: 'ch-1',
  storeId: STORE_ID,
  userId: 'u-ana',
  name: 'Cobro',
  status: 'pending',
  totalPrice: 10000,
  currency: 'clp',
  cardId: null,
  paymentType: null,
  installments: 1,
  subscriptions: [],
  files: [],
  paidTotal: 0,
  delinquent: false,
  serviceId: null,
  approvedAt: null,
}));

/** A completed Oneclick charge to Ana (001 §7 GET transactions/{id}). */
export const aTransaction = builder('aTransaction', TransactionSchema, () => ({
  _id: 'tx-1',
  storeId: STORE_ID,
  userId: 'u-ana',
  kind: 'oneclick',
  status: 'completed',
  amount: 10000,
  currency: 'clp',
  subscriptionIds: [],
  deliveryIds: [],
}));

/** A pending single-payment request to Ana (002 §5). */
export const aPaymentRequest = builder('aPaymentRequest', PaymentRequestSchema, () => ({
  _id: 'pr-1',
  storeId: STORE_ID,
  userEmail: 'ana@demo.cl',
  userId: 'u-ana',
  price: 25000,
  currency: 'clp',
  description: 'Pago de prueba',
  status: 'pending',
}));

/** `store` with `views` merged over its views, parsed again (e.g. a store's overlay texts). */
export const withViews = (store: Store, views: Overrides<typeof ViewsSchema>): Store =>
  aStore({ ...store, content: { ...store.content, views: { ...store.content.views, ...views } } });
