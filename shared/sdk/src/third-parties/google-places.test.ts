// The Google places adapter configured from configuration: the loader gets the configured key,
// Spanish and Chile; searches ask for Chile's addresses only; a place's components become the
// address fields. No network: a recording loader hands over a stand-in of the places library.
import { createGooglePlaces, type MapsLoader } from './google-places';

function recordingLoader() {
  const options: unknown[] = [];
  const requests: google.maps.places.AutocompleteRequest[] = [];
  const fetched: string[] = [];
  class AutocompleteSessionToken {}
  class Place {
    addressComponents?: { longText: string; shortText: string; types: string[] }[];
    formattedAddress?: string;
    constructor(readonly init: { id: string }) {}
    async fetchFields() {
      fetched.push(this.init.id);
      this.formattedAddress = 'Av. Providencia 1234, Providencia, Región Metropolitana, Chile';
      this.addressComponents = [
        { longText: '1234', shortText: '1234', types: ['street_number'] },
        { longText: 'Avenida Providencia', shortText: 'Av. Providencia', types: ['route'] },
        {
          longText: 'Providencia',
          shortText: 'Providencia',
          types: ['administrative_area_level_3', 'political'],
        },
        {
          longText: 'Santiago',
          shortText: 'Santiago',
          types: ['administrative_area_level_2', 'political'],
        },
        {
          longText: 'Región Metropolitana',
          shortText: 'RM',
          types: ['administrative_area_level_1', 'political'],
        },
        { longText: 'Chile', shortText: 'CL', types: ['country', 'political'] },
      ];
      return { place: this };
    }
  }
  const library = {
    AutocompleteSessionToken,
    Place,
    AutocompleteSuggestion: {
      fetchAutocompleteSuggestions: async (request: google.maps.places.AutocompleteRequest) => {
        requests.push(request);
        return {
          suggestions: [
            {
              placePrediction: {
                placeId: 'gp-1',
                text: { text: 'Avenida Providencia 1234, Providencia, Chile' },
                mainText: { text: 'Avenida Providencia 1234' },
                secondaryText: { text: 'Providencia, Chile' },
              },
            },
            { placePrediction: null },
          ],
        };
      },
    },
  } as unknown as google.maps.PlacesLibrary;
  const loader: MapsLoader = {
    setOptions: (value) => void options.push(value),
    importLibrary: async () => library,
  };
  return { loader, options, requests, fetched };
}

describe('createGooglePlaces (000 §2 maps script with the places library, 001 §7)', () => {
  it('loads the Maps JavaScript API once, with the configured key, in Spanish for Chile', async () => {
    const recorded = recordingLoader();
    const places = createGooglePlaces({ apiKey: 'AIza-configured', loader: recorded.loader });
    expect(recorded.options).toEqual([]); // nothing loads until the first search
    await places.autocomplete({ input: 'Providencia 1234', sessionToken: 's-1' });
    await places.autocomplete({ input: 'Providencia 12345', sessionToken: 's-1' });
    expect(recorded.options).toEqual([
      { key: 'AIza-configured', v: 'weekly', language: 'es', region: 'cl' },
    ]);
  });

  it('asks for Chile’s street addresses only, one session token per search', async () => {
    const recorded = recordingLoader();
    const places = createGooglePlaces({ apiKey: 'k', loader: recorded.loader });
    const found = await places.autocomplete({ input: 'Providencia 1234', sessionToken: 's-1' });
    await places.autocomplete({ input: 'Providencia 12', sessionToken: 's-1' });
    expect(recorded.requests[0]).toMatchObject({
      input: 'Providencia 1234',
      includedRegionCodes: ['cl'],
      includedPrimaryTypes: ['street_address', 'premise', 'subpremise', 'route'],
      language: 'es',
    });
    expect(recorded.requests[0]!.sessionToken).toBe(recorded.requests[1]!.sessionToken);
    expect(found).toEqual([
      {
        placeId: 'gp-1',
        description: 'Avenida Providencia 1234, Providencia, Chile',
        mainText: 'Avenida Providencia 1234',
        secondaryText: 'Providencia, Chile',
      },
    ]);
  });

  it('details: the components as the address fields, the commune from level 3', async () => {
    const recorded = recordingLoader();
    const places = createGooglePlaces({ apiKey: 'k', loader: recorded.loader });
    expect(await places.details('gp-1', { sessionToken: 's-1' })).toEqual({
      placeId: 'gp-1',
      street: 'Avenida Providencia',
      number: '1234',
      commune: 'Providencia',
      province: 'Santiago',
      region: 'Región Metropolitana',
      country: 'Chile',
      locality: null,
      description: 'Av. Providencia 1234, Providencia, Región Metropolitana, Chile',
    });
    expect(recorded.fetched).toEqual(['gp-1']);
  });
});
