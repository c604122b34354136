// The terms tick survives the round trip to the card provider (issue 39: back from "Agregar
// tarjeta" it was unticked). It is remembered in this tab as she ticks it, and read back only on a
// registration's return (newCard=true or firstCard=true); a first card's registration needed the
// tick to start (001 §2), so that return is ticked whatever the tab remembers.
import { useCallback, useState } from 'react';

const KEY = 'storefront:checkout-terms';

function remembered(): boolean {
  try {
    return sessionStorage.getItem(KEY) === 'true';
  } catch {
    return false; // storage blocked: she ticks it again
  }
}

export function useTermsAcrossRegistration(
  query: URLSearchParams,
): [boolean, (on: boolean) => void] {
  const [accepted, setAccepted] = useState(
    () => query.get('firstCard') === 'true' || (query.get('newCard') === 'true' && remembered()),
  );
  const set = useCallback((on: boolean) => {
    setAccepted(on);
    try {
      sessionStorage.setItem(KEY, String(on));
    } catch {
      // storage blocked: the tick lives as long as the page
    }
  }, []);
  return [accepted, set];
}
