import * as v from 'valibot';
import { PaymentIntentSchema } from './payment-intent';

/** Every rail answer carries the transaction to poll (GET /transactions/{id}: pending → completed | failed). */
const TransactionRefSchema = v.looseObject({ _id: v.string(), status: v.optional(v.string()) });

/** 002 §3 "Webpay create-payment payload … Response: paymentToken, redirectUrl". */
export const WebpayPlusPaymentSchema = v.looseObject({
  paymentToken: v.string(),
  redirectUrl: v.string(),
  transaction: TransactionRefSchema,
});
export type WebpayPlusPayment = v.InferOutput<typeof WebpayPlusPaymentSchema>;

/** 001 §7 "POST /transactions/khipu/createPayment … redirectUrl etc.". */
export const KhipuPaymentSchema = v.looseObject({
  paymentId: v.string(),
  redirectUrl: v.string(),
  transaction: TransactionRefSchema,
});
export type KhipuPayment = v.InferOutput<typeof KhipuPaymentSchema>;

/** 001 §7 "POST /transactions/mercadopago/preference … preferenceId, redirectUrl". */
export const MercadoPagoPreferenceSchema = v.looseObject({
  preferenceId: v.string(),
  redirectUrl: v.string(),
  transaction: TransactionRefSchema,
});
export type MercadoPagoPreference = v.InferOutput<typeof MercadoPagoPreferenceSchema>;

/** validatePayment's answer (the Webpay Plus commit): 'completed' | 'failed' | 'canceled'. */
export const WebpayPlusValidationSchema = v.looseObject({
  status: v.string(),
  transaction: TransactionRefSchema,
  subscription: v.optional(v.looseObject({ _id: v.string(), status: v.string() })),
  paymentIntent: v.optional(PaymentIntentSchema),
});
export type WebpayPlusValidation = v.InferOutput<typeof WebpayPlusValidationSchema>;
