// purchasesApi(api).places and api.analytics against the real sandbox (issue 11): the address dialog's search
// and details, and the collector the shell delivers bus analytics to.
import { ApiError, createApi, createMemoryTokenStore } from '../src';
import { purchasesApi, type PlacesProvider } from '../src/purchases';
import { sandboxForThisFile } from './sandbox-harness';

const sandbox = sandboxForThisFile();
const TD = 'st-tienda-demo';
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

describe('api.analytics.send', () => {
  it('delivers identify, track and page events with keepalive; the sandbox holds them', async () => {
    const inits: RequestInit[] = [];
    const client = api((input, init) => {
      if (init) inits.push(init);
      return globalThis.fetch(input, init);
    });
    await client.analytics.send({ type: 'identify', storeId: TD, userId: 'u-ana', anonymousId: 'a-1' });
    await client.analytics.send({ type: 'track', storeId: TD, event: 'Ecommerce_Button_Clicked', properties: { button: 'category' } });
    const receipt = await client.analytics.send({ type: 'page', storeId: TD, event: 'catalog', properties: { path: '/tienda-demo/catalog' } });
    expect(receipt._id).toEqual(expect.any(String));
    expect(inits.every((init) => init.keepalive === true)).toBe(true);

    const held = await (await fetch(`${sandbox.current().url}/sandbox/analytics?storeId=${TD}`)).json();
    expect(held.data.map((e: { type: string; event: string | null }) => [e.type, e.event])).toEqual([
      ['identify', null],
      ['track', 'Ecommerce_Button_Clicked'],
      ['page', 'catalog'],
    ]);
  });

  it('a track without event rejects with a 400 ApiError (the caller catches it)', async () => {
    await expect(api().analytics.send({ type: 'track', storeId: TD })).rejects.toMatchObject({ status: 400 });
  });
});
