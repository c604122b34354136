// Cards (owner scoping, inscription through the provider page, deletion rules), payment requests,
// the sandbox pages, and reset.
import sharp from 'sharp';
import { JPEG_WIDTH } from '../src/sandbox-pages/images';
import { loginAna, sharedSandbox } from './helpers';

const sandbox = sharedSandbox();
const TD = 'st-tienda-demo';
const RETURN_URL = 'http://localhost:8080/tienda-demo/userpanel/cards?newCard=true';

let ana: string;
let guest: string;
let other: string;
let otherId: string;

beforeAll(async () => {
  ana = (await loginAna(sandbox.v1)).access;
  guest = (await sandbox.v1.post('/auth/guestLogin', {})).body.data.access;
  other = (await sandbox.api.post('/sandbox/session', { email: 'otro@demo.cl' })).body.data.access;
  otherId = (await sandbox.v1.get('/auth/profile', other)).body.data.userId;
});

/** Walks the provider page like a browser: GET the form, POST it, follow nothing. */
async function submitInscriptionPage(redirectUrl: string, fields: Record<string, string>) {
  const page = await fetch(redirectUrl);
  expect(page.status).toBe(200);
  const html = await page.text();
  const token = /name="token" value="([^"]+)"/.exec(html)?.[1];
  expect(token).toBeDefined();
  const form = new URLSearchParams({ token: token!, ...fields });
  return fetch(`${sandbox.url}/sandbox/card-inscription`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form.toString(),
    redirect: 'manual',
  });
}

async function startInscription(token = ana) {
  const reply = await sandbox.v1.post(
    '/cards/inscription',
    { storeId: TD, returnUrl: RETURN_URL },
    token,
  );
  expect(reply.status).toBe(201);
  return reply.body.data as { token: string; redirectUrl: string };
}

describe('cards of a shopper', () => {
  it("lists ana's card per store", async () => {
    const cards = (await sandbox.v1.get(`/cards/user/u-ana?storeId=${TD}`, ana)).body.data;
    expect(cards).toEqual([
      expect.objectContaining({
        _id: 'card-ana-td',
        brand: 'Visa',
        type: 'Credit',
        digits: '4242',
        userId: 'u-ana',
        storeId: TD,
      }),
    ]);
    const sv = (await sandbox.v1.get('/cards/user/u-ana?storeId=st-servicios-demo', ana)).body.data;
    expect(sv.map((card: { _id: string }) => card._id)).toEqual(['card-ana-sv']);
  });

  it("never shows ana's cards to anyone else", async () => {
    expect((await sandbox.v1.get(`/cards/user/u-ana?storeId=${TD}`, other)).status).toBe(404);
    expect((await sandbox.v1.get('/cards/card-ana-td', other)).status).toBe(404);
    expect((await sandbox.v1.get('/cards/card-ana-td/canBeDeleted', other)).status).toBe(404);
    expect((await sandbox.v1.del('/cards/card-ana-td', other)).status).toBe(404);
    expect((await sandbox.v1.get('/cards/card-ana-td')).status).toBe(401);
    expect((await sandbox.v1.get(`/cards/user/${otherId}?storeId=${TD}`, other)).body.data).toEqual(
      [],
    );
  });

  it('gives guests an empty list of their own, another user’s is 404, and refuses them card actions', async () => {
    const guestId = (await sandbox.v1.get('/auth/profile', guest)).body.data.userId;
    expect((await sandbox.v1.get(`/cards/user/${guestId}?storeId=${TD}`, guest)).body).toEqual({
      code: 200,
      data: [],
    });
    expect((await sandbox.v1.get(`/cards/user/u-ana?storeId=${TD}`, guest)).status).toBe(404);
    const reply = await sandbox.v1.post(
      '/cards/inscription',
      { storeId: TD, returnUrl: RETURN_URL },
      guest,
    );
    expect(reply.body).toEqual({ code: 401, message: 'Action does not allow guest access' });
  });
});

describe('card inscription', () => {
  it('shows the provider page with labelled Spanish controls', async () => {
    const { redirectUrl } = await startInscription();
    expect(redirectUrl).toMatch(new RegExp(`^${sandbox.url}/sandbox/card-inscription\\?token=`));
    const html = await (await fetch(redirectUrl)).text();
    expect(html).toContain('<title>Inscripción de tarjeta</title>');
    expect(html).toContain('<label for="brand">Marca</label>');
    expect(html).toContain('<label for="type">Tipo</label>');
    expect(html).toContain('<label for="number">Número de tarjeta</label>');
    for (const option of ['Visa', 'RedCompra', 'MasterCard'])
      expect(html).toContain(`>${option}</option>`);
    expect(html).toContain('<option value="Credit">Crédito</option>');
    expect(html).toContain('<option value="Debit">Débito</option>');
    expect(html).toContain('<option value="Prepaid">Prepago</option>');
    expect(html).toMatch(/<button[^>]*>Inscribir<\/button>/);
    expect(html).toMatch(/<button[^>]*>Cancelar<\/button>/);
  });

  it('registers a card: page → returnUrl unchanged → confirm keeps only the last four digits', async () => {
    const { token, redirectUrl } = await startInscription();
    const posted = await submitInscriptionPage(redirectUrl, {
      brand: 'MasterCard',
      type: 'Debit',
      number: '5555 4444 3333 1234',
      action: 'submit',
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toBe(RETURN_URL);
    const confirmed = await sandbox.v1.post(
      '/cards/inscription/confirm',
      { token, storeId: TD },
      ana,
    );
    expect(confirmed.status).toBe(201);
    expect(confirmed.body.data).toMatchObject({
      brand: 'MasterCard',
      type: 'Debit',
      digits: '1234',
      userId: 'u-ana',
    });
    expect(JSON.stringify(confirmed.body)).not.toContain('5555');
    const cards = (await sandbox.v1.get(`/cards/user/u-ana?storeId=${TD}`, ana)).body.data;
    expect(cards.map((card: { digits: string }) => card.digits)).toEqual(['4242', '1234']);
    // The page cannot be used twice.
    expect((await fetch(redirectUrl)).status).toBe(404);
  });

  it('fails a number ending in 0051, and a cancel', async () => {
    const failing = await startInscription();
    const posted = await submitInscriptionPage(failing.redirectUrl, {
      brand: 'Visa',
      type: 'Credit',
      number: '4000000000000051',
      action: 'submit',
    });
    expect(posted.headers.get('location')).toBe(RETURN_URL);
    const confirm = await sandbox.v1.post(
      '/cards/inscription/confirm',
      { token: failing.token, storeId: TD },
      ana,
    );
    expect(confirm.body).toEqual({ code: 400, message: 'Inscription failed' });

    const canceled = await startInscription();
    const back = await submitInscriptionPage(canceled.redirectUrl, { action: 'cancel' });
    expect(back.headers.get('location')).toBe(RETURN_URL);
    const after = await sandbox.v1.post(
      '/cards/inscription/confirm',
      { token: canceled.token, storeId: TD },
      ana,
    );
    expect(after.body.message).toBe('Inscription failed');
  });

  it('re-shows the page on a malformed number, and refuses unknown or foreign tokens at confirm', async () => {
    const { token, redirectUrl } = await startInscription();
    const bad = await submitInscriptionPage(redirectUrl, {
      brand: 'Visa',
      type: 'Credit',
      number: '12',
      action: 'submit',
    });
    expect(bad.status).toBe(400);
    expect(await bad.text()).toContain('role="alert"');
    expect(
      (await sandbox.v1.post('/cards/inscription/confirm', { token: 'nope', storeId: TD }, ana))
        .status,
    ).toBe(400);
    expect(
      (await sandbox.v1.post('/cards/inscription/confirm', { token, storeId: TD }, other)).status,
    ).toBe(400);
  });
});

describe('deleting cards', () => {
  it('refuses a card paying an approved charge, allows the others', async () => {
    expect((await sandbox.v1.get('/cards/card-ana-sv/canBeDeleted', ana)).body).toEqual({
      code: 200,
      data: false,
    });
    const refused = await sandbox.v1.del('/cards/card-ana-sv', ana);
    expect(refused.body).toEqual({ code: 409, message: 'Card cannot be deleted' });
    expect((await sandbox.v1.get('/cards/card-ana-td/canBeDeleted', ana)).body.data).toBe(true);
    expect((await sandbox.v1.del('/cards/card-ana-td', ana)).body).toEqual({
      code: 200,
      data: { deleted: true },
    });
    expect((await sandbox.v1.get('/cards/card-ana-td', ana)).status).toBe(404);
  });
});

describe('payment requests', () => {
  it("serves ana's request to her and to guests, not to another shopper", async () => {
    const mine = await sandbox.v1.get('/paymentRequests/pr-td-0ywHJQcfV5nz3Houv9Vb0A', ana);
    expect(mine.body.data).toMatchObject({
      _id: 'pr-td-0ywHJQcfV5nz3Houv9Vb0A',
      storeId: TD,
      userEmail: 'ana@demo.cl',
      price: 25000,
      currency: 'clp',
      description: 'Pago de prueba tienda-demo',
      status: 'pending',
    });
    expect(
      (await sandbox.v1.get('/paymentRequests/pr-sv-Pbp5o0mSs-KOOo1RxxYa2A', guest)).body.data
        .price,
    ).toBe(45990);
    expect(
      (await sandbox.v1.get('/paymentRequests/pr-td-0ywHJQcfV5nz3Houv9Vb0A', other)).status,
    ).toBe(404);
    expect((await sandbox.v1.get('/paymentRequests/pr-td-0ywHJQcfV5nz3Houv9Vb0A')).status).toBe(
      401,
    );
  });

  it('creates one through the merchant scene', async () => {
    const created = await sandbox.api.post('/sandbox/paymentRequests', {
      storeId: 'st-servicios-demo',
      userEmail: 'otro@demo.cl',
      price: 9990,
      description: 'Visita técnica',
    });
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({
      userId: otherId,
      status: 'pending',
      currency: 'clp',
    });
    expect((await sandbox.v1.get(`/paymentRequests/${created.body.data._id}`, other)).status).toBe(
      200,
    );
  });
});

describe('sandbox pages', () => {
  it('lists the stores on the provider home', async () => {
    const html = (await sandbox.api.get('/sandbox/home')).body as string;
    expect(html).toContain('<title>Plataforma de tiendas</title>');
    for (const name of ['tienda-demo', 'farmacia-demo', 'servicios-demo']) {
      expect(html).toContain(`href="http://localhost:8080/${name}"`);
    }
  });

  it('serves deterministic SVG images with a long cache', async () => {
    const first = await fetch(`${sandbox.url}/sandbox/images/td-p-0002.svg`);
    expect(first.headers.get('content-type')).toContain('image/svg+xml');
    expect(first.headers.get('cache-control')).toContain('max-age=31536000');
    const svg = await first.text();
    expect(svg).toContain('aria-label="Café en grano');
    // The label is drawn as outlines: an SVG image's <text> is laid out on the page's main thread.
    expect(svg).not.toContain('<text');
    expect(svg).toMatch(/<path d="M-?\d/);
    expect(await (await fetch(`${sandbox.url}/sandbox/images/td-p-0002.svg`)).text()).toBe(svg);
    expect(await (await fetch(`${sandbox.url}/sandbox/images/banner-1.svg`)).text()).toContain(
      'Todo para tu hogar',
    );
  });

  it('serves the product images as deterministic JPEGs, 400 px wide, with a long cache', async () => {
    const url = `${sandbox.url}/sandbox/images/td-p-0002.jpg`;
    const first = await fetch(url);
    expect(first.status).toBe(200);
    expect(first.headers.get('content-type')).toBe('image/jpeg');
    expect(first.headers.get('cache-control')).toContain('max-age=31536000');
    const jpeg = Buffer.from(await first.arrayBuffer());
    expect(jpeg.subarray(0, 3)).toEqual(Buffer.from([0xff, 0xd8, 0xff])); // a JPEG's start marker
    const { width, height } = await sharp(jpeg).metadata();
    expect({ width, height }).toEqual({ width: JPEG_WIDTH, height: JPEG_WIDTH });
    expect(jpeg.length).toBeLessThan(30_000); // a card's image, not a page's weight
    expect(Buffer.from(await (await fetch(url)).arrayBuffer())).toEqual(jpeg);
    // The seeded catalogue points at them; an unknown extension is not an image.
    const seeded = await sandbox.v1.get('/catalog/products/td-p-0002');
    expect(seeded.body.data.imageUrl).toBe(url);
    expect((await fetch(`${sandbox.url}/sandbox/images/td-p-0002.gif`)).status).toBe(404);
  });

  it('compresses the SVG images for a client that accepts gzip, as an image CDN does', async () => {
    const url = `${sandbox.url}/sandbox/images/td-p-0002.svg`;
    const plain = await fetch(url, { headers: { 'accept-encoding': 'identity' } });
    expect(plain.headers.get('content-encoding')).toBeNull();
    const svg = await plain.text();
    const zipped = await fetch(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    expect(zipped.headers.get('content-encoding')).toBe('gzip');
    expect(zipped.headers.get('vary')).toContain('accept-encoding');
    expect(await zipped.text()).toBe(svg); // fetch inflates it
  });

  it('keeps a mailbox, empty for now', async () => {
    expect((await sandbox.api.get('/sandbox/mailbox/ana@demo.cl')).body).toEqual({
      code: 200,
      data: [],
    });
    expect((await sandbox.api.get('/sandbox/mailbox')).body).toContain('Buzón del sandbox');
  });
});

describe('reset', () => {
  it('restores seeded rows and drops run-time ones', async () => {
    expect((await sandbox.v1.get('/cards/card-ana-td', ana)).status).toBe(404); // deleted above
    const reset = await sandbox.api.post('/sandbox/reset');
    expect(reset.body).toEqual({ code: 200, data: { ok: true } });
    const fresh = (await loginAna(sandbox.v1)).access;
    expect((await sandbox.v1.get('/cards/card-ana-td', fresh)).body.data.digits).toBe('4242');
    const cards = (await sandbox.v1.get(`/cards/user/u-ana?storeId=${TD}`, fresh)).body.data;
    expect(cards).toHaveLength(1);
    // The other shopper was created at run time: gone, and so is their session.
    expect((await sandbox.v1.get('/auth/profile', other)).status).toBe(401);
  }, 30_000);
});
