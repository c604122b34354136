// Spec 001 §4 Checkout: "With a card, the cart is processed and the user goes to the subscriptions
// or cards panel: Cards if newCard is true, else Subscriptions with the query passed on." "After
// returning from registration with firstCard true and all fields valid, the cart is processed
// automatically." §2 Subscription list: "subscribed=true shows a success overlay"; "Query flags
// after card inscription: newCard, subscribed, hired, firstCard".
import { PURCHASED_PARAM } from './purchase-success-flag';

export const CARDS_PANEL = 'userpanel/cards';
export const SUBSCRIPTIONS_PANEL = 'userpanel/subscriptions';
/**
 * The query card registration started from Confirmar comes back to checkout with (a first card:
 * no card before).
 */
export const CHECKOUT_REGISTRATION_RETURN = { firstCard: 'true' } as const;

type Query = string | URLSearchParams | null | undefined;

const params = (query: Query) => new URLSearchParams(query ?? '');
const withQuery = (path: string, search: URLSearchParams) => {
  const text = search.toString();
  return text ? `${path}?${text}` : path;
};

/**
 * The path (under the store prefix) to go to after a successful process. newCard comes from the
 * process answer or the current query. The query is passed on to both panels: the cards panel
 * needs its newCard=true to confirm the registration (001 §4 Card registration return), the
 * subscriptions panel gets subscribed=true for its success overlay.
 */
export function afterProcessTarget(
  result:
    { newCard?: boolean | null; subscriptions?: ReadonlyArray<{ _id: string }> } | null | undefined,
  query: Query,
): string {
  const search = params(query);
  // What she bought, so the page she lands on tells what she paid and what comes next (issue 39).
  if (result?.subscriptions?.length)
    search.set(PURCHASED_PARAM, result.subscriptions.map((s) => s._id).join(','));
  if (result?.newCard === true || search.get('newCard') === 'true') {
    search.set('newCard', 'true');
    // The purchase is told there too, then she goes on to her subscriptions (§4 Card registration
    // return: "on the Cards route … when subscribed … the user goes to … subscriptions"; issue
    // 39: a first card's purchase landed on "Mis tarjetas" with no word that she bought).
    search.set('subscribed', 'true');
    return withQuery(CARDS_PANEL, search);
  }
  search.set('subscribed', 'true');
  return withQuery(SUBSCRIPTIONS_PANEL, search);
}

export interface AutoProcessInput {
  query: Query;
  /** checkoutConfirmState(...).enabled: every field valid, a card selected, terms, shipping. */
  confirmEnabled: boolean;
  /** The registered card is there (the shopper has cards now). */
  hasCards: boolean;
  /** A process already ran for this return: never twice, even after a failure. */
  alreadyProcessed: boolean;
}

export function shouldAutoProcess(input: AutoProcessInput): boolean {
  return (
    params(input.query).get('firstCard') === 'true' &&
    input.confirmEnabled &&
    input.hasCards &&
    !input.alreadyProcessed
  );
}
