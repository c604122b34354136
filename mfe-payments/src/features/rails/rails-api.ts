// The rail calls (001 §7 "POST /transactions/khipu/createPayment", "…/mercadopago/preference",
// "…/webpayplus/createPayment", "…/webpayplus/validatePayment"; the issue-13 contract's bodies).
// TEMPORARY: these go through the SDK's escape hatch until '@storefront/sdk/payments' lands with
// its rails; then this file maps onto that entry and nothing else here changes.
import type { Api } from '@storefront/sdk';
import type { RailTarget } from './rail-target';

export interface RailPaymentCreated {
  redirectUrl: string;
  transaction: { _id: string };
}

export interface WebpayPlusCommit {
  status: 'completed' | 'failed' | 'canceled';
  transaction: { _id: string; status?: string };
}

export function railsApi(api: Pick<Api, 'request'>) {
  return {
    webpayPlusCreate: (body: RailTarget & { returnUrl: string }) =>
      api.request<RailPaymentCreated & { paymentToken: string }>(
        'POST',
        'transactions/webpayplus/createPayment',
        { body },
      ),
    webpayPlusValidate: (token: string) =>
      api.request<WebpayPlusCommit>('POST', 'transactions/webpayplus/validatePayment', {
        body: { token },
      }),
    khipuCreate: (body: RailTarget & { subject: string; notifyUrl: string; returnUrl: string }) =>
      api.request<RailPaymentCreated & { paymentId: string }>(
        'POST',
        'transactions/khipu/createPayment',
        { body },
      ),
    mercadoPagoPreference: (
      body: RailTarget & {
        subject: string;
        successUrl: string;
        failureUrl: string;
        pendingUrl: string;
        notifyUrl: string;
      },
    ) =>
      api.request<RailPaymentCreated & { preferenceId: string }>(
        'POST',
        'transactions/mercadopago/preference',
        { body },
      ),
  };
}
