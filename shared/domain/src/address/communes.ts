// Chile's 346 communes with their province and region (spec 001 §3 Address: commune, province,
// region; §5 "Commune (administrative level 3)"). The data (~15 KB) is reached only through the
// `@storefront/domain/address` entry, never the domain index, so only code that asks for communes
// carries it in its bundle.
import { COMMUNE_ROWS, PROVINCE_ROWS, REGION_ROWS } from './chile-divisions';

export interface Region {
  /** Official territorial code (CUT), e.g. "13". */
  id: string;
  /** Short name, e.g. "Metropolitana de Santiago". */
  name: string;
  /** Name in law, e.g. "Región Metropolitana de Santiago". */
  officialName: string;
  /** ISO 3166-2, e.g. "CL-RM". */
  isoCode: string;
}

export interface Province {
  id: string;
  name: string;
  regionId: string;
}

export interface Commune {
  /** Official territorial code (CUT), e.g. "13123" for Providencia. */
  id: string;
  name: string;
  provinceId: string;
}

/** A commune with the names above it: what an address keeps (spec 001 §3 Address). */
export interface CommunePlace {
  commune: Commune;
  province: Province;
  region: Region;
}

const regions: readonly Region[] = REGION_ROWS.map(([id, name, officialName, isoCode]) => ({
  id,
  name,
  officialName,
  isoCode,
}));
const provinces: readonly Province[] = PROVINCE_ROWS.map(([id, name, regionId]) => ({
  id,
  name,
  regionId,
}));
const communes: readonly Commune[] = COMMUNE_ROWS.map(([id, name, provinceId]) => ({
  id,
  name,
  provinceId,
}));

/**
 * Lower case, no accents (ñ → n, ü → u), apostrophes and hyphens as spaces, spaces collapsed:
 * "ÑUÑOA", "Nunoa" and " ñuñoa " are one key. Used for every name lookup.
 */
// Kept self-contained (no import from ../text): the sandbox loads this entry point alone through
// tsx, where a cross-folder import breaks; communes.test.ts proves it folds like foldText.
export function placeKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’`´-]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * Other spellings in everyday use (old official names, maps providers, the post) → the name in
 * the data. Keys are placeKey()s.
 */
const ALIASES: Record<string, string> = {
  'til til': 'Tiltil',
  'llay llay': 'Llaillay',
  paihuano: 'Paiguano',
  'la calera': 'Calera',
  aisen: 'Aysén',
  coihaique: 'Coyhaique',
  'puerto aysen': 'Aysén',
  'san vicente de tagua tagua': 'San Vicente',
  'alto bio bio': 'Alto Biobío',
  'ohiggins': "O'Higgins",
  'marchigue': 'Marchihue',
  'cabo de hornos (ex navarino)': 'Cabo de Hornos',
};

const byKey = new Map(communes.map((commune) => [placeKey(commune.name), commune]));
const provinceById = new Map(provinces.map((province) => [province.id, province]));
const regionById = new Map(regions.map((region) => [region.id, region]));

export const listRegions = (): readonly Region[] => regions;
export const listProvinces = (): readonly Province[] => provinces;
/** All 346, in territorial-code order (north to south by region code, then province). */
export const listCommunes = (): readonly Commune[] => communes;

/** The commune of that name, accents, case and spacing aside ("nunoa" → Ñuñoa); else undefined. */
export function findCommune(name: string): Commune | undefined {
  const key = placeKey(name);
  const alias = ALIASES[key];
  return byKey.get(alias ? placeKey(alias) : key);
}

export const provinceOf = (commune: Commune): Province => provinceById.get(commune.provinceId)!;
export const regionOf = (province: Province): Region => regionById.get(province.regionId)!;

/** Commune → province → region by the commune's name; undefined when no commune has that name. */
export function placeOfCommune(name: string): CommunePlace | undefined {
  const commune = findCommune(name);
  if (!commune) return undefined;
  const province = provinceOf(commune);
  return { commune, province, region: regionOf(province) };
}

/** Communes whose name starts with, or has a word starting with, the text (for search lists). */
export function searchCommunes(text: string, limit = 10): Commune[] {
  const key = placeKey(text);
  if (!key) return [];
  const starts: Commune[] = [];
  const words: Commune[] = [];
  for (const commune of communes) {
    const name = placeKey(commune.name);
    if (name.startsWith(key)) starts.push(commune);
    else if (name.includes(` ${key}`)) words.push(commune);
  }
  return [...starts, ...words].slice(0, limit);
}
