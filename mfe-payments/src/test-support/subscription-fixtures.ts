// Tests only: what several payment screens' subscriptions hold, built by the shared test kit (parsed
// by the SDK's SubscriptionProductSchema).
import { aSubscriptionProduct } from '@storefront/state/testing';

/** Two bags of tienda-demo's coffee, as a subscription's product line. */
export const coffeeLine = aSubscriptionProduct({
  productId: 'td-p-0002',
  name: 'Café en grano 1 kg',
  quantity: 2,
  price: 10000,
});
