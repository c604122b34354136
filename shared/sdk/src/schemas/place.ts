import * as v from 'valibot';
import { optStr } from '@storefront/sdk';

// Provider-neutral shapes of a maps places service (spec 001 §7 "Maps places service:
// autocomplete and details"): what the address dialog needs, whoever answers (the sandbox's
// stand-in today, a real provider behind the same methods later).

/** One suggestion while the shopper types: show `mainText` over `secondaryText`, keep `placeId`. */
export const PlacePredictionSchema = v.looseObject({
  placeId: v.string(),
  description: v.string(),
  mainText: v.string(),
  secondaryText: v.string(),
});
export type PlacePrediction = v.InferOutput<typeof PlacePredictionSchema>;
export const PlacePredictionListSchema = v.array(PlacePredictionSchema);

/**
 * A chosen place as address fields (spec 001 §3 Address). `number` is '' when the shopper typed
 * none: the dialog then says 'La dirección debe tener un número' (001 §5).
 */
export const PlaceDetailsSchema = v.looseObject({
  placeId: v.string(),
  street: v.string(),
  number: v.string(),
  commune: v.string(),
  province: optStr(),
  region: optStr(),
  country: v.string(),
  locality: optStr(),
  description: v.string(),
});
export type PlaceDetails = v.InferOutput<typeof PlaceDetailsSchema>;
