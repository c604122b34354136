import * as v from 'valibot';
import { isApiError, type Transport } from '@storefront/sdk';
import {
  KhipuPaymentSchema,
  MercadoPagoPreferenceSchema,
  WebpayPlusPaymentSchema,
  WebpayPlusValidationSchema,
  type KhipuPayment,
  type MercadoPagoPreference,
  type WebpayPlusPayment,
  type WebpayPlusValidation,
} from '../schemas/rails';

/** 001 §7 "subscriptionId or paymentIntentId": exactly one. */
export type RailTarget = { subscriptionId: string } | { paymentIntentId: string };

export type WebpayPlusBody = RailTarget & { returnUrl: string };
export type KhipuBody = RailTarget & { subject: string; returnUrl: string; notifyUrl?: string };
export type MercadoPagoBody = RailTarget & {
  subject: string;
  successUrl: string;
  failureUrl: string;
  pendingUrl: string;
  notifyUrl?: string;
};

/** The first commit's answer a repeated validatePayment was refused with (409 "Token already committed"). */
export function committedAnswerOf(error: unknown): WebpayPlusValidation | undefined {
  if (!isApiError(error) || error.status !== 409) return undefined;
  const parsed = v.safeParse(WebpayPlusValidationSchema, error.data);
  return parsed.success ? parsed.output : undefined;
}

/**
 * 001 §7 transactions and providers: each start returns the provider page to send the browser to
 * and the transaction to poll. "Notify URLs point to server-side validation endpoints for Khipu
 * (by store id) and Mercado Pago (storeId query)": the SDK fills them from its own base URL when
 * not given (the sandbox refuses any other).
 */
export function createRailsResource(t: Transport) {
  const base = t.baseUrl.replace(/\/+$/, '');
  const khipuNotifyUrl = (storeId: string) =>
    `${base}/transactions/khipu/notify/${encodeURIComponent(storeId)}`;
  const mercadoPagoNotifyUrl = (storeId: string) =>
    `${base}/transactions/mercadopago/notify?storeId=${encodeURIComponent(storeId)}`;
  return {
    khipuNotifyUrl,
    mercadoPagoNotifyUrl,
    webpayPlus: {
      createPayment: (body: WebpayPlusBody): Promise<WebpayPlusPayment> =>
        t.request('POST', 'transactions/webpayplus/createPayment', {
          body,
          schema: WebpayPlusPaymentSchema,
        }),
      /** The commit: call it only on a `token_ws` return without `TBK_TOKEN`. */
      validatePayment: (token: string): Promise<WebpayPlusValidation> =>
        t.request('POST', 'transactions/webpayplus/validatePayment', {
          body: { token },
          schema: WebpayPlusValidationSchema,
        }),
    },
    khipu: {
      createPayment: ({ notifyUrl, ...body }: KhipuBody, storeId: string): Promise<KhipuPayment> =>
        t.request('POST', 'transactions/khipu/createPayment', {
          body: { ...body, notifyUrl: notifyUrl ?? khipuNotifyUrl(storeId) },
          schema: KhipuPaymentSchema,
        }),
    },
    mercadoPago: {
      preference: (
        { notifyUrl, ...body }: MercadoPagoBody,
        storeId: string,
      ): Promise<MercadoPagoPreference> =>
        t.request('POST', 'transactions/mercadopago/preference', {
          body: { ...body, notifyUrl: notifyUrl ?? mercadoPagoNotifyUrl(storeId) },
          schema: MercadoPagoPreferenceSchema,
        }),
    },
  };
}
