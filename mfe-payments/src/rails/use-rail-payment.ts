// "Pagar" on a redirect rail: starts the payment (the browser leaves for the provider) or keeps
// the failure for the screen to show (e.g. the server's 409 "La transacción no se ha realizado…").
import { useCallback, useState } from 'react';
import { useHref, useLocation } from 'react-router-dom';
import { useApi } from '@storefront/state';
import { startRailPayment, type StartRailPayment } from './start-rail-payment';

export function useRailPayment() {
  const api = useApi();
  // The provider returns to this page: its URL as the router knows it (basename included).
  const location = useLocation();
  const href = useHref({ pathname: location.pathname, search: location.search });
  const [starting, setStarting] = useState(false);
  const [error, setError] = useState<unknown>(null);

  const start = useCallback(
    async (input: StartRailPayment) => {
      setStarting(true);
      setError(null);
      try {
        await startRailPayment(api, {
          pageUrl: new URL(href, window.location.origin).toString(),
          ...input,
        });
        // The page is being left: stay "starting" so "Pagar" cannot be pressed twice.
      } catch (failure) {
        console.error(`[mfe-payments] rails: ${input.rail} start failed`, failure);
        setError(failure);
        setStarting(false);
      }
    },
    [api, href],
  );

  return { start, starting, error, clearError: () => setError(null) };
}
