// PaymentIntent as /v1 serves it (002 §3 "Payment intent"; API.md "Payments (issue 13)").
import type { Selectable } from 'kysely';
import type { PaymentIntentsTable } from '../../db/schema/index';

export const INTENT_LIFETIME_MS = 10 * 60 * 1000;
export const PAYMENT_INTENT_NOT_FOUND = 'Payment intent not found';

export function toPaymentIntent(row: Selectable<PaymentIntentsTable>) {
  return {
    _id: row.id,
    paymentRequestId: row.payment_request_id,
    storeId: row.store_id,
    userEmail: row.user_email,
    paymentMethod: { name: row.payment_method },
    price: row.price,
    currency: row.currency,
    status: row.status,
    expirationDate: new Date(row.expiration_date).toISOString(),
    createdAt: new Date(row.created_at).toISOString(),
    transactionId: row.transaction_id,
  };
}
export type PaymentIntentView = ReturnType<typeof toPaymentIntent>;

/** An `initiated` intent whose expirationDate has passed no longer blocks or takes a payment. */
export const isLive = (
  row: Pick<Selectable<PaymentIntentsTable>, 'status' | 'expiration_date'>,
  now: Date,
) => row.status === 'initiated' && new Date(row.expiration_date).getTime() > now.getTime();
