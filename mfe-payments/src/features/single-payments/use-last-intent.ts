// 002 §4 "Load with result=success: the last intent is fetched and the redirect screen for Mercado
// Pago or Webpay Plus is shown": the newest intent of the request (whatever its status), whose
// transaction this tab kept across the redirect.
import { paymentsApi } from '@storefront/sdk/payments';
import { useServerData } from '@storefront/state';

/** undefined while loading (or disabled), null when the request has none or it cannot be read. */
export function useLastIntentId(
  paymentRequestId: string,
  enabled: boolean,
): string | null | undefined {
  const { state } = useServerData(
    enabled ? ['last-intent', paymentRequestId] : null,
    async (api) => (await paymentsApi(api).intents.listByRequest(paymentRequestId))[0]?._id ?? null,
    { revalidateOnMount: true },
  );
  return state.status === 'error' ? null : state.data;
}
