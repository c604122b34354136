// Exposed as `mfe_account/routes` (deploy/README.md, remote contract): one page component per route
// of routes.json, by the route's name (routePages: the patterns are written once, in routes.json).
// Each page is its own lazily loaded chunk, so visiting one route never downloads another's code;
// lazyPage lets the shell's "Reintentar" fetch a failed chunk again. A route's data is declared in
// routes.json (`data`, @storefront/state/route-data): the shell starts it before this module runs.
import type { ComponentType } from 'react';
import { lazyPage, routePages } from '@storefront/ui';
import claimed from '../routes.json';

const pages: Record<string, ComponentType> = {
  Cards: lazyPage(() => import('./features/cards/cards-page'), 'CardsPage'),
  Orders: lazyPage(() => import('./features/orders/orders-page'), 'OrdersPage'),
  OrderDetail: lazyPage(() => import('./features/orders/order-detail-page'), 'OrderDetailPage'),
  Profile: lazyPage(() => import('./features/profile/profile-page'), 'ProfilePage'),
  Subscriptions: lazyPage(
    () => import('./features/subscriptions/subscriptions-page'),
    'SubscriptionsPage',
  ),
  ListCharges: lazyPage(() => import('./features/charges/charges-page'), 'ChargesPage'),
  ShowCharge: lazyPage(() => import('./features/charges/charge-page'), 'ChargePage'),
  ApproveCharge: lazyPage(
    () => import('./features/charges/approve-charge-page'),
    'ApproveChargePage',
  ),
  ChargeApproved: lazyPage(
    () => import('./features/charges/charge-approved-page'),
    'ChargeApprovedPage',
  ),
  PostSubscription: lazyPage(
    () => import('./features/subscription-edit/post-subscription-page'),
    'PostSubscriptionPage',
  ),
  ConfirmPrice: lazyPage(
    () => import('./features/confirm-price/confirm-price-page'),
    'ConfirmPricePage',
  ),
};

export default routePages(claimed, pages);
