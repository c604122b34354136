// Loads what the receipt shows (spec 002 §2 "single-payments/{id}/success/{intentId}", §7 "GET
// /billings/invoices/payment-intent/{paymentIntentId}"): the payment request, the intent and its
// invoice. No request → 'Solicitud de pago no encontrada'; no intent of that request or no
// invoice → 'Comprobante de pago no encontrado'.
import { isApiError, type Api, type PaymentRequest } from '@storefront/sdk';
import { paymentsApi, type Invoice, type PaymentIntent } from '@storefront/sdk/payments';
import { useServerData } from '@storefront/state';

export type ReceiptState =
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'request-not-found' }
  | { status: 'receipt-not-found'; request: PaymentRequest }
  | { status: 'ready'; request: PaymentRequest; intent: PaymentIntent; invoice: Invoice };

type Loaded = Exclude<ReceiptState, { status: 'loading' | 'error' }>;

/** A missing record, or one the shopper may not read: "not found" (anything else may pass on a retry). */
const isNotFound = (error: unknown) => isApiError(error) && [400, 403, 404].includes(error.status);

/** null when not found; other failures are thrown (the error state with a retry). */
async function orNull<T>(call: Promise<T>): Promise<T | null> {
  try {
    return await call;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

async function loadReceipt(
  api: Api,
  paymentRequestId: string,
  paymentIntentId: string,
  storeId: string,
): Promise<Loaded> {
  const payments = paymentsApi(api);
  const [request, intent, invoice] = await Promise.all([
    orNull(api.paymentRequests.get(paymentRequestId)),
    orNull(payments.intents.get(paymentIntentId)),
    orNull(payments.invoices.byPaymentIntent(paymentIntentId)),
  ]);
  if (!request || request.storeId !== storeId) return { status: 'request-not-found' };
  if (!intent || !invoice || intent.paymentRequestId !== request._id) {
    return { status: 'receipt-not-found', request };
  }
  // The invoice names the method and payer; an older one without them takes the intent's.
  const complete: Invoice = {
    ...invoice,
    paymentMethod: invoice.paymentMethod ?? intent.paymentMethod,
    payerEmail: invoice.payerEmail || intent.userEmail,
  };
  return { status: 'ready', request, intent, invoice: complete };
}

export function useReceipt(
  paymentRequestId: string | undefined,
  paymentIntentId: string | undefined,
  storeId: string,
) {
  const ids = paymentRequestId && paymentIntentId ? { paymentRequestId, paymentIntentId } : null;
  const { state, reload } = useServerData<Loaded>(
    ids ? ['receipt', storeId, ids.paymentRequestId, ids.paymentIntentId] : null,
    (api) => loadReceipt(api, ids!.paymentRequestId, ids!.paymentIntentId, storeId),
  );
  const result: ReceiptState = !ids
    ? { status: 'request-not-found' }
    : state.status === 'ready'
      ? state.data
      : state.status === 'error'
        ? { status: 'error' }
        : { status: 'loading' };
  return { state: result, retry: () => void reload() };
}
