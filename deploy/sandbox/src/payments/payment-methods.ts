// The single-use payment methods of 002 §3 "Payment method catalogue" ('Webpay Plus', 'Khipu
// Payment Initiation', 'Mercado Pago Checkout Pro') and the codes a store lists them by in
// GET /stores/{id}/availablePaymentMethods.
import type { DbExecutor, RailProvider } from '../db/schema/index';

export const SINGLE_USE_METHODS: Record<string, RailProvider> = {
  'Webpay Plus': 'webpay-plus',
  'Khipu Payment Initiation': 'khipu',
  'Mercado Pago Checkout Pro': 'mercado-pago',
};
export const SINGLE_USE_METHOD_NAMES = Object.keys(SINGLE_USE_METHODS);
export const METHOD_NAME_OF: Record<RailProvider, string> = {
  'webpay-plus': 'Webpay Plus',
  khipu: 'Khipu Payment Initiation',
  'mercado-pago': 'Mercado Pago Checkout Pro',
};
export const METHOD_NOT_AVAILABLE = 'Payment method not available';

/** Whether the store offers this rail (its payment_methods codes). */
export async function storeOffers(
  db: DbExecutor,
  storeId: string,
  provider: RailProvider,
): Promise<boolean> {
  const store = await db
    .selectFrom('stores')
    .select('payment_methods')
    .where('id', '=', storeId)
    .executeTakeFirst();
  return Boolean(store?.payment_methods.includes(provider));
}
