// "Continuar" to checkout (spec 000 §2 Cart page: the sticky button "leading to checkout", and the
// data confirmation among its modals; §4 Session). For a signed-in shopper the payer is looked up
// again first: when the policy requires data and the payer is inactive, the shell's "Confirma tus
// datos" is asked for through payerConfirmationAtom, and the shell opens checkout once it is saved.
// Otherwise, or when the lookup fails (checkout and the shell's gate still stand guard), straight on.
// Visitors and guests follow the link as it is (the router guard sends them to login).
import { useCallback, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useSetAtom } from 'jotai';
import {
  payerConfirmationAtom,
  useApi,
  useSession,
  useStorePath,
  useTenant,
} from '@storefront/state';

export function useContinueToCheckout() {
  const api = useApi();
  const { store, policy } = useTenant();
  const session = useSession();
  const storePath = useStorePath();
  const navigate = useNavigate();
  const askConfirmation = useSetAtom(payerConfirmationAtom);
  const [checking, setChecking] = useState(false);
  const busy = useRef(false);
  const target = storePath('checkout');
  const userId = session && !session.isGuest ? session.user.userId : undefined;

  /** Goes to checkout, or has the shell confirm the payer's data first. */
  const continueToCheckout = useCallback(async () => {
    if (!userId) {
      navigate(target);
      return;
    }
    if (busy.current) return;
    busy.current = true;
    setChecking(true);
    try {
      const { payerNeedingConfirmation } = await import('./payer-check');
      const payer = await payerNeedingConfirmation(api, { userId, storeId: store._id, policy });
      if (payer) askConfirmation({ payer, then: target });
      else navigate(target);
    } catch (error) {
      console.warn('[mfe-cart-checkout] cart: payer lookup before checkout failed', error);
      navigate(target);
    } finally {
      busy.current = false;
      setChecking(false);
    }
  }, [api, askConfirmation, navigate, policy, store._id, target, userId]);

  return {
    target,
    checking,
    /** Whether a click on the link must be handled here (a signed-in shopper). */
    handlesClick: Boolean(userId),
    continueToCheckout,
  };
}
