// Loads the payment request and the methods the screen may offer (spec 002 §2 Single payments,
// §5, §8), through the page's server-data cache. The route declares this read (routes.json
// `data`: single-payment), so the shell has started it before this code arrives (issue 41).
import type { PaymentMethodInfo } from '@storefront/domain';
import type { PaymentRequest } from '@storefront/sdk';
import { useServerData } from '@storefront/state';
import {
  loadSinglePayment,
  type SinglePaymentLoad,
} from '@storefront/state/route-data/single-payment';

export type SinglePaymentState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  /** Paid: the receipt is the last successful intent's (null when none is found). */
  | { status: 'completed'; request: PaymentRequest; paidIntentId: string | null }
  | { status: 'ready'; request: PaymentRequest; methods: PaymentMethodInfo[] };

export function useSinglePayment(paymentRequestId: string | undefined, storeId: string) {
  const { state, reload } = useServerData<SinglePaymentLoad>(
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
