import type { Transport } from '@storefront/sdk';
import { InvoiceSchema, type Invoice } from '../schemas/invoice';
import { seg } from './ids';

/** 002 §7 "GET /billings/invoices/payment-intent/{paymentIntentId}" (none → 404 "Invoice not found"). */
export function createInvoicesResource(t: Transport) {
  return {
    byPaymentIntent: (paymentIntentId: string): Promise<Invoice> =>
      t.request('GET', `billings/invoices/payment-intent/${seg(paymentIntentId)}`, {
        schema: InvoiceSchema,
      }),
  };
}
