// Hiring a service (spec 002 §4 Service hiring, §7 createFromService, §8): the user's data is saved
// to the profile, then createFromService with one Idempotency-Key per attempt (a repeat or a race of
// the same attempt answers the first hire: one charge, one payment). With a card → the charges
// list with hired=true (charged=false when the first charge failed). Without one → the hire, then
// card registration coming back to the cards panel (newCard=true&hired=true), whose result dialog
// leads to the charges list (the stored callback address). A failure shows the popup.
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { afterHireTarget, noCardHireReturn } from '@storefront/domain';
import type { ProfilePatch } from '@storefront/sdk';
import { chargesApi } from '@storefront/sdk/charges';
import { clientItem, useApi, useStorePath, uuid } from '@storefront/state';
import {
  browserLocation,
  inscriptionReturnUrl,
  inscriptionStorage,
} from '@storefront/widgets/cards';

export interface HireInput {
  serviceId: string;
  storeId: string;
  userId: string;
  /** The chosen card; null when the shopper has none (002 §5). */
  cardId: string | null;
  /** The user's data to save first, or null when unchanged. */
  profilePatch: ProfilePatch | null;
}

export function useHireService() {
  const api = useApi();
  const navigate = useNavigate();
  const storePath = useStorePath();
  const [hiring, setHiring] = useState(false);
  const [failed, setFailed] = useState(false);
  const inFlight = useRef(false);

  const hire = async (input: HireInput) => {
    if (inFlight.current) return;
    inFlight.current = true;
    setHiring(true);
    const idempotencyKey = uuid();
    if (input.profilePatch) {
      // The data was valid on the form; a failed save must not stop the hire.
      await api.auth
        .updateProfile(input.profilePatch)
        .catch((error: unknown) =>
          console.error('[mfe-cart-checkout] service: profile save failed', error),
        );
    }
    let result;
    try {
      result = await chargesApi(api).charges.createFromService(
        { serviceId: input.serviceId, userId: input.userId, cardId: input.cardId },
        { idempotencyKey },
      );
    } catch (error) {
      console.error('[mfe-cart-checkout] service: hire failed', error);
      inFlight.current = false;
      setHiring(false);
      setFailed(true);
      return;
    }
    if (input.cardId) {
      navigate(storePath(afterHireTarget(result)));
      return;
    }
    const next = noCardHireReturn(result);
    clientItem('callbackUrl').set(storePath(next.afterRegistration));
    try {
      const back = new URL(storePath(next.returnPath), window.location.href).href;
      const { token, redirectUrl } = await api.cards.startInscription({
        storeId: input.storeId,
        returnUrl: inscriptionReturnUrl(back, next.returnParams),
      });
      inscriptionStorage.setToken(token);
      browserLocation.assign(redirectUrl);
    } catch (error) {
      // Hired all the same: the card can be added from the charge later.
      console.error('[mfe-cart-checkout] service: card registration start failed', error);
      clientItem('callbackUrl').remove();
      navigate(storePath(next.afterRegistration));
    }
  };

  return { hire, hiring, failed };
}
