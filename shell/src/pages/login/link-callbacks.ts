// Callback and error URLs of a bypass / token link (spec 000 §3 client-stored callbackUrl and
// errorUrl, §6 "the store's callback and error URLs are returned and kept"). A URL is kept only
// when the store allows it (its own origin or one of its configured allowedRedirectUrls); any
// other is dropped, so a crafted link can never send the shopper elsewhere after signing in.
import { isAllowedExternalUrl } from '@storefront/domain';
import type { Store } from '@storefront/sdk';
import { clientItem } from '@storefront/state';
import type { LinkCallbacks } from './token-flow';

export function keepLinkCallbacks(
  callbacks: LinkCallbacks,
  store: Store,
  storage?: Storage,
  origin: string = window.location.origin,
): void {
  const rules = { storeOrigins: [origin], allowedUrls: store.allowedRedirectUrls };
  for (const key of ['callbackUrl', 'errorUrl'] as const) {
    const url = callbacks[key];
    const item = clientItem(key, { local: storage });
    if (url && isAllowedExternalUrl(url, rules)) item.set(url);
    else item.remove();
  }
}
