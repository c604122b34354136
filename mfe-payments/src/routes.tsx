// Exposed as `mfe_payments/routes` (deploy/README.md, remote contract): one page component per
// route of routes.json, by the route's name (routePages: the patterns are written once, in
// routes.json). Each page is its own lazily loaded chunk, so visiting one route never downloads
// another's code; lazyPage lets the shell's "Reintentar" fetch a failed chunk again.
import type { ComponentType } from 'react';
import { lazyPage, routePages } from '@storefront/ui';
import claimed from '../routes.json';

const pages: Record<string, ComponentType> = {
  Payment: lazyPage(
    () => import(/* webpackChunkName: "page-Payment" */ './features/payment/payment-page'),
    'PaymentPage',
  ),
  SinglePayment: lazyPage(
    () =>
      import(
        /* webpackChunkName: "page-SinglePayment" */ './features/single-payments/single-payment-page'
      ),
    'SinglePaymentPage',
  ),
  SinglePaymentSuccess: lazyPage(
    () =>
      import(/* webpackChunkName: "page-SinglePaymentSuccess" */ './features/receipt/receipt-page'),
    'ReceiptPage',
  ),
  PaymentLink: lazyPage(
    () =>
      import(
        /* webpackChunkName: "page-PaymentLink" */ './features/payment-link/payment-link-page'
      ),
    'PaymentLinkPage',
  ),
  FastCheckout: lazyPage(
    () =>
      import(
        /* webpackChunkName: "page-FastCheckout" */ './features/fast-checkout/fast-checkout-page'
      ),
    'FastCheckoutPage',
  ),
  FastCheckoutPayment: lazyPage(
    () =>
      import(
        /* webpackChunkName: "page-FastCheckoutPayment" */ './features/fast-checkout/fast-checkout-payment-page'
      ),
    'FastCheckoutPaymentPage',
  ),
};

export default routePages(claimed, pages);
