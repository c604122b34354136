import type { Selectable } from 'kysely';
import type { PaymentRequestsTable } from '../db/schema/index';

export function toPaymentRequest(row: Selectable<PaymentRequestsTable>) {
  return {
    _id: row.id,
    storeId: row.store_id,
    userEmail: row.user_email,
    userId: row.user_id,
    price: row.price,
    currency: row.currency,
    description: row.description,
    status: row.status,
    callbackUrl: row.callback_url,
    paymentLinkId: row.payment_link_id ?? null,
    createdAt: row.created_at,
  };
}
