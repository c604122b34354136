// Which maps places service the address dialog searches (README "Third-party services"): Google's
// Maps JavaScript API when /config.json names a key (thirdParties.mapsApiKey), else the provider
// API's stand-in. Google's adapter is its own chunk, fetched on the first search, so a page that
// never searches an address, or a stack without a key, never loads it.
import type { Api } from '@storefront/sdk';
import { purchasesApi, type PlacesProvider } from '@storefront/sdk/purchases';

// One adapter per key for the page's life: Google's loader takes its options once.
const googleByKey = new Map<string, PlacesProvider>();

function lazyGooglePlaces(apiKey: string): PlacesProvider {
  let loaded: Promise<PlacesProvider> | undefined;
  const load = () =>
    (loaded ??= import('@storefront/sdk/google-places').then(({ createGooglePlaces }) =>
      createGooglePlaces({ apiKey }),
    ));
  return {
    autocomplete: async (query, options) => (await load()).autocomplete(query, options),
    details: async (placeId, options) => (await load()).details(placeId, options),
  };
}

export function placesProviderFor(mapsApiKey: string | null | undefined, api: Api): PlacesProvider {
  if (!mapsApiKey) return purchasesApi(api).places;
  let provider = googleByKey.get(mapsApiKey);
  if (!provider) googleByKey.set(mapsApiKey, (provider = lazyGooglePlaces(mapsApiKey)));
  return provider;
}
