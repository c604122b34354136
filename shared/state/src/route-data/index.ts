// @storefront/state/route-data: the data a route declares (routes.json `data`, issue 41: no
// waterfall after the token is known). The shell starts a route's declared loads as soon as it
// has read the session, beside the remote's chunks, instead of after the remote's code has run;
// the same loads serve a prefetch on hover. Each name's code is its own chunk (it pulls in the SDK
// entry it calls), so a route fetches only its own; the page reads the same keys through its
// server-data cache and joins those loads. An unknown name (a newer remote's) starts nothing: the
// page then loads its data itself.
import type { RouteDataContext } from './route-data-context';

export type { RouteDataContext };
type Start = (context: RouteDataContext) => void;

// Each chunk is named as route-data-chunks.ts says: the shell's preload.json lists each chunk's
// files, so the server hints a route's declared loads with its page.
const ROUTE_DATA: Record<string, () => Promise<{ start: Start }>> = {
  cards: () =>
    import(/* webpackChunkName: "route-data-cards" */ './cards-data').then(({ startCards }) => ({
      start: startCards,
    })),
  'card-rows': () =>
    import(/* webpackChunkName: "route-data-cards" */ './cards-data').then(({ startCardRows }) => ({
      start: startCardRows,
    })),
  subscriptions: () =>
    import(/* webpackChunkName: "route-data-subscriptions" */ './subscriptions-data'),
  subscription: () =>
    import(/* webpackChunkName: "route-data-subscription" */ './subscription-data').then(
      ({ startSubscription }) => ({ start: startSubscription }),
    ),
  'subscription-edit': () =>
    import(/* webpackChunkName: "route-data-subscription" */ './subscription-data').then(
      ({ startSubscriptionEdit }) => ({ start: startSubscriptionEdit }),
    ),
  profile: () => import(/* webpackChunkName: "route-data-profile" */ './profile-data'),
  orders: () => import(/* webpackChunkName: "route-data-orders" */ './orders-data'),
  order: () =>
    import(/* webpackChunkName: "route-data-orders" */ './orders-data').then(({ startOrder }) => ({
      start: startOrder,
    })),
  'charge-lists': () =>
    import(/* webpackChunkName: "route-data-charges" */ './charges-data').then(
      ({ startChargeLists }) => ({ start: startChargeLists }),
    ),
  charge: () =>
    import(/* webpackChunkName: "route-data-charges" */ './charges-data').then(
      ({ startCharge }) => ({
        start: startCharge,
      }),
    ),
  'charge-approval': () =>
    import(/* webpackChunkName: "route-data-charge-approval" */ './charge-approval-data'),
  service: () => import(/* webpackChunkName: "route-data-service" */ './service-data'),
  'single-payment': () =>
    import(/* webpackChunkName: "route-data-single-payment" */ './single-payment-data'),
  'payment-screen': () =>
    import(/* webpackChunkName: "route-data-payment-screen" */ './payment-screen-data'),
  cart: () => import(/* webpackChunkName: "route-data-cart" */ './cart-data'),
  'checkout-profile': () =>
    import(/* webpackChunkName: "route-data-checkout-profile" */ './checkout-profile-data'),
};

/** The names routes.json may declare. */
export const ROUTE_DATA_NAMES = Object.keys(ROUTE_DATA);

/**
 * Starts the loads `names` declare (a visitor's route loads nothing: each needs the shopper).
 * Never throws: a load that cannot start only loses its head start (a warning), and the page loads
 * its data itself. Resolves once every load has been started, not answered.
 */
export async function startRouteData(
  names: readonly string[] | undefined,
  context: RouteDataContext,
): Promise<void> {
  if (!names?.length || !context.userId) return;
  await Promise.all(
    names.map(async (name) => {
      const load = ROUTE_DATA[name];
      if (!load) return;
      try {
        (await load()).start(context);
      } catch (error) {
        console.warn(`[route-data] "${name}" could not start`, error);
      }
    }),
  );
}
