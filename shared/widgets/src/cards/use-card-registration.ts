// Starting a card registration (spec 000 §4 "Request a token, store it locally, redirect the
// browser to the provider's URL with the token; the return comes back to the current page").
import { useState } from 'react';
import { useApi } from '@storefront/state';
import { browserLocation } from './browser-location';
import { inscriptionReturnUrl } from './inscription-return';
import { inscriptionStorage } from './inscription-storage';

export function useCardRegistration(storeId: string) {
  const api = useApi();
  const [starting, setStarting] = useState(false);
  const [startFailed, setStartFailed] = useState(false);

  /** `returnParams` are added to the return URL next to newCard=true (checkout: firstCard). */
  const start = async (returnParams: Record<string, string> = {}) => {
    setStarting(true);
    setStartFailed(false);
    try {
      const { token, redirectUrl } = await api.cards.startInscription({
        storeId,
        returnUrl: inscriptionReturnUrl(window.location.href, returnParams),
      });
      inscriptionStorage.setToken(token);
      browserLocation.assign(redirectUrl);
    } catch (error) {
      console.error('[widgets] cards: inscription start failed', error);
      setStartFailed(true);
      setStarting(false);
    }
  };

  return { start, starting, startFailed };
}
