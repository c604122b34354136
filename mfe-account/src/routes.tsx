// Exposed as `mfe_account/routes` (deploy/README.md, remote contract): one page component per route
// pattern of routes.json. Each page is its own lazily loaded chunk, so visiting one route never
// downloads another's code; lazyPage lets the shell's "Reintentar" fetch a failed chunk again.
import type { ComponentType } from 'react';
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
