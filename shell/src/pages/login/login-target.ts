// Where the login page goes after signing in: with action=subscribe, the store root keeping
// `?action=subscribe` (the landing validates the cart first and goes on to checkout only when
// nothing changed, spec 000 §2 store root); else the `redirect` query when it is a path inside the
// store, else the store root.
import { storePath } from '@storefront/domain';
import { safeRedirect } from '../../routing/store-paths';

export function loginTarget(search: URLSearchParams, prefix: string): string {
  if (search.get('action') === 'subscribe') return storePath(prefix, '?action=subscribe');
  return safeRedirect(search.get('redirect'), prefix);
}
