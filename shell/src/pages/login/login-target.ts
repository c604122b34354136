// Where the login page goes after signing in: with action=subscribe, the store root keeping
// `?action=subscribe` (the landing validates the cart first and goes on to checkout only when
// nothing changed, spec 000 §2 store root), or checkout itself when the root cannot run that check
// (an inactive landing or a service store redirect the root elsewhere and would drop the action);
// else the `redirect` query when it is a path inside the store, else the store root.
import { safeRedirect, storePath } from '@storefront/domain';

export interface LoginTargetStore {
  serviceType?: string | null;
  content: { views: { landing: { active?: boolean | null } } };
}

export function loginTarget(
  search: URLSearchParams,
  prefix: string,
  store: LoginTargetStore,
): string {
  if (search.get('action') === 'subscribe') {
    const landingRuns =
      store.content.views.landing.active !== false && store.serviceType !== 'service';
    return storePath(prefix, landingRuns ? '?action=subscribe' : 'checkout');
  }
  return safeRedirect(search.get('redirect'), prefix);
}
