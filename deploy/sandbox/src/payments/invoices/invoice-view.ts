// Invoice as /v1 serves it (002 §3 "Invoice: _id, createdAt, currency, referenceCurrency
// (optional), totalGrossAmount, referenceTotalGrossAmount (optional)"; the receipt's "Monto
// original" / "Monto final" read the reference and gross amounts).
import type { Selectable } from 'kysely';
import type { InvoicesTable } from '../../db/schema/index';

export const INVOICE_NOT_FOUND = 'Invoice not found';

export function toInvoice(row: Selectable<InvoicesTable>) {
  return {
    _id: row.id,
    paymentIntentId: row.payment_intent_id,
    paymentRequestId: row.payment_request_id,
    storeId: row.store_id,
    createdAt: new Date(row.created_at).toISOString(),
    currency: row.currency,
    referenceCurrency: row.reference_currency,
    totalGrossAmount: row.total_gross_amount,
    referenceTotalGrossAmount: row.reference_total_gross_amount,
    paymentMethod: { name: row.payment_method },
    payerEmail: row.payer_email,
    payerName: row.payer_name,
    payerRut: row.payer_rut,
    description: row.description,
  };
}
