// Exposed as `mfe_account/routes` (deploy/README.md, remote contract): one page component per route
// pattern of routes.json. Each page is its own lazily loaded chunk, so visiting one route never
// downloads another's code; lazyPage lets the shell's "Reintentar" fetch a failed chunk again.
// `prefetch`: a route's data, which the shell starts with the page's code (RoutePrefetch).
import type { ComponentType } from 'react';
import type { RoutePrefetch } from '@storefront/state';
import { lazyPage } from '@storefront/ui';

const routes: Record<string, ComponentType> = {
  'userpanel/cards': lazyPage(() => import('./features/cards/cards-page'), 'CardsPage'),
  'userpanel/orders': lazyPage(() => import('./features/orders/orders-page'), 'OrdersPage'),
  'userpanel/orders/:deliveryId': lazyPage(
    () => import('./features/orders/order-detail-page'),
    'OrderDetailPage',
  ),
  'userpanel/profile': lazyPage(() => import('./features/profile/profile-page'), 'ProfilePage'),
  'userpanel/subscriptions': lazyPage(
    () => import('./features/subscriptions/subscriptions-page'),
    'SubscriptionsPage',
  ),
  'userpanel/charges': lazyPage(() => import('./features/charges/charges-page'), 'ChargesPage'),
  'userpanel/charges/:chargeId': lazyPage(
    () => import('./features/charges/charge-page'),
    'ChargePage',
  ),
  'userpanel/charges/:chargeId/approve': lazyPage(
    () => import('./features/charges/approve-charge-page'),
    'ApproveChargePage',
  ),
  'userpanel/charges/:chargeId/approved': lazyPage(
    () => import('./features/charges/charge-approved-page'),
    'ChargeApprovedPage',
  ),
  'postsubscription/:subscriptionId': lazyPage(
    () => import('./features/subscription-edit/post-subscription-page'),
    'PostSubscriptionPage',
  ),
  'confirmPrice/:subscriptionId': lazyPage(
    () => import('./features/confirm-price/confirm-price-page'),
    'ConfirmPricePage',
  ),
};

export default routes;

// Each imports its page's own module (the chunk its lazyPage loads, so no code is fetched or
// shipped twice): the data's request goes out once the page's code is in, not after its render.
export const prefetch: Record<string, RoutePrefetch> = {
  'userpanel/cards': (context) =>
    import('./features/cards/cards-page').then((module) => module.prefetchCardRows(context)),
  'userpanel/subscriptions': (context) =>
    import('./features/subscriptions/subscriptions-page').then((module) =>
      module.prefetchSubscriptions(context),
    ),
  'userpanel/orders': (context) =>
    import('./features/orders/orders-page').then((module) => module.prefetchOrders(context)),
  'userpanel/charges': (context) =>
    import('./features/charges/charges-page').then((module) => module.prefetchChargeLists(context)),
  'userpanel/charges/:chargeId': (context) =>
    import('./features/charges/charge-page').then((module) => module.prefetchCharge(context)),
};
