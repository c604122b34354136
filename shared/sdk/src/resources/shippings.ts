import type { Transport } from '../transport';
import { ShippingPriceSchema, type Shipping, type ShippingPrice } from '../schemas/shipping';
import { seg } from './ids';

export interface ShippingPriceQuery {
  storeId: string;
  /** The address's commune; outside the store's deliverableCommunes → 400 "Commune outside delivery coverage". */
  commune: string;
  currency: 'clp' | 'uf';
  /** productsPrice plus bundlesPrice (spec 001 §7). */
  amount: number;
}

/** Bearer (guests too). */
export function createShippingsResource(t: Transport) {
  return {
    getPrice: (query: ShippingPriceQuery): Promise<ShippingPrice> =>
      t.request('GET', 'shippings/getPrice', { query: { ...query }, schema: ShippingPriceSchema }),
    get: (id: string): Promise<Shipping> =>
      t.request('GET', `shippings/${seg(id)}`, { schema: ShippingPriceSchema }),
  };
}
export type ShippingsResource = ReturnType<typeof createShippingsResource>;
