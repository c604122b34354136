// @storefront/sdk/payments: single payments and the payment rails (spec 001 §7 transactions and
// providers; 002 §4 Payment intent, §7 payment intents, invoices, payment links; API.md
// "Payments (issue 13)"). An entry of its own: only the payments remote's screens load it.
import type { Api, Transport } from '@storefront/sdk';
import { createInvoicesResource } from './resources/invoices';
import { createPaymentIntentsResource } from './resources/payment-intents';
import { createPaymentLinksResource } from './resources/payment-links';
import { createRailsResource } from './resources/rails';

function createPaymentsResource(t: Transport) {
  return {
    intents: createPaymentIntentsResource(t),
    invoices: createInvoicesResource(t),
    links: createPaymentLinksResource(t),
    rails: createRailsResource(t),
  };
}
export type PaymentsApi = ReturnType<typeof createPaymentsResource>;

const byTransport = new WeakMap<Transport, PaymentsApi>();

/** The payment calls over an Api's transport (same base URL, tokens, refresh and 401 rules). */
export function paymentsApi(api: Pick<Api, 'transport'>): PaymentsApi {
  let payments = byTransport.get(api.transport);
  if (!payments) {
    payments = createPaymentsResource(api.transport);
    byTransport.set(api.transport, payments);
  }
  return payments;
}

export * from './schemas/payment-intent';
export * from './schemas/invoice';
export * from './schemas/payment-link';
export * from './schemas/rails';
export { intentInProgressOf, type NewPaymentIntent } from './resources/payment-intents';
export {
  committedAnswerOf,
  type KhipuBody,
  type MercadoPagoBody,
  type RailTarget,
  type WebpayPlusBody,
} from './resources/rails';
