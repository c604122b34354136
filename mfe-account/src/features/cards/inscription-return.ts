// The card-registration round trip as URLs (spec 002 §2 userpanel/cards, 001 §4 "Card registration
// return"). Pure, so the rules are tested without a browser.

export const NEW_CARD_PARAM = 'newCard';

/** The page to come back to from the provider: the current URL with newCard=true. */
export function inscriptionReturnUrl(currentHref: string): string {
  const url = new URL(currentHref);
  url.searchParams.set(NEW_CARD_PARAM, 'true');
  url.hash = '';
  return url.toString();
}

/** Confirm only when newCard=true, subscribed is not true and a stored token exists. */
export function shouldConfirmInscription(
  search: URLSearchParams,
  storedToken: string | null,
): storedToken is string {
  return (
    search.get(NEW_CARD_PARAM) === 'true' && search.get('subscribed') !== 'true' && !!storedToken
  );
}

/** The same query without newCard (the URL is replaced once the return has been handled). */
export function withoutNewCard(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(NEW_CARD_PARAM);
  return next;
}

/** A stored return address: a same-site path is followed in the app, anything else by the browser. */
export function isInAppPath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//');
}
