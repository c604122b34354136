// A payment request's screen (spec 002 §2 Single payments, §5 "only methods reported as available
// for the store AND flagged single-use", §8 "Available-methods failure: logged, and an empty list
// is used"): the request, and either the methods the screen may offer or, once paid, the last
// successful intent (002 §2 "it goes to the success route using the last successful payment
// intent").
import { singlePaymentMethods, type PaymentMethodInfo } from '@storefront/domain';
import { isApiError, type Api, type PaymentRequest } from '@storefront/sdk';
import { paymentsApi } from '@storefront/sdk/payments';
import type { RouteDataContext } from './route-data-context';

/** What a load settles to; a failure that may pass on a retry is thrown (the error state). */
export type SinglePaymentLoad =
  | { status: 'not-found' }
  /** Paid: the receipt is the last successful intent's (null when none is found). */
  | { status: 'completed'; request: PaymentRequest; paidIntentId: string | null }
  | { status: 'ready'; request: PaymentRequest; methods: PaymentMethodInfo[] };

/** A missing request, one the shopper may not see, or one of another store: all "not found". */
function isNotFound(error: unknown): boolean {
  return isApiError(error) && [400, 403, 404].includes(error.status);
}

export async function loadSinglePayment(
  api: Api,
  paymentRequestId: string,
  storeId: string,
): Promise<SinglePaymentLoad> {
  let request: PaymentRequest;
  try {
    request = await api.paymentRequests.get(paymentRequestId);
  } catch (error) {
    if (isNotFound(error)) return { status: 'not-found' };
    throw error; // logged by the page's reader
  }
  if (request.storeId !== storeId) return { status: 'not-found' };
  if (request.status === 'completed') {
    const [paid] = await paymentsApi(api)
      .intents.listByRequest(request._id, { status: 'successful' })
      .catch((error: unknown) => {
        console.error('[mfe-payments] single payment: successful intent failed', error);
        return [];
      });
    return { status: 'completed', request, paidIntentId: paid?._id ?? null };
  }
  const available = await api.stores
    .availablePaymentMethods(request.storeId)
    .catch((error: unknown) => {
      console.error('[mfe-payments] single payment: available methods failed', error);
      return [] as string[];
    });
  return { status: 'ready', request, methods: singlePaymentMethods(available) };
}

export function start({ api, cache, userId, storeId, params }: RouteDataContext): void {
  const { paymentRequestId } = params;
  if (userId && paymentRequestId)
    cache.prefetch(['payment-request', storeId, paymentRequestId], () =>
      loadSinglePayment(api, paymentRequestId, storeId),
    );
}
