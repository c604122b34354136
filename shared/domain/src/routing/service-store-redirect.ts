// Spec 000 §1/§2, 001 §2, 002 §2: a service store skips landing, catalogue, cart, info, contact
// and checkout, subscription edit, the subscriptions and orders panels: they go to userpanel/charges.
export const SERVICE_STORE_TARGET = 'userpanel/charges';

const REDIRECTED = new Set(['landing', 'catalog', 'cart', 'info', 'contact', 'checkout', 'postsubscription', 'subscriptions', 'orders']);

/**
 * Takes a route name ('Catalog', 'PostSubscription') or a path after the prefix ('', '/', 'cart',
 * '/postsubscription/s-1', 'userpanel/orders/d-1?x=1'). Returns 'userpanel/charges' when a service
 * store must redirect, else null.
 */
export function serviceStoreRedirect(routeOrPath: string): string | null {
  const path = routeOrPath.split(/[?#]/)[0]!.replace(/^\/+|\/+$/g, '').toLowerCase();
  const segments = path ? path.split('/') : [];
  const key = segments[0] === 'userpanel' ? segments[1] : (segments[0] ?? 'landing');
  return key && REDIRECTED.has(key) ? SERVICE_STORE_TARGET : null;
}
