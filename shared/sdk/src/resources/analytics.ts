import type { Transport } from '../transport';
import { AnalyticsReceiptSchema, type AnalyticsEvent, type AnalyticsReceipt } from '../schemas/analytics';

export function createAnalyticsResource(t: Transport) {
  return {
    /**
     * Sends one event (public route; no refresh on a 401). `keepalive` lets it finish while the
     * page unloads. Callers fire and forget: catch the rejection, never await it in a click.
     */
    send: (event: AnalyticsEvent): Promise<AnalyticsReceipt> =>
      t.request('POST', 'analytics/events', {
        body: event,
        schema: AnalyticsReceiptSchema,
        keepalive: true,
        retryOnUnauthorized: false,
      }),
  };
}
export type AnalyticsResource = ReturnType<typeof createAnalyticsResource>;
