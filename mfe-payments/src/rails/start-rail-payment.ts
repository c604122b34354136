// Starting a payment on a redirect rail (001 §7; contract "Rails"): create the provider payment for
// the target, keep its transaction id for the return, send the browser to the provider's page.
// The return URLs are the current page's (railReturnUrls); the SDK fills the notify URLs with this
// API's own (the server refuses any other: no SSRF).
import { railReturnUrls, type RailName } from '@storefront/domain';
import type { Api } from '@storefront/sdk';
import { paymentsApi } from '@storefront/sdk/payments';
import { railLocation } from './rail-location';
import { railTargetId, type RailTarget } from './rail-target';
import { railTransactionStore } from './rail-transaction-store';

export interface StartRailPayment {
  rail: RailName;
  target: RailTarget;
  storeId: string;
  /** What the shopper pays for, shown on the provider's page (Khipu, Mercado Pago). */
  subject: string;
  /** The page the provider returns to; default the current one. */
  pageUrl?: string;
}

function create(
  api: Api,
  input: StartRailPayment,
): Promise<{ redirectUrl: string; transaction: { _id: string } }> {
  const { rails } = paymentsApi(api);
  const returns = railReturnUrls(input.pageUrl ?? window.location.href);
  switch (input.rail) {
    case 'webpay-plus':
      return rails.webpayPlus.createPayment({ ...input.target, returnUrl: returns.webpayPlus });
    case 'khipu':
      return rails.khipu.createPayment(
        { ...input.target, subject: input.subject, returnUrl: returns.khipu },
        input.storeId,
      );
    case 'mercado-pago':
      return rails.mercadoPago.preference(
        {
          ...input.target,
          subject: input.subject,
          successUrl: returns.mercadoPago.success,
          failureUrl: returns.mercadoPago.failure,
          pendingUrl: returns.mercadoPago.pending,
        },
        input.storeId,
      );
  }
}

/** Creates the payment and leaves the page; rejects (staying on the page) when the call fails. */
export async function startRailPayment(api: Api, input: StartRailPayment): Promise<void> {
  const created = await create(api, input);
  railTransactionStore.set(railTargetId(input.target), created.transaction._id);
  railLocation.assign(created.redirectUrl);
}
