// Spec 001 §2 Checkout: "Redirects to the store root if the cart is empty, and to the charges panel
// for service stores." §4 Checkout / §8: "On processing failure a failed-subscription popup shows
// and the cart is reloaded (not for guests)": 'Lamentablemente, la transacción ha fracasado' /
// 'Por favor, vuelve a intentarlo más tarde.' with button Entendido. (The login guard's
// login?action=subscribe lives in routing/guard.)
import { serviceStoreRedirect } from '../routing/service-store-redirect';
import type { CheckoutStoreInput } from './checkout-inputs';

export const PROCESS_FAILURE_TEXTS = {
  title: 'Lamentablemente, la transacción ha fracasado',
  description: 'Por favor, vuelve a intentarlo más tarde.',
  button: 'Entendido',
} as const;

/**
 * Where the checkout sends the shopper instead of showing itself (a path under the store prefix;
 * '' is the store root), or null to stay. A service store goes to the charges panel first: it has
 * no cart to judge.
 */
export function checkoutRedirect(
  store: CheckoutStoreInput | null | undefined,
  cart: { totalLength?: number | null; products?: readonly unknown[] | null } | null | undefined,
): string | null {
  if (store?.serviceType === 'service') return serviceStoreRedirect('checkout');
  const count = cart?.totalLength ?? cart?.products?.length ?? 0;
  return count > 0 ? null : '';
}

/** "the cart is reloaded (not for guests)". */
export function reloadCartAfterFailure(
  user: { isGuest?: boolean | null } | null | undefined,
): boolean {
  return Boolean(user) && user?.isGuest !== true;
}
