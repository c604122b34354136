import * as v from 'valibot';
import { optStr } from './common';

/** 002 §3 "Payment intent … status (initiated, successful, and an expired/failed state set through an expire call)". */
export type PaymentIntentStatus = 'initiated' | 'successful' | 'expired' | 'failed';

/** The single-use methods an intent pays with (002 §3 "Payment method catalogue"). */
export type SingleUseMethodName =
  'Webpay Plus' | 'Khipu Payment Initiation' | 'Mercado Pago Checkout Pro';

/** PaymentIntent (002 §3; API.md "Payments (issue 13)"): expirationDate is created + 10 minutes. */
export const PaymentIntentSchema = v.looseObject({
  _id: v.string(),
  paymentRequestId: v.string(),
  storeId: optStr(),
  userEmail: v.string(),
  paymentMethod: v.looseObject({ name: v.string() }),
  price: v.number(),
  currency: v.optional(v.string(), 'clp'),
  /** PaymentIntentStatus (others may appear). */
  status: v.string(),
  expirationDate: v.string(),
  createdAt: optStr(),
  transactionId: optStr(),
});
export type PaymentIntent = v.InferOutput<typeof PaymentIntentSchema>;
export const PaymentIntentListSchema = v.array(PaymentIntentSchema);

/** The failure body's data of 409 "Another payment intent is in progress". */
export const IntentInProgressSchema = v.looseObject({ paymentIntent: PaymentIntentSchema });
