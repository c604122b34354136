// Spec 000 §2 route table and "Default route", 002 §2: where a navigation to a store route goes
// instead of showing it. In order: a service store's redirect to userpanel/charges; an inactive
// view ("Redirects to the default route if the landing view is inactive", and the same for
// catalogue, cart, info and contact); the router guard's decision. One function so the shell's
// route element and its boot-time page start (which must not start a page that will not show)
// decide alike.
import { defaultRoute, type ViewsLike } from './default-route';
import { storePath, stripPrefix } from './path-prefix';
import { serviceStoreRedirect } from './service-store-redirect';

export type SwitchableView = 'landing' | 'catalog' | 'cart' | 'info' | 'contact';

/** Route names (routes.json) whose view the store can switch off, and that view's key. */
export const VIEW_OF_ROUTE: Readonly<Record<string, SwitchableView>> = {
  Landing: 'landing',
  Catalog: 'catalog',
  Cart: 'cart',
  Info: 'info',
  Contact: 'contact',
};

type ViewActivity = { active?: boolean | null } | null | undefined;

export interface RouteRedirectInput {
  route: { name: string; path: string };
  store: {
    serviceType?: string | null;
    content: { views: ViewsLike & Partial<Record<SwitchableView, ViewActivity>> };
  };
  prefix: string;
  /** Path after the prefix, as the shopper asked for it. */
  path: string;
  /** The guard's decision for this navigation (guardDecision, or the shell's refinement of it). */
  decision: { kind: string; to?: string };
}

/** The full path to go to instead of showing the route, or null when the route shows. */
export function routeRedirect({
  route,
  store,
  prefix,
  path,
  decision,
}: RouteRedirectInput): string | null {
  if (store.serviceType === 'service') {
    const serviceTarget = serviceStoreRedirect(route.path || '/');
    if (serviceTarget) return storePath(prefix, serviceTarget);
  }
  const view = VIEW_OF_ROUTE[route.name];
  const views = store.content.views;
  if (view && views[view]?.active === false) {
    const target = storePath(prefix, defaultRoute(views));
    // A default route that is itself this inactive view would loop: show it rather than loop.
    if (stripPrefix(target, prefix) !== path) return target;
  }
  return decision.kind === 'redirect' || decision.kind === 'logout-and-redirect'
    ? (decision.to ?? null)
    : null;
}
