// Spec 002 §8 "Order list failure: error tracked as an orders view error; the list is left
// empty": tracked through the bus's analytics event, which the shell delivers.
import { bus } from '@storefront/bus';
import { isApiError } from '@storefront/sdk';

export const ORDERS_VIEW_ERROR = 'Orders_View_Error';

export function trackOrdersViewError(error: unknown): void {
  bus.emit('analytics', {
    kind: 'track',
    event: ORDERS_VIEW_ERROR,
    props: {
      view: 'orders',
      status: isApiError(error) ? error.status : null,
      message: error instanceof Error ? error.message : String(error),
    },
  });
}
