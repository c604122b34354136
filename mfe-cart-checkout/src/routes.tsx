// Exposed as `mfe_cart_checkout/routes` (deploy/README.md, remote contract): one page component per route
// pattern of routes.json. Each page is its own lazily loaded chunk, so visiting one route never
// downloads another's code; lazyPage lets the shell's "Reintentar" fetch a failed chunk again.
import type { ComponentType } from 'react';
import { lazyPage } from '@storefront/ui';

const routes: Record<string, ComponentType> = {
  cart: lazyPage(() => import('./features/cart/cart-page'), 'CartPage'),
  checkout: lazyPage(() => import('./features/checkout/checkout-page'), 'CheckoutPage'),
  'services/:serviceId': lazyPage(() => import('./features/services/service-page'), 'ServicePage'),
  'services/:serviceId/checkout': lazyPage(
    () => import('./features/services/service-checkout-page'),
    'ServiceCheckoutPage',
  ),
};

export default routes;
