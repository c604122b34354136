// Where fast checkout leaves to (001 §2 "The dialogs send the user to an error URL or a callback
// URL if configured, otherwise to the store default route"; 002 §4 "Fast payment"; 000 §3
// client-stored callbackUrl / errorUrl). The merchant's URLs come with the checkout (or were kept
// by a login link) and are kept only when the store allows them, as login links are; leaving
// consumes both, so they are followed once.
import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import {
  defaultRoute,
  fastCheckoutExitUrl,
  isAllowedExternalUrl,
  type FastCheckoutExit,
  type FastCheckoutUrls,
} from '@storefront/domain';
import type { Store } from '@storefront/sdk';
import { clientItem, useStorePath, useTenant } from '@storefront/state';

/** The full-page move to the merchant's site; one object so component tests can replace it. */
export const merchantLocation = {
  assign(url: string): void {
    window.location.assign(url);
  },
};

/** Keeps the checkout's URLs the store allows; a URL it does not carry leaves the stored one. */
export function keepMerchantUrls(urls: FastCheckoutUrls, store: Store): void {
  const rules = {
    storeOrigins: [window.location.origin],
    allowedUrls: store.allowedRedirectUrls ?? [],
  };
  for (const key of ['callbackUrl', 'errorUrl'] as const) {
    const url = urls[key];
    if (!url) continue;
    if (isAllowedExternalUrl(url, rules)) clientItem(key).set(url);
    else clientItem(key).remove();
  }
}

/** `exit('finish')`: to the merchant's URL for that way out, else the store's default route. */
export function useFastCheckoutExit(): (exit: FastCheckoutExit) => void {
  const { store } = useTenant();
  const storePath = useStorePath();
  const navigate = useNavigate();
  return useCallback(
    (exit: FastCheckoutExit) => {
      const url = fastCheckoutExitUrl(exit, {
        callbackUrl: clientItem('callbackUrl').take(),
        errorUrl: clientItem('errorUrl').take(),
      });
      if (url) merchantLocation.assign(url);
      else navigate(storePath(defaultRoute(store.content.views)));
    },
    [navigate, storePath, store],
  );
}
