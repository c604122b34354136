import type { Transport } from '@storefront/sdk';
import { PaymentLinkSchema, type PaymentLink } from '../schemas/payment-link';
import { PaymentRequestSchema, type PaymentRequest } from '../schemas/payment-request';
import { seg } from './ids';

/** 002 §2 paymentLink, §7 "GET /paymentLinks/{id}", "Get-or-create payment request … body {userEmail, userId}". */
export function createPaymentLinksResource(t: Transport) {
  return {
    /** Unknown or inactive → 404 "Payment link not found". */
    get: (id: string): Promise<PaymentLink> =>
      t.request('GET', `paymentLinks/${seg(id)}`, { schema: PaymentLinkSchema }),
    /** The caller's pending request for the link, created once (userId and userEmail: the caller's own). */
    getOrCreateRequest: (
      id: string,
      body: { userEmail: string; userId: string },
    ): Promise<PaymentRequest> =>
      t.request('POST', `paymentLinks/${seg(id)}/paymentRequests`, {
        body,
        schema: PaymentRequestSchema,
      }),
  };
}
