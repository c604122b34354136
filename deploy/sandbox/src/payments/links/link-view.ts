// PaymentLink as /v1 serves it (002 §3 "Payment link: _id, plus display fields").
import type { Selectable } from 'kysely';
import type { PaymentLinksTable } from '../../db/schema/index';

export const PAYMENT_LINK_NOT_FOUND = 'Payment link not found';

export function toPaymentLink(row: Selectable<PaymentLinksTable>) {
  return {
    _id: row.id,
    storeId: row.store_id,
    price: row.price,
    currency: row.currency,
    description: row.description,
    status: row.status,
    createdAt: new Date(row.created_at).toISOString(),
  };
}
