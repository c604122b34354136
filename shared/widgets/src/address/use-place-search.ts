// Address search through the SDK's places provider (spec 001 §2 "search, restricted to Chile and
// type address"; §7 Maps places service). Debounced; a search typed past is aborted; one session
// token groups the searches and the details of one dialog visit (a provider bills them as one).
import { useEffect, useMemo, useState } from 'react';
import type { PlacePrediction, PlacesProvider } from '@storefront/sdk/purchases';

export type PlaceSearch =
  | { status: 'idle' }
  | { status: 'searching' }
  | { status: 'error' }
  | { status: 'done'; predictions: PlacePrediction[] };

const DEBOUNCE_MS = 250;
const MIN_CHARS = 3;

export function usePlaceSearch(places: PlacesProvider, text: string, sessionToken: string) {
  const [search, setSearch] = useState<PlaceSearch>({ status: 'idle' });
  const input = useMemo(() => text.trim(), [text]);

  useEffect(() => {
    if (input.length < MIN_CHARS) {
      setSearch({ status: 'idle' });
      return undefined;
    }
    const controller = new AbortController();
    setSearch({ status: 'searching' });
    const timer = setTimeout(() => {
      places.autocomplete({ input, sessionToken }, { signal: controller.signal }).then(
        (predictions) => setSearch({ status: 'done', predictions }),
        (error: unknown) => {
          if (!controller.signal.aborted) {
            console.error('[widgets] address: search failed', error);
            setSearch({ status: 'error' });
          }
        },
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [places, input, sessionToken]);

  return search;
}
