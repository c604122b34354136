// @storefront/sdk/charges: charges (cobros) and services (spec 002 §7 Charges, Services; 001 §7
// charges calls; API.md "Charges and services (issue 14)"). An entry of its own: only the charges
// panel, the service pages and the payment screen of an instalment load it.
import type { Api, Transport } from '@storefront/sdk';
import { createChargesResource } from './resources/charges';
import { createServicesResource } from './resources/services';

function createChargesApi(t: Transport) {
  return { charges: createChargesResource(t), services: createServicesResource(t) };
}
export type ChargesApi = ReturnType<typeof createChargesApi>;

const byTransport = new WeakMap<Transport, ChargesApi>();

/** The charge and service calls over an Api's transport (same base URL, tokens, refresh and 401 rules). */
export function chargesApi(api: Pick<Api, 'transport'>): ChargesApi {
  let charges = byTransport.get(api.transport);
  if (!charges) {
    charges = createChargesApi(api.transport);
    byTransport.set(api.transport, charges);
  }
  return charges;
}

export * from './schemas/charge';
export * from './schemas/service';
export type { ChargeListQuery, CreateFromServiceBody } from './resources/charges';
