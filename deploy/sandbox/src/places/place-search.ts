// The places stand-in's search (API.md "Places"), pure and deterministic: the typed text is read
// as "street [number][, commune]"; streets come from SEEDED_STREETS or, once a commune is typed,
// from the text itself; communes, provinces and regions from @storefront/domain/address (all 346).
// A place id carries its own fields (versioned, base64url JSON), so details needs no storage and
// any id the stand-in gave out stays valid across resets.
import {
  findCommune,
  listCommunes,
  placeKey,
  provinceOf,
  regionOf,
  searchCommunes,
  type Commune,
} from '@storefront/domain/address';
import { SEEDED_STREETS } from './seeded-streets';

export const MAX_PREDICTIONS = 5;
/** Shorter typed text (letters and digits, accents aside) gives no predictions. */
export const MIN_INPUT = 3;
const PLACE_ID_PREFIX = 'cl1.';

export interface Prediction {
  placeId: string;
  description: string;
  mainText: string;
  secondaryText: string;
}

export interface PlaceDetails {
  placeId: string;
  street: string;
  number: string;
  commune: string;
  province: string;
  region: string;
  country: 'Chile';
  locality: string;
  description: string;
}

interface Place {
  street: string;
  number: string;
  commune: Commune;
}

interface TypedAddress {
  street: string;
  number: string;
  communeHint: string;
}

const STREET_TYPES = new Set(['avenida', 'av', 'avda', 'calle', 'pasaje', 'psje', 'camino']);
const NUMBER = /^(?:#|n°|nº|no\.?)?(\d{1,6}[a-z]?)$/i;
const communeById = new Map(listCommunes().map((commune) => [commune.id, commune]));

/** The street's key without its type word: "Av. Providencia" and "providencia" meet. */
const streetKey = (street: string) =>
  placeKey(street.replace(/\./g, ' '))
    .split(' ')
    .filter((word, index) => index > 0 || !STREET_TYPES.has(word))
    .join(' ');

/** "Avenida Providencia 1234, Providencia" → street, number, commune hint (each may be empty). */
export function parseTypedAddress(input: string): TypedAddress {
  const [head = '', ...tail] = input.split(',');
  const words = head.trim().split(/\s+/).filter(Boolean);
  const at = words.findLastIndex((word) => NUMBER.test(word));
  if (at < 0) {
    return { street: words.join(' '), number: '', communeHint: tail.join(' ').trim() };
  }
  const number = NUMBER.exec(words[at]!)![1]!.toUpperCase();
  // After the number, without a comma: "Los Leones 123 Ñuñoa" names the commune.
  const after = words.slice(at + 1).join(' ');
  return {
    street: words.slice(0, at).join(' '),
    number,
    communeHint: (tail.join(' ').trim() || after).trim(),
  };
}

const describe = ({ street, number, commune }: Place) => {
  const mainText = number ? `${street} ${number}` : street;
  const region = regionOf(provinceOf(commune));
  const secondaryText = `${commune.name}, ${region.name}, Chile`;
  return { mainText, secondaryText, description: `${mainText}, ${secondaryText}` };
};

export const encodePlaceId = ({ street, number, commune }: Place) =>
  PLACE_ID_PREFIX + Buffer.from(JSON.stringify([street, number, commune.id])).toString('base64url');

export function decodePlaceId(placeId: string): Place | undefined {
  if (!placeId.startsWith(PLACE_ID_PREFIX)) return undefined;
  let fields: unknown;
  try {
    fields = JSON.parse(Buffer.from(placeId.slice(PLACE_ID_PREFIX.length), 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (!Array.isArray(fields) || fields.length !== 3) return undefined;
  const [street, number, communeId] = fields as unknown[];
  if (typeof street !== 'string' || !street.trim() || street.length > 200) return undefined;
  if (typeof number !== 'string' || !/^(\d{1,6}[A-Z]?)?$/.test(number)) return undefined;
  const commune = typeof communeId === 'string' ? communeById.get(communeId) : undefined;
  return commune ? { street, number, commune } : undefined;
}

/** Up to five Chilean street addresses for the typed text; [] when it names none. */
export function autocomplete(input: string): Prediction[] {
  if (placeKey(input).replace(/[^a-z0-9]/g, '').length < MIN_INPUT) return [];
  const typed = parseTypedAddress(input);
  const key = streetKey(typed.street);
  if (!key) return [];
  const hinted = typed.communeHint
    ? [findCommune(typed.communeHint), ...searchCommunes(typed.communeHint, MAX_PREDICTIONS)]
        .filter((commune): commune is Commune => Boolean(commune))
    : undefined;
  if (hinted?.length === 0) return []; // a commune typed that Chile does not have
  const inHint = (commune: Commune) => !hinted || hinted.includes(commune);

  const places: Place[] = [];
  const add = (place: Place) => {
    const known = places.some((other) => other.commune === place.commune);
    if (!known && places.length < MAX_PREDICTIONS) places.push(place);
  };
  for (const seeded of SEEDED_STREETS) {
    const name = streetKey(seeded.street);
    const commune = findCommune(seeded.commune)!;
    if ((name.startsWith(key) || name.includes(` ${key}`)) && inHint(commune)) {
      places.push({ street: seeded.street, number: typed.number, commune });
    }
  }
  // A street the stand-in does not know, in a commune typed after it (one where no known street
  // matched: "Av Providencia 12, Providencia" is the seeded avenue, not a second one).
  for (const commune of hinted ?? []) add({ street: typed.street, number: typed.number, commune });
  return places.slice(0, MAX_PREDICTIONS).map((place) => ({ placeId: encodePlaceId(place), ...describe(place) }));
}

/** The address fields of a place id autocomplete gave; undefined for any other id. */
export function placeDetails(placeId: string): PlaceDetails | undefined {
  const place = decodePlaceId(placeId);
  if (!place) return undefined;
  const province = provinceOf(place.commune);
  return {
    placeId,
    street: place.street,
    number: place.number,
    commune: place.commune.name,
    province: province.name,
    region: regionOf(province).name,
    country: 'Chile',
    // Maps providers name the commune as the locality in Chile's cities.
    locality: place.commune.name,
    description: describe(place).description,
  };
}
