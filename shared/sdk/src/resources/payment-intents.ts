import * as v from 'valibot';
import { isApiError, type IdempotentOptions, type Transport } from '@storefront/sdk';
import {
  IntentInProgressSchema,
  PaymentIntentListSchema,
  PaymentIntentSchema,
  type PaymentIntent,
  type SingleUseMethodName,
} from '../schemas/payment-intent';
import { seg } from './ids';

export interface NewPaymentIntent {
  paymentRequestId: string;
  userEmail: string;
  paymentMethod: { name: SingleUseMethodName | (string & {}) };
  /** Must equal the request's price (else 400 "Price does not match the payment request"). */
  price: number;
}

/** The initiated intent of another method a create was refused for (409 "Another payment intent is in progress"). */
export function intentInProgressOf(error: unknown): PaymentIntent | undefined {
  if (!isApiError(error) || error.status !== 409) return undefined;
  const parsed = v.safeParse(IntentInProgressSchema, error.data);
  return parsed.success ? parsed.output.paymentIntent : undefined;
}

/** 002 §4 / §7 payment intents. Bearer, guests allowed; the caller must be able to read the request. */
export function createPaymentIntentsResource(t: Transport) {
  return {
    /** Creates one, or answers the live initiated intent of the same method (racing creates make one). */
    create: (
      body: NewPaymentIntent,
      options: Pick<IdempotentOptions, 'idempotencyKey'> = {},
    ): Promise<PaymentIntent> =>
      t.request('POST', 'paymentIntents', {
        body,
        schema: PaymentIntentSchema,
        idempotencyKey: options.idempotencyKey,
      }),
    get: (id: string): Promise<PaymentIntent> =>
      t.request('GET', `paymentIntents/${seg(id)}`, { schema: PaymentIntentSchema }),
    /** Newest first, optionally only 'initiated' or 'successful'. */
    listByRequest: (
      paymentRequestId: string,
      query: { status?: 'initiated' | 'successful' } = {},
    ): Promise<PaymentIntent[]> =>
      t.request('GET', `paymentRequests/${seg(paymentRequestId)}/paymentIntents`, {
        query,
        schema: PaymentIntentListSchema,
      }),
    /** initiated → expired (an expired one answers as is; a successful one → 409). */
    expire: (id: string): Promise<PaymentIntent> =>
      t.request('POST', `paymentIntents/${seg(id)}/expire`, { schema: PaymentIntentSchema }),
  };
}
