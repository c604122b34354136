// Exposed as `mfe_account/routes` (deploy/README.md, remote contract): one page component per route
// of routes.json, by the route's name (routePages: the patterns are written once, in routes.json).
// Each page is its own lazily loaded chunk, so visiting one route never downloads another's code;
// lazyPage lets the shell's "Reintentar" fetch a failed chunk again. `prefetch`: a route's data,
// which the shell starts with the page's code (RoutePrefetch).
import type { ComponentType } from 'react';
import type { RoutePrefetch } from '@storefront/state';
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

// Each imports its page's own module (the chunk its lazyPage loads, so no code is fetched or
// shipped twice): the data's request goes out once the page's code is in, not after its render.
export const prefetch = routePages<RoutePrefetch>(
  claimed,
  {
    Cards: (context) =>
      import('./features/cards/cards-page').then((module) => module.prefetchCardRows(context)),
    Subscriptions: (context) =>
      import('./features/subscriptions/subscriptions-page').then((module) =>
        module.prefetchSubscriptions(context),
      ),
    Orders: (context) =>
      import('./features/orders/orders-page').then((module) => module.prefetchOrders(context)),
    ListCharges: (context) =>
      import('./features/charges/charges-page').then((module) =>
        module.prefetchChargeLists(context),
      ),
    ShowCharge: (context) =>
      import('./features/charges/charge-page').then((module) => module.prefetchCharge(context)),
  },
  { partial: true },
);
