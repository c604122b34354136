// The places stand-in (spec 001 §2 Address dialog: "search, restricted to Chile and type address,
// then a details stage"; §7 "Maps places service: autocomplete and details").
import { sharedSandbox } from './helpers';

const sandbox = sharedSandbox();
type Prediction = { placeId: string; description: string; mainText: string; secondaryText: string };

const search = async (input: string) => {
  const reply = await sandbox.v1.get(`/places/autocomplete?input=${encodeURIComponent(input)}`);
  expect(reply.status).toBe(200);
  return reply.body.data as Prediction[];
};
const details = (placeId: string) => sandbox.v1.get(`/places/details?placeId=${encodeURIComponent(placeId)}`);

describe('GET /v1/places/autocomplete', () => {
  it('finds a known avenue with its number, in its commune, region and country', async () => {
    const [first, ...rest] = await search('Avenida Providencia 1234');
    expect(first).toEqual({
      placeId: expect.stringMatching(/^cl1\./),
      mainText: 'Avenida Providencia 1234',
      secondaryText: 'Providencia, Metropolitana de Santiago, Chile',
      description: 'Avenida Providencia 1234, Providencia, Metropolitana de Santiago, Chile',
    });
    // "Nueva Providencia" matches the word too; nothing outside Chile, at most five.
    expect(rest.map((p) => p.mainText)).toContain('Avenida Nueva Providencia 1234');
    expect(rest.length).toBeLessThanOrEqual(4);
  });

  it('reads "street number, commune" for any street, accents and case aside', async () => {
    const found = await search('calle los aromos 45, nunoa');
    expect(found).toHaveLength(1);
    expect(found[0]!.description).toBe('calle los aromos 45, Ñuñoa, Metropolitana de Santiago, Chile');
    // The commune may follow the number without a comma.
    expect((await search('Los Aromos 45 Puerto Montt'))[0]!.secondaryText).toBe('Puerto Montt, Los Lagos, Chile');
  });

  it('a known street typed with its commune is the seeded one, not a second copy', async () => {
    const found = await search('av providencia 99, providencia');
    expect(found.map((p) => p.mainText)).toEqual(['Avenida Providencia 99', 'Avenida Nueva Providencia 99']);
  });

  it('up to 5 predictions; none for short text, an unknown street alone or a commune Chile lacks', async () => {
    expect((await search('Avenida')).length).toBeLessThanOrEqual(5);
    expect(await search('av')).toEqual([]);
    expect(await search('Calle Inventada 12')).toEqual([]);
    expect(await search('Corrientes 348, Buenos Aires')).toEqual([]);
  });

  it('is deterministic: the same text gives the same place ids', async () => {
    expect(await search('Apoquindo 3000')).toEqual(await search('Apoquindo 3000'));
  });

  it('takes a sessionToken and refuses unbounded or missing input (400)', async () => {
    const ok = await sandbox.v1.get('/places/autocomplete?input=Irarrazaval%20100&sessionToken=abc-123');
    expect(ok.body.data[0].mainText).toBe('Avenida Irarrázaval 100');
    expect((await sandbox.v1.get('/places/autocomplete')).status).toBe(400);
    expect((await sandbox.v1.get(`/places/autocomplete?input=${'a'.repeat(201)}`)).status).toBe(400);
    expect((await sandbox.v1.get('/places/autocomplete?input=x&sessionToken=%3Cscript%3E')).status).toBe(400);
  });
});

describe('GET /v1/places/details', () => {
  it('gives street, number, commune, province, region and country of a prediction', async () => {
    const [place] = await search('Avenida Providencia 1234');
    const reply = await details(place!.placeId);
    expect(reply.status).toBe(200);
    expect(reply.body.data).toEqual({
      placeId: place!.placeId,
      street: 'Avenida Providencia',
      number: '1234',
      commune: 'Providencia',
      province: 'Santiago',
      region: 'Metropolitana de Santiago',
      country: 'Chile',
      locality: 'Providencia',
      description: 'Avenida Providencia 1234, Providencia, Metropolitana de Santiago, Chile',
    });
  });

  it('leaves number empty when none was typed (the client says "La dirección debe tener un número")', async () => {
    const [place] = await search('Avenida Angelmó');
    const data = (await details(place!.placeId)).body.data;
    expect(data).toMatchObject({ street: 'Avenida Angelmó', number: '', commune: 'Puerto Montt', province: 'Llanquihue', region: 'Los Lagos' });
  });

  it('an id it never gave out is 404 "Place not found"', async () => {
    for (const bad of ['nope', 'cl1.', 'cl1.bm9wZQ', `cl1.${Buffer.from('["x","1","99999"]').toString('base64url')}`]) {
      expect((await details(bad)).body).toEqual({ code: 404, message: 'Place not found' });
    }
  });
});

it('brakes one client at 120 searches a minute (429)', async () => {
  const statuses = [];
  for (let i = 0; i < 125; i += 1) statuses.push((await sandbox.v1.get('/places/autocomplete?input=Vitacura')).status);
  expect(statuses).toContain(429);
  expect(statuses.filter((s) => s === 200).length).toBeLessThanOrEqual(120);
});

it('behind the shell server (a loopback proxy) the brake keys on the shopper in X-Forwarded-For', async () => {
  // The test above spent this client's window; the shell proxy forwarding another shopper is not braked.
  const direct = await fetch(`${sandbox.url}/v1/places/autocomplete?input=Vitacura`);
  expect(direct.status).toBe(429);
  const forwarded = await fetch(`${sandbox.url}/v1/places/autocomplete?input=Vitacura`, {
    headers: { 'x-forwarded-for': '203.0.113.7' },
  });
  expect(forwarded.status).toBe(200);
});
