import type { Transport } from '../transport';
import { PaymentRequestSchema, type PaymentRequest } from '../schemas/payment-request';
import { seg } from './ids';

export function createPaymentRequestsResource(t: Transport) {
  return {
    /** Bearer required; guests allowed. */
    get: (id: string): Promise<PaymentRequest> => t.request('GET', `paymentRequests/${seg(id)}`, { schema: PaymentRequestSchema }),
  };
}
export type PaymentRequestsResource = ReturnType<typeof createPaymentRequestsResource>;
