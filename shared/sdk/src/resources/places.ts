import type { Transport } from '../transport';
import {
  PlaceDetailsSchema,
  PlacePredictionListSchema,
  type PlaceDetails,
  type PlacePrediction,
} from '../schemas/place';

export interface PlacesQuery {
  /** What the shopper typed, e.g. "Avenida Providencia 1234, Providencia" (at most 200 chars). */
  input: string;
  /** Groups one search and its details (a provider bills them as one session). */
  sessionToken?: string;
}

export interface PlacesCallOptions {
  sessionToken?: string;
  /** Abort a search the shopper has typed past. */
  signal?: AbortSignal;
}

/**
 * A maps places service restricted to Chile's street addresses. `api.places` is the provider
 * API's (the sandbox stand-in); a real provider's adapter implements the same two methods, so
 * the address dialog takes a PlacesProvider and never knows which one it has.
 */
export interface PlacesProvider {
  /** At most 5 predictions; [] when the text names no address. */
  autocomplete(query: PlacesQuery, options?: Pick<PlacesCallOptions, 'signal'>): Promise<PlacePrediction[]>;
  /** The address fields of a prediction's placeId; an unknown id rejects (404). */
  details(placeId: string, options?: PlacesCallOptions): Promise<PlaceDetails>;
}

export function createPlacesResource(t: Transport): PlacesProvider {
  return {
    autocomplete: (query, options = {}) =>
      t.request('GET', 'places/autocomplete', {
        query: { input: query.input, sessionToken: query.sessionToken },
        schema: PlacePredictionListSchema,
        signal: options.signal,
      }),
    details: (placeId, options = {}) =>
      t.request('GET', 'places/details', {
        query: { placeId, sessionToken: options.sessionToken },
        schema: PlaceDetailsSchema,
        signal: options.signal,
      }),
  };
}
