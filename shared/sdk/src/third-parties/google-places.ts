/// <reference types="google.maps" />
// The maps places service of 000 §2 "Other" and 001 §7 ("autocomplete and details"), on Google's
// Maps JavaScript API with its places library, loaded by Google's own loader
// (@googlemaps/js-api-loader) with the key from configuration (GOOGLE_MAPS_API_KEY, README
// "Third-party services"). Searches are restricted to Chile's street addresses (001 §2 "search,
// restricted to Chile and type address"), in Spanish. It implements the same PlacesProvider as the
// sandbox's stand-in (api places), so the address dialog never knows which it has. Loaded only
// when a key is configured, by a dynamic import where the dialog first searches.
import { importLibrary, setOptions } from '@googlemaps/js-api-loader';
import type { PlacesProvider } from '../resources/places';
import type { PlaceDetails, PlacePrediction } from '../schemas/place';

/** The loader's two calls (Google's own by default; a test records them, with no network). */
export interface MapsLoader {
  setOptions: typeof setOptions;
  importLibrary: (name: 'places') => Promise<google.maps.PlacesLibrary>;
}

export interface GooglePlacesOptions {
  apiKey: string;
  loader?: MapsLoader;
}

/** Chile (ISO 3166-1, as the Places API writes region codes), and the address types. */
export const CHILE = 'cl';
export const ADDRESS_TYPES = ['street_address', 'premise', 'subpremise', 'route'];

type Component = google.maps.places.AddressComponent;
const part = (components: Component[], type: string) =>
  components.find((component) => component.types.includes(type))?.longText ?? null;

/** A place's address components as the dialog's fields (001 §3 Address). */
export function detailsOf(
  placeId: string,
  place: Pick<google.maps.places.Place, 'addressComponents' | 'formattedAddress'>,
): PlaceDetails {
  const components = place.addressComponents ?? [];
  return {
    placeId,
    street: part(components, 'route') ?? '',
    // '' when the shopper named no number: 'La dirección debe tener un número' (001 §5).
    number: part(components, 'street_number') ?? '',
    // A Chilean commune is level 3; a place without one names its locality.
    commune: part(components, 'administrative_area_level_3') ?? part(components, 'locality') ?? '',
    province: part(components, 'administrative_area_level_2'),
    region: part(components, 'administrative_area_level_1'),
    country: part(components, 'country') ?? 'Chile',
    locality: part(components, 'locality'),
    description: place.formattedAddress ?? '',
  };
}

export function createGooglePlaces(options: GooglePlacesOptions): PlacesProvider {
  const loader: MapsLoader = options.loader ?? {
    setOptions,
    importLibrary: (name) => importLibrary(name),
  };
  let library: Promise<google.maps.PlacesLibrary> | undefined;
  const places = () => {
    if (!library) {
      loader.setOptions({ key: options.apiKey, v: 'weekly', language: 'es', region: CHILE });
      library = loader.importLibrary('places');
    }
    return library;
  };
  // The dialog's session string → Google's session token: one billing session per search.
  const tokens = new Map<string, google.maps.places.AutocompleteSessionToken>();
  const tokenOf = (lib: google.maps.PlacesLibrary, session?: string) => {
    if (!session) return undefined;
    let token = tokens.get(session);
    if (!token) tokens.set(session, (token = new lib.AutocompleteSessionToken()));
    return token;
  };

  return {
    async autocomplete(query) {
      const lib = await places();
      const { suggestions } = await lib.AutocompleteSuggestion.fetchAutocompleteSuggestions({
        input: query.input,
        sessionToken: tokenOf(lib, query.sessionToken),
        includedRegionCodes: [CHILE],
        includedPrimaryTypes: ADDRESS_TYPES,
        language: 'es',
        region: CHILE,
      });
      return suggestions
        .map((suggestion) => suggestion.placePrediction)
        .filter(
          (prediction): prediction is google.maps.places.PlacePrediction => prediction !== null,
        )
        .slice(0, 5)
        .map((prediction): PlacePrediction => ({
          placeId: prediction.placeId,
          description: prediction.text.text,
          mainText: prediction.mainText?.text ?? prediction.text.text,
          secondaryText: prediction.secondaryText?.text ?? '',
        }));
    },
    async details(placeId, options = {}) {
      const lib = await places();
      const place = new lib.Place({ id: placeId, requestedLanguage: 'es' });
      await place.fetchFields({ fields: ['addressComponents', 'formattedAddress'] });
      // The search's session ends with its details (Google bills them as one).
      if (options.sessionToken) tokens.delete(options.sessionToken);
      return detailsOf(placeId, place);
    },
  };
}
