// purchasesApi(api).places against the real sandbox (issue 11): the address dialog's search and
// details. (Analytics go to a tracking API of their own since issue 40: segment-analytics.ts, proved
// in the browser by deploy/e2e's analytics journey.)
import { ApiError, createApi, createMemoryTokenStore } from '../src';
import { purchasesApi, type PlacesProvider } from '../src/purchases';
import { sandboxForThisFile } from './sandbox-harness';

const sandbox = sandboxForThisFile();
const api = (fetch?: (input: string, init?: RequestInit) => Promise<Response>) =>
  createApi({ baseUrl: `${sandbox.current().url}/v1`, tokens: createMemoryTokenStore(), fetch });

describe('purchasesApi(api).places (a PlacesProvider)', () => {
  it('autocomplete → details gives the address fields, number included', async () => {
    const places: PlacesProvider = purchasesApi(api()).places;
    const predictions = await places.autocomplete({ input: 'Avenida Providencia 1234', sessionToken: 'sesion-1' });
    expect(predictions.length).toBeGreaterThan(0);
    expect(predictions.length).toBeLessThanOrEqual(5);
    expect(predictions[0]).toMatchObject({ mainText: 'Avenida Providencia 1234', secondaryText: 'Providencia, Metropolitana de Santiago, Chile' });
    const details = await places.details(predictions[0]!.placeId, { sessionToken: 'sesion-1' });
    expect(details).toMatchObject({
      street: 'Avenida Providencia',
      number: '1234',
      commune: 'Providencia',
      province: 'Santiago',
      region: 'Metropolitana de Santiago',
      country: 'Chile',
    });
  });

  it('a place typed without a number has number "" ("La dirección debe tener un número")', async () => {
    const [place] = await purchasesApi(api()).places.autocomplete({ input: 'Avenida Angelmó, Puerto Montt' });
    expect((await purchasesApi(api()).places.details(place!.placeId)).number).toBe('');
  });

  it('[] when nothing matches; an unknown placeId rejects with a 404 ApiError', async () => {
    expect(await purchasesApi(api()).places.autocomplete({ input: 'Calle Inventada 1' })).toEqual([]);
    const error = await purchasesApi(api()).places.details('cl1.nope').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 404, serverMessage: 'Place not found' });
  });

  it('an aborted search rejects without an answer', async () => {
    const controller = new AbortController();
    controller.abort();
    await expect(purchasesApi(api()).places.autocomplete({ input: 'Apoquindo 3000' }, { signal: controller.signal })).rejects.toThrow();
  });
});
