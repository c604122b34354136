// Starting a payment on a redirect rail (001 §7; contract "Rails"): create the provider payment for
// the target, keep its transaction id for the return, send the browser to the provider's page.
// The return URLs are the current page's (railReturnUrls); the notify URLs are this API's own
// (the server refuses any other: no SSRF).
import { railReturnUrls, type RailName } from '@storefront/domain';
import type { Api } from '@storefront/sdk';
import { railLocation } from './rail-location';
import { railTargetId, type RailTarget } from './rail-target';
import { railTransactionStore } from './rail-transaction-store';
import { railsApi, type RailPaymentCreated } from './rails-api';

export interface StartRailPayment {
  rail: RailName;
  target: RailTarget;
  storeId: string;
  /** What the shopper pays for, shown on the provider's page (Khipu, Mercado Pago). */
  subject: string;
  /** The page the provider returns to; default the current one. */
  pageUrl?: string;
}

/** `{api}/transactions/khipu/notify/{storeId}` and `{api}/transactions/mercadopago/notify?storeId=`. */
export function railNotifyUrls(apiBaseUrl: string, storeId: string) {
  const base = apiBaseUrl.replace(/\/+$/, '');
  return {
    khipu: `${base}/transactions/khipu/notify/${encodeURIComponent(storeId)}`,
    mercadoPago: `${base}/transactions/mercadopago/notify?storeId=${encodeURIComponent(storeId)}`,
  };
}

function create(api: Api, input: StartRailPayment): Promise<RailPaymentCreated> {
  const calls = railsApi(api);
  const returns = railReturnUrls(input.pageUrl ?? window.location.href);
  const notify = railNotifyUrls(api.baseUrl, input.storeId);
  switch (input.rail) {
    case 'webpay-plus':
      return calls.webpayPlusCreate({ ...input.target, returnUrl: returns.webpayPlus });
    case 'khipu':
      return calls.khipuCreate({
        ...input.target,
        subject: input.subject,
        notifyUrl: notify.khipu,
        returnUrl: returns.khipu,
      });
    case 'mercado-pago':
      return calls.mercadoPagoPreference({
        ...input.target,
        subject: input.subject,
        successUrl: returns.mercadoPago.success,
        failureUrl: returns.mercadoPago.failure,
        pendingUrl: returns.mercadoPago.pending,
        notifyUrl: notify.mercadoPago,
      });
  }
}

/** Creates the payment and leaves the page; rejects (staying on the page) when the call fails. */
export async function startRailPayment(api: Api, input: StartRailPayment): Promise<void> {
  const created = await create(api, input);
  railTransactionStore.set(railTargetId(input.target), created.transaction._id);
  railLocation.assign(created.redirectUrl);
}
