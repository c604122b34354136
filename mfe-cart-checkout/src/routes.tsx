// Exposed as `mfe_cart_checkout/routes` (deploy/README.md, remote contract): one page component per
// route of routes.json, by the route's name (routePages: the patterns are written once, in
// routes.json). Each page is its own lazily loaded chunk, so visiting one route never downloads
// another's code; lazyPage lets the shell's "Reintentar" fetch a failed chunk again.
import type { ComponentType } from 'react';
import { lazyPage, routePages } from '@storefront/ui';
import claimed from '../routes.json';

const pages: Record<string, ComponentType> = {
  Cart: lazyPage(
    () => import(/* webpackChunkName: "page-Cart" */ './features/cart/cart-page'),
    'CartPage',
  ),
  Checkout: lazyPage(
    () => import(/* webpackChunkName: "page-Checkout" */ './features/checkout/checkout-page'),
    'CheckoutPage',
  ),
  Service: lazyPage(
    () => import(/* webpackChunkName: "page-Service" */ './features/services/service-page'),
    'ServicePage',
  ),
  ServiceCheckout: lazyPage(
    () =>
      import(
        /* webpackChunkName: "page-ServiceCheckout" */ './features/services/service-checkout-page'
      ),
    'ServiceCheckoutPage',
  ),
};

export default routePages(claimed, pages);
