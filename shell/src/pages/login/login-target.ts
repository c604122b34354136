// Where the login page goes after signing in: checkout with action=subscribe, else the `redirect`
// query when it is a path inside the store, else the store root.
import { storePath } from '@storefront/domain';
import { safeRedirect } from '../../routing/store-paths';

export function loginTarget(search: URLSearchParams, prefix: string): string {
  if (search.get('action') === 'subscribe') return storePath(prefix, 'checkout');
  return safeRedirect(search.get('redirect'), prefix);
}
