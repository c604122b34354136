import { foldText } from '../text/fold-text';
import {
  findCommune,
  listCommunes,
  listProvinces,
  listRegions,
  placeKey,
  placeOfCommune,
  searchCommunes,
} from './communes';

describe('Chile’s communes, provinces and regions (issue 11: "all 346 communes")', () => {
  it('has 346 communes, 56 provinces and 16 regions, each linked to the level above', () => {
    expect(listCommunes()).toHaveLength(346);
    expect(listProvinces()).toHaveLength(56);
    expect(listRegions()).toHaveLength(16);
    const provinceIds = new Set(listProvinces().map((p) => p.id));
    const regionIds = new Set(listRegions().map((r) => r.id));
    expect(listCommunes().every((c) => provinceIds.has(c.provinceId))).toBe(true);
    expect(listProvinces().every((p) => regionIds.has(p.regionId))).toBe(true);
  });

  it('no two communes share a name, accents and case aside (a name finds one commune)', () => {
    const keys = listCommunes().map((c) => placeKey(c.name));
    expect(new Set(keys).size).toBe(346);
    expect(listCommunes().every((c) => findCommune(c.name) === c)).toBe(true);
  });

  it('"Providencia" → "Santiago" province → "Metropolitana de Santiago" region', () => {
    const place = placeOfCommune('Providencia')!;
    expect(place.commune).toEqual({ id: '13123', name: 'Providencia', provinceId: '131' });
    expect(place.province.name).toBe('Santiago');
    expect(place.region).toEqual({
      id: '13',
      name: 'Metropolitana de Santiago',
      officialName: 'Región Metropolitana de Santiago',
      isoCode: 'CL-RM',
    });
  });

  it('"Ñuñoa" is found however it is typed: "ñuñoa", "NUNOA", " Nuñoa "', () => {
    for (const typed of ['Ñuñoa', 'ñuñoa', 'NUNOA', ' Nuñoa ']) {
      expect(findCommune(typed)?.name).toBe('Ñuñoa');
    }
    expect(placeOfCommune('nunoa')?.province.name).toBe('Santiago');
  });

  it('"Puerto Montt" → "Llanquihue" province → "Los Lagos" region', () => {
    const place = placeOfCommune('puerto montt')!;
    expect(place.commune.name).toBe('Puerto Montt');
    expect(place.province.name).toBe('Llanquihue');
    expect(place.region.name).toBe('Los Lagos');
  });

  it('Ñuble (the 16th region, 2018) has its three provinces', () => {
    const nuble = listRegions().find((r) => r.name === 'Ñuble')!;
    const names = listProvinces().filter((p) => p.regionId === nuble.id).map((p) => p.name);
    expect(names.sort()).toEqual(['Diguillín', 'Itata', 'Punilla']);
    expect(placeOfCommune('Chillán')?.region.name).toBe('Ñuble');
  });

  it("other everyday spellings: Til Til, Llay-Llay, La Calera, O'Higgins, Aisén", () => {
    expect(findCommune('Til Til')?.name).toBe('Tiltil');
    expect(findCommune('Llay-Llay')?.name).toBe('Llaillay');
    expect(findCommune('La Calera')?.name).toBe('Calera');
    expect(findCommune('o’higgins')?.name).toBe("O'Higgins");
    expect(findCommune('Aisén')?.name).toBe('Aysén');
  });

  it('an unknown name, or an empty one, finds nothing', () => {
    expect(findCommune('Gotham')).toBeUndefined();
    expect(findCommune('')).toBeUndefined();
    expect(placeOfCommune('Buenos Aires')).toBeUndefined();
  });

  it('searchCommunes: names starting with the text first, then a word of the name', () => {
    expect(searchCommunes('san p').map((c) => c.name)).toEqual(
      expect.arrayContaining(['San Pedro', 'San Pedro de Atacama', 'San Pedro de la Paz', 'San Pablo']),
    );
    const puerto = searchCommunes('montt').map((c) => c.name);
    expect(puerto).toEqual(['Puerto Montt']);
    expect(searchCommunes('  ')).toEqual([]);
    expect(searchCommunes('a', 3)).toHaveLength(3);
  });
});

describe('placeKey folds like the shared foldText', () => {
  it('gives foldText’s key for names without apostrophes or hyphens', () => {
    for (const name of ['Ñuñoa', '  PEÑALOLÉN ', 'Puerto  Montt', 'Concepción']) {
      expect(placeKey(name)).toBe(foldText(name));
    }
  });
});
