// Every call the three seed documents name with its verb and path, as their own tables write it
// (000 §7 "The calls it makes", 001 §7 "Calls", 002 §7 "Calls"). The SDK must make each call it
// uses with exactly this verb and path, and the API must serve every one (contract.sandbox.test.ts).
// Where two seeds name the same call differently, both are served and `sdkUses` says which one the
// SDK makes. Calls whose path a seed does not show are in sdk-extensions.ts.

export interface SeedCall {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** As the seed writes it (leading and trailing slashes are not significant). */
  path: string;
  /** Where it is named. */
  spec: string;
  /** Absent: the SDK makes this call. Otherwise why it does not (the call it makes instead). */
  sdkUses?: { instead: string };
}

const call = (
  method: SeedCall['method'],
  path: string,
  spec: string,
  sdkUses?: SeedCall['sdkUses'],
): SeedCall => (sdkUses ? { method, path, spec, sdkUses } : { method, path, spec });

export const SEED_CALLS: readonly SeedCall[] = [
  // 000 §7 Carts
  call('GET', 'carts/getOrCreate', '000 §7 Carts'),
  call('GET', 'carts/count', '000 §7 Carts'),
  call('GET', 'carts/mergeCarts', '000 §7 Carts'),
  call('POST', 'carts/addProduct', '000 §7 Carts'),
  call('PUT', 'carts/patchProduct', '000 §7 Carts'),
  call('PUT', 'carts/removeProduct', '000 §7 Carts'),
  call('POST', 'carts/process', '000 §7 Carts'),
  // 000 §7 Auth
  call('POST', 'auth/login', '000 §7 Auth'),
  call('POST', 'auth/guestLogin', '000 §7 Auth'),
  call('POST', 'auth/register', '000 §7 Auth'),
  call('POST', 'auth/google', '000 §7 Auth'),
  call('POST', 'auth/bypass', '000 §7 Auth'),
  call('POST', 'auth/generateCode', '000 §7 Auth'),
  call('GET', 'auth/verifyCode', '000 §7 Auth', {
    instead: 'POST auth/verifyCode (002 §7): the code stays out of URLs',
  }),
  call('GET', 'auth/profile', '000 §7 Auth'),
  call('PUT', 'auth/', '000 §7 Auth'),
  call('POST', 'auth/recoverPassword', '000 §7 Auth'),
  call('GET', 'auth/validateRecoverToken', '000 §7 Auth'),
  call('POST', 'auth/changePassword', '000 §7 Auth'),
  call('GET', 'auth/decodeUser', '000 §7 Auth'),
  call('GET', 'users/checkEmail', '000 §7 Auth, 001 §7'),
  call('GET', 'users/{userId}', '000 §7 Auth, 001 §7'),
  call('POST', 'users/{userId}/addAddress', '000 §7 Auth, 001 §7'),
  // 000 §7 Store, template, policy
  call('GET', 'stores/', '000 §7 Store'),
  call('GET', 'stores/{id}', '000 §7 Store'),
  call('GET', 'stores/{id}/availablePaymentMethods', '000 §7 Store'),
  call('GET', 'templates/{id}', '000 §7 Store'),
  call('GET', 'policies/{storeId}', '000 §7 Store'),
  // 000 §7 Catalogue
  call('GET', 'catalog/products', '000 §7 Catalogue'),
  call('GET', 'catalog/categories', '000 §7 Catalogue'),
  call('GET', 'catalog/brands', '000 §7 Catalogue'),
  call('GET', 'catalog/products/{id}', '000 §7 Catalogue'),
  call('GET', 'catalog/products/sku/{sku}', '000 §7 Catalogue'),
  call('GET', 'catalog/products/skuOrId/{value}', '000 §7 Catalogue'),
  call('GET', 'categories/', '000 §7 Catalogue'),
  call('GET', 'categories/name/', '000 §7 Catalogue'),
  // 000 §7 Payers
  call('GET', 'payers/', '000 §7 Payers'),
  call('GET', 'payers/{id}', '000 §7 Payers'),
  call('POST', 'payers/', '000 §7 Payers'),
  call('POST', 'payers/shopper/{userId}', '000 §7 Payers'),
  call('PUT', 'payers/{id}', '000 §7 Payers', {
    instead: 'PATCH payer/{id} (002 §7), the same update',
  }),
  call('DELETE', 'payers/{id}', '000 §7 Payers'),
  // 001 §7
  call('GET', 'shippings/getPrice', '001 §7'),
  call('GET', 'shippings/{id}', '001 §7'),
  call('GET', '/transactions/{id}', '001 §7'),
  call('GET', '/transactions/', '001 §7'),
  call('POST', '/transactions/khipu/createPayment', '001 §7'),
  call('POST', '/transactions/mercadopago/preference', '001 §7'),
  call('POST', '/transactions/webpayplus/createPayment', '001 §7'),
  call('POST', '/transactions/webpayplus/validatePayment', '001 §7'),
  call('GET', '/charges/shopper/', '001 §7'),
  call('GET', '/charges/{id}', '001 §7, 002 §7 Charges'),
  call('PUT', '/charges/{id}', '001 §7 (002 §7 says PATCH without a path: the API answers both)'),
  call('POST', '/charges/createFromService', '001 §7, 002 §7 Charges'),
  // 002 §7
  call('GET', 'delivery/{deliveryId}', '002 §7 Orders'),
  call('GET', 'delivery/', '002 §7 Orders'),
  call('GET', 'subscription/{id}', '002 §7 Subscriptions'),
  call('PATCH', 'subscription/{id}', '002 §7 Subscriptions'),
  call('PATCH', 'payer/{id}', '002 §7 Profile and payers'),
  call('GET', 'services/{serviceId}', '002 §7 Services'),
  call('GET', '/billings/invoices/payment-intent/{paymentIntentId}', '002 §7 Single payments'),
  call('GET', '/paymentLinks/{paymentLinkId}', '002 §7 Single payments'),
  call('POST', '/auth/refresh', '002 §7 Token refresh'),
  call('POST', '/auth/verifyCode', '002 §7 Token refresh'),
];
