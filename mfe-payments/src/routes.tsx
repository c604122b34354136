// Exposed as `mfe_payments/routes` (deploy/README.md, remote contract): one page component per route
// pattern of routes.json. Each page is its own lazily loaded chunk, so visiting one route never
// downloads another's code; lazyPage lets the shell's "Reintentar" fetch a failed chunk again.
import type { ComponentType } from 'react';
import { lazyPage } from '@storefront/ui';

const routes: Record<string, ComponentType> = {
  'payment/:subscriptionId': lazyPage(
    () => import('./features/payment/payment-page'),
    'PaymentPage',
  ),
  'single-payments/:paymentRequestId': lazyPage(
    () => import('./features/single-payments/single-payment-page'),
    'SinglePaymentPage',
  ),
  'single-payments/:paymentRequestId/success/:paymentIntentId': lazyPage(
    () => import('./features/receipt/receipt-page'),
    'ReceiptPage',
  ),
  'paymentLink/:paymentLinkId': lazyPage(
    () => import('./features/payment-link/payment-link-page'),
    'PaymentLinkPage',
  ),
  'fast-checkout': lazyPage(
    () => import('./features/fast-checkout/fast-checkout-page'),
    'FastCheckoutPage',
  ),
  'fast-checkout/:fastCheckoutId/payment': lazyPage(
    () => import('./features/fast-checkout/fast-checkout-payment-page'),
    'FastCheckoutPaymentPage',
  ),
};

export default routes;
