// The card-registration round trip as URLs (spec 000 §4 Card registration: "the return comes back
// to the current page"; 001 §4 "Card registration return"; 002 §2 userpanel/cards). Pure, so the
// rules are tested without a browser.

export const NEW_CARD_PARAM = 'newCard';

/** The page to come back to from the provider: the current URL with newCard=true (and `extra`). */
export function inscriptionReturnUrl(
  currentHref: string,
  extra: Record<string, string> = {},
): string {
  const url = new URL(currentHref);
  url.searchParams.set(NEW_CARD_PARAM, 'true');
  for (const [name, value] of Object.entries(extra)) url.searchParams.set(name, value);
  url.hash = '';
  return url.toString();
}

/**
 * Which return confirms the inscription:
 * - 'panel' (002 §2 userpanel/cards): "newCard=true, subscribed is not true and a stored
 *   inscription token exists";
 * - 'flow' (001 §4, checkout and the subscription screens): "the locally stored token exists and
 *   newCard or subscribed is true".
 */
export type InscriptionReturnRule = 'panel' | 'flow';

export function shouldConfirmInscription(
  search: URLSearchParams,
  storedToken: string | null,
  rule: InscriptionReturnRule = 'panel',
): storedToken is string {
  if (!storedToken) return false;
  const newCard = search.get(NEW_CARD_PARAM) === 'true';
  const subscribed = search.get('subscribed') === 'true';
  return rule === 'panel' ? newCard && !subscribed : newCard || subscribed;
}

/** The same query without newCard (the URL is replaced once the return has been handled). */
export function withoutNewCard(search: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(search);
  next.delete(NEW_CARD_PARAM);
  return next;
}

/**
 * Where the cards page sends the shopper once she closes the inscription result, when no return
 * address was stored (001 §2 card registration return: "when subscribed or hired is true the user
 * goes to charges (hired) or subscriptions"; 002 §4 Service hiring "or to cards when newCard, with
 * hired=true"). A path under the store prefix, or null to stay.
 */
export function panelPathAfterInscription(search: URLSearchParams): string | null {
  if (search.get('hired') === 'true') return 'userpanel/charges?hired=true';
  if (search.get('subscribed') === 'true') return 'userpanel/subscriptions?subscribed=true';
  return null;
}

/** A stored return address: a same-site path is followed in the app, anything else by the browser. */
export function isInAppPath(target: string): boolean {
  return target.startsWith('/') && !target.startsWith('//');
}
