// 002 §4 "Load with result=success: the last intent is fetched and the redirect screen for Mercado
// Pago or Webpay Plus is shown": the newest intent of the request (whatever its status), whose
// transaction this tab kept across the redirect.
import { useEffect, useState } from 'react';
import { paymentsApi } from '@storefront/sdk/payments';
import { useApi } from '@storefront/state';

/** undefined while loading (or disabled), null when the request has none. */
export function useLastIntentId(
  paymentRequestId: string,
  enabled: boolean,
): string | null | undefined {
  const api = useApi();
  const [id, setId] = useState<string | null | undefined>(undefined);
  useEffect(() => {
    if (!enabled) return;
    let live = true;
    paymentsApi(api)
      .intents.listByRequest(paymentRequestId)
      .then(
        ([last]) => live && setId(last?._id ?? null),
        (error: unknown) => {
          console.error('[mfe-payments] single payment: last intent could not be read', error);
          if (live) setId(null);
        },
      );
    return () => {
      live = false;
    };
  }, [api, enabled, paymentRequestId]);
  return enabled ? id : undefined;
}
