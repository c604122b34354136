// Which places service the address dialog searches: the stand-in without a maps key; with one,
// Google's adapter (one per key), created lazily (its chunk is fetched on the first search).
import { createApi, createMemoryTokenStore } from '@storefront/sdk';
import { purchasesApi } from '@storefront/sdk/purchases';
import { placesProviderFor } from './places-provider';

const api = createApi({ baseUrl: 'http://localhost:4000/v1', tokens: createMemoryTokenStore() });

describe('placesProviderFor (README "Third-party services")', () => {
  it('without a maps key: the provider API’s stand-in', () => {
    expect(placesProviderFor(null, api)).toBe(purchasesApi(api).places);
    expect(placesProviderFor('', api)).toBe(purchasesApi(api).places);
  });

  it('with a key: Google’s adapter, the same one for the page’s life (the loader takes its options once)', () => {
    const google = placesProviderFor('AIza-key', api);
    expect(google).not.toBe(purchasesApi(api).places);
    expect(placesProviderFor('AIza-key', api)).toBe(google);
    expect(placesProviderFor('AIza-other', api)).not.toBe(google);
  });
});
