// A service (spec 002 §7 Services "GET by id"), which its page and its checkout read.
import type { Api } from '@storefront/sdk';
import { chargesApi } from '@storefront/sdk/charges';
import type { RouteDataContext } from './route-data-context';

export const loadService = (api: Api, serviceId: string) => chargesApi(api).services.get(serviceId);

export function start({ api, cache, userId, params }: RouteDataContext): void {
  const { serviceId } = params;
  if (userId && serviceId)
    cache.prefetch(['service', serviceId], () => loadService(api, serviceId));
}
