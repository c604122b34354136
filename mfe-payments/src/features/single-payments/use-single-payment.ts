// Loads the payment request and the methods the screen may offer (spec 002 §2 Single payments,
// §5 "only methods reported as available for the store AND flagged single-use", §8 "Available-
// methods failure: logged, and an empty list is used").
import { useCallback, useEffect, useState } from 'react';
import { singlePaymentMethods, type PaymentMethodInfo } from '@storefront/domain';
import { isApiError, type PaymentRequest } from '@storefront/sdk';
import { useApi } from '@storefront/state';

export type SinglePaymentState =
  | { status: 'loading' }
  | { status: 'not-found' }
  | { status: 'error' }
  | { status: 'completed'; request: PaymentRequest }
  | { status: 'ready'; request: PaymentRequest; methods: PaymentMethodInfo[] };

/** A missing request, one the shopper may not see, or one of another store: all "not found". */
function isNotFound(error: unknown): boolean {
  return isApiError(error) && [400, 403, 404].includes(error.status);
}

export function useSinglePayment(paymentRequestId: string | undefined, storeId: string) {
  const api = useApi();
  const [state, setState] = useState<SinglePaymentState>({ status: 'loading' });

  const load = useCallback(
    async (isCurrent: () => boolean = () => true) => {
      if (!paymentRequestId) return setState({ status: 'not-found' });
      setState({ status: 'loading' });
      let request: PaymentRequest;
      try {
        request = await api.paymentRequests.get(paymentRequestId);
      } catch (error) {
        if (!isNotFound(error))
          console.error('[mfe-payments] single payment: request failed', error);
        if (isCurrent()) setState({ status: isNotFound(error) ? 'not-found' : 'error' });
        return;
      }
      if (request.storeId !== storeId) {
        if (isCurrent()) setState({ status: 'not-found' });
        return;
      }
      // Not built yet: the success route with the last successful payment intent (002 §2).
      if (request.status === 'completed') {
        if (isCurrent()) setState({ status: 'completed', request });
        return;
      }
      const available = await api.stores
        .availablePaymentMethods(request.storeId)
        .catch((error: unknown) => {
          console.error('[mfe-payments] single payment: available methods failed', error);
          return [] as string[];
        });
      if (isCurrent())
        setState({ status: 'ready', request, methods: singlePaymentMethods(available) });
    },
    [api, paymentRequestId, storeId],
  );

  useEffect(() => {
    let current = true;
    void load(() => current);
    return () => {
      current = false;
    };
  }, [load]);

  return { state, retry: () => void load() };
}
