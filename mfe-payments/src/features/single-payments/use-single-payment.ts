// Loads the payment request and the methods the screen may offer (spec 002 §2 Single payments,
// §5 "only methods reported as available for the store AND flagged single-use", §8 "Available-
// methods failure: logged, and an empty list is used"), through the page's server-data cache.
import { singlePaymentMethods, type PaymentMethodInfo } from '@storefront/domain';
import { isApiError, type Api, type PaymentRequest } from '@storefront/sdk';
import { paymentsApi } from '@storefront/sdk/payments';
import { useServerData } from '@storefront/state';

export type SinglePaymentState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  /** Paid: the receipt is the last successful intent's (null when none is found). */
  | { status: 'completed'; request: PaymentRequest; paidIntentId: string | null }
  | { status: 'ready'; request: PaymentRequest; methods: PaymentMethodInfo[] };

/** What a load settles to; a failure that may pass on a retry is thrown (the error state). */
type Loaded = Extract<SinglePaymentState, { status: 'not-found' | 'completed' | 'ready' }>;

/** A missing request, one the shopper may not see, or one of another store: all "not found". */
function isNotFound(error: unknown): boolean {
  return isApiError(error) && [400, 403, 404].includes(error.status);
}

async function loadSinglePayment(
  api: Api,
  paymentRequestId: string,
  storeId: string,
): Promise<Loaded> {
  let request: PaymentRequest;
  try {
    request = await api.paymentRequests.get(paymentRequestId);
  } catch (error) {
    if (isNotFound(error)) return { status: 'not-found' };
    throw error; // logged by useServerData
  }
  if (request.storeId !== storeId) return { status: 'not-found' };
  // 002 §2 "it goes to the success route using the last successful payment intent".
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

export function useSinglePayment(paymentRequestId: string | undefined, storeId: string) {
  const { state, reload } = useServerData<Loaded>(
    paymentRequestId ? ['payment-request', storeId, paymentRequestId] : null,
    (api) => loadSinglePayment(api, paymentRequestId!, storeId),
    // A request is paid elsewhere (the provider's page, another tab): never offer a cached one.
    { revalidateOnMount: true },
  );
  const result: SinglePaymentState = !paymentRequestId
    ? { status: 'not-found' }
    : state.status === 'ready'
      ? state.data
      : state.status === 'error'
        ? { status: 'error' }
        : { status: 'loading' };
  return { state: result, retry: () => void reload() };
}
