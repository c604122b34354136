import type { Transport } from '@storefront/sdk';
import { ServiceSchema, type Service } from '../schemas/service';
import { seg } from './ids';

/** 002 §7 "GET services/{serviceId}". Bearer. Unknown → 404 "Service not found". */
export function createServicesResource(t: Transport) {
  return {
    get: (id: string): Promise<Service> =>
      t.request('GET', `services/${seg(id)}`, { schema: ServiceSchema }),
  };
}
