// Loads the payment request and the methods the screen may offer (spec 002 §2 Single payments,
// §5 "only methods reported as available for the store AND flagged single-use", §8 "Available-
// methods failure: logged, and an empty list is used"), through the page's server-data cache.
import { singlePaymentMethods, type PaymentMethodInfo } from '@storefront/domain';
import { isApiError, type Api, type PaymentRequest } from '@storefront/sdk';
import { useServerData } from '@storefront/state';

export type SinglePaymentState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'completed'; request: PaymentRequest }
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
  // Not built yet: the success route with the last successful payment intent (002 §2).
  if (request.status === 'completed') return { status: 'completed', request };
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
