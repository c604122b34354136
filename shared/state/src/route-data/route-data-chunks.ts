// The chunk of each route-data name's loads (index.ts names them with webpackChunkName), as the
// shell's preload.json lists them (shared/config/plugins/preload-manifest.cjs `groupPrefixes`):
// the shell server hints a route's declared loads with its page, so their code is there when the
// head start asks for it (issue 41). Its own module: the server reads it, the browser never does.
export const ROUTE_DATA_CHUNKS: Record<string, string> = {
  cards: 'route-data-cards',
  'card-rows': 'route-data-cards',
  subscriptions: 'route-data-subscriptions',
  subscription: 'route-data-subscription',
  'subscription-edit': 'route-data-subscription',
  profile: 'route-data-profile',
  orders: 'route-data-orders',
  order: 'route-data-orders',
  'charge-lists': 'route-data-charges',
  charge: 'route-data-charges',
  'charge-approval': 'route-data-charge-approval',
  service: 'route-data-service',
  'single-payment': 'route-data-single-payment',
  'payment-screen': 'route-data-payment-screen',
  cart: 'route-data-cart',
  'checkout-profile': 'route-data-checkout-profile',
};

/** The chunks of a route's declared names, once each (unknown names have none). */
export const routeDataChunks = (names: readonly string[] | undefined): string[] => [
  ...new Set((names ?? []).flatMap((name) => ROUTE_DATA_CHUNKS[name] ?? [])),
];
