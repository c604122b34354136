// Exposed as `mfe_account/routes` (deploy/README.md, remote contract): one page component per route
// of routes.json, by the route's name (routePages: the patterns are written once, in routes.json).
// Each page is its own lazily loaded chunk, so visiting one route never downloads another's code;
// lazyPage lets the shell's "Reintentar" fetch a failed chunk again. A route's data is declared in
// routes.json (`data`, @storefront/state/route-data): the shell starts it before this module runs.
import type { ComponentType } from 'react';
import { lazyPage, routePages } from '@storefront/ui';
import claimed from '../routes.json';

const pages: Record<string, ComponentType> = {
  Cards: lazyPage(
    () => import(/* webpackChunkName: "page-Cards" */ './features/cards/cards-page'),
    'CardsPage',
  ),
  Orders: lazyPage(
    () => import(/* webpackChunkName: "page-Orders" */ './features/orders/orders-page'),
    'OrdersPage',
  ),
  OrderDetail: lazyPage(
    () => import(/* webpackChunkName: "page-OrderDetail" */ './features/orders/order-detail-page'),
    'OrderDetailPage',
  ),
  Profile: lazyPage(
    () => import(/* webpackChunkName: "page-Profile" */ './features/profile/profile-page'),
    'ProfilePage',
  ),
  Subscriptions: lazyPage(
    () =>
      import(
        /* webpackChunkName: "page-Subscriptions" */ './features/subscriptions/subscriptions-page'
      ),
    'SubscriptionsPage',
  ),
  ListCharges: lazyPage(
    () => import(/* webpackChunkName: "page-ListCharges" */ './features/charges/charges-page'),
    'ChargesPage',
  ),
  ShowCharge: lazyPage(
    () => import(/* webpackChunkName: "page-ShowCharge" */ './features/charges/charge-page'),
    'ChargePage',
  ),
  ApproveCharge: lazyPage(
    () =>
      import(/* webpackChunkName: "page-ApproveCharge" */ './features/charges/approve-charge-page'),
    'ApproveChargePage',
  ),
  ChargeApproved: lazyPage(
    () =>
      import(
        /* webpackChunkName: "page-ChargeApproved" */ './features/charges/charge-approved-page'
      ),
    'ChargeApprovedPage',
  ),
  PostSubscription: lazyPage(
    () =>
      import(
        /* webpackChunkName: "page-PostSubscription" */ './features/subscription-edit/post-subscription-page'
      ),
    'PostSubscriptionPage',
  ),
  ConfirmPrice: lazyPage(
    () =>
      import(
        /* webpackChunkName: "page-ConfirmPrice" */ './features/confirm-price/confirm-price-page'
      ),
    'ConfirmPricePage',
  ),
};

export default routePages(claimed, pages);
