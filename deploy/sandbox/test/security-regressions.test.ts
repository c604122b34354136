// Issue 10: one regression test per finding of the hostile-input review, at the sandbox's real
// per-client limits (factor 1). The Infinity year first: it once froze the whole server.
import { SignJWT } from 'jose';
import { googleSigningKey } from '../src/google/signing-key';
import { processCart, workdayAhead } from './checkout/checkout-scene';
import { loginAna, sharedSandbox, TD, type Client } from './helpers';

// SANDBOX_TEST_DATABASE_URL runs the file on a PostgreSQL server (reseeded first): the races of
// issue 36 (simultaneous uses of a login link) then meet real concurrent transactions.
const databaseUrl = process.env.SANDBOX_TEST_DATABASE_URL;
const sandbox = sharedSandbox(databaseUrl ? { databaseUrl, reset: true } : {});
const FA = 'st-farmacia-demo';
const SV = 'st-servicios-demo';
let counter = 0;
const freshEmail = (tag: string) => `${tag}-${Date.now()}-${(counter += 1)}@test.cl`;
/** A JSON body sent as written (too deep for JSON.stringify inside jest's smaller stack). */
const rawPost = (path: string, text: string) =>
  fetch(`${sandbox.url}/v1${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: text,
  });
const LOCKED = 'Demasiados intentos fallidos. Espera 15 minutos o ingresa con un código.';

async function codeSignIn(v1: Client, email: string, storeName: string, storeId: string) {
  expect((await v1.post('/auth/generateCode', { email, storeName })).status).toBe(200);
  const mail = await sandbox.api.get(`/sandbox/mailbox/${encodeURIComponent(email)}`);
  return v1.get(
    `/auth/verifyCode?email=${encodeURIComponent(email)}&code=${mail.body.data[0].code}&storeId=${storeId}`,
  );
}

describe('input guard', () => {
  it('refuses year=Infinity (and 1e400, 0x7E8) with 400, and the server keeps answering', async () => {
    for (const year of ['Infinity', '1e400', '0x7E8', '-Infinity', '2026.5']) {
      const reply = await sandbox.v1.get(`/holidays?storeId=${TD}&year=${year}`);
      expect(reply.status).toBe(400);
      expect(reply.body.code).toBe(400);
      expect(Object.keys(reply.body.errors).join()).toMatch(/year/);
    }
    expect((await sandbox.v1.get(`/holidays?storeId=${TD}&year=2026`)).body.data).toContain(
      '2026-09-18',
    );
    expect((await sandbox.v1.get(`/holidays?storeId=${TD}&year=1899`)).status).toBe(400);
  });

  it('refuses a NUL byte anywhere with 400, never 500', async () => {
    const login = await sandbox.v1.post('/auth/login', {
      email: 'a\u0000@b.cl',
      password: 'x',
      storeId: TD,
    });
    expect(login.body).toEqual({
      code: 400,
      message: 'Invalid input',
      errors: { 'body.email': 'must not contain a NUL character' },
    });
    expect((await sandbox.v1.get(`/catalog/products?storeId=${TD}&categories=%00`)).status).toBe(
      400,
    );
    const ana = await loginAna(sandbox.v1);
    expect((await sandbox.v1.get('/cards/u-ana%00', ana.access)).status).toBe(400);
  });

  it('refuses a lone surrogate, extra keys, deep nesting and oversized values, and stores nothing', async () => {
    const ana = await loginAna(sandbox.v1);
    const before = (await sandbox.v1.get('/users/u-ana', ana.access)).body.data.addresses.length;
    const attempts = [{ street: 'x\ud800y' }, { street: 'Calle', extra: 'a'.repeat(200) }];
    for (const body of attempts)
      expect((await sandbox.v1.post('/users/u-ana/addAddress', body, ana.access)).status).toBe(400);
    const deepJunk = await fetch(`${sandbox.url}/v1/users/u-ana/addAddress`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${ana.access}` },
      body: `{"street":"Calle","junk":${'{"a":'.repeat(3000)}1${'}'.repeat(3000)}}`,
    });
    expect(deepJunk.status).toBe(400);
    const huge = await sandbox.v1.post(
      '/users/u-ana/addAddress',
      { street: 'Calle', extra: 'a'.repeat(500_000) },
      ana.access,
    );
    expect(huge.status).toBe(413);
    expect((await sandbox.v1.get('/users/u-ana', ana.access)).body.data.addresses).toHaveLength(
      before,
    );

    const deep = await rawPost(
      '/carts/addProduct',
      `{"storeId":"${TD}","guestId":"g-guard","product":{"productId":"td-p-0005","quantity":1,"billingType":"monthly","labels":${'['.repeat(5000)}${']'.repeat(5000)}}}`,
    );
    expect(deep.status).toBe(400);
    const line = (product: Record<string, unknown>) =>
      sandbox.v1.post('/carts/addProduct', {
        storeId: TD,
        guestId: 'g-guard',
        product: { productId: 'td-p-0005', quantity: 1, billingType: 'monthly', ...product },
      });
    expect((await line({ labels: [{ label: 'a'.repeat(300_000) }] })).status).toBe(413);
    expect((await line({ labels: [{ label: 'a'.repeat(20_000) }] })).status).toBe(400);
    expect((await line({ price: 1e308 })).status).toBe(400);
  });

  it('refuses a huge or infinite page or limit', async () => {
    for (const query of [
      'page=99999999999999999999',
      'limit=Infinity',
      'page=1e3',
      'page=2000000',
    ]) {
      expect((await sandbox.v1.get(`/stores?${query}`)).status).toBe(400);
    }
    expect((await sandbox.v1.get('/stores?page=1&limit=2')).status).toBe(200);
  });

  it('answers an undecodable or overlong path in the envelope', async () => {
    expect((await sandbox.v1.get('/cards/%ED%A0%80')).body).toEqual({
      code: 400,
      message: 'Invalid path',
    });
    expect((await sandbox.v1.get(`/cards/${'a'.repeat(300)}`)).body).toEqual({
      code: 414,
      message: 'Invalid path',
    });
  });
});

describe('accounts', () => {
  it('a pre-registered account loses its password and sessions at the first proof of the e-mail', async () => {
    const victim = freshEmail('victima');
    const attacker = await sandbox.v1.post('/auth/register', {
      email: victim,
      storeId: TD,
      password: 'clave-del-atacante',
    });
    expect(attacker.status).toBe(201); // spec 000 §4: signup with a password signs in at once
    const { access, refresh } = attacker.body.data;
    const userId = (await sandbox.v1.get('/auth/profile', access)).body.data.userId;
    expect(userId).toEqual(expect.any(String));

    // Unproven, it cannot read what is addressed to that e-mail.
    const request = await sandbox.api.post('/sandbox/paymentRequests', {
      storeId: TD,
      userEmail: victim,
      price: 9990,
      description: 'Cuota',
    });
    expect(request.body.data._id).toMatch(/^pr-[A-Za-z0-9_-]{22}$/);
    expect((await sandbox.v1.get(`/paymentRequests/${request.body.data._id}`, access)).status).toBe(
      404,
    );

    const proven = await codeSignIn(sandbox.v1, victim, 'tienda-demo', TD);
    expect(proven.status).toBe(200);
    expect((await sandbox.v1.get('/auth/profile', proven.body.data.access)).body.data.userId).toBe(
      userId,
    );
    expect((await sandbox.v1.get('/auth/profile', access)).status).toBe(401);
    expect((await sandbox.v1.post('/auth/refresh', { refreshToken: refresh })).status).toBe(401);
    expect(
      (
        await sandbox.v1.post('/auth/login', {
          email: victim,
          password: 'clave-del-atacante',
          storeId: TD,
        })
      ).status,
    ).toBe(401);
    expect(
      (await sandbox.v1.get(`/paymentRequests/${request.body.data._id}`, proven.body.data.access))
        .status,
    ).toBe(200);
  });

  it('a password change through the recovery link ends every other session', async () => {
    const email = freshEmail('cambio');
    const first = (
      await sandbox.v1.post('/auth/register', { email, storeId: TD, password: 'primera-clave' })
    ).body.data;
    const second = (
      await sandbox.v1.post('/auth/login', { email, password: 'primera-clave', storeId: TD })
    ).body.data;
    expect(
      (
        await sandbox.v1.post('/auth/recoverPassword', {
          email,
          storeId: TD,
          origin: 'http://localhost:8080/tienda-demo',
        })
      ).status,
    ).toBe(200);
    const mail = await sandbox.api.get(`/sandbox/mailbox/${encodeURIComponent(email)}`);
    const token = String(mail.body.data[0].link).split('/recover/')[1];
    const changed = await sandbox.v1.post('/auth/changePassword', {
      token,
      password: 'segunda-clave',
    });
    expect(changed.status).toBe(200);
    for (const old of [first, second]) {
      expect((await sandbox.v1.get('/auth/profile', old.access)).status).toBe(401);
      expect((await sandbox.v1.post('/auth/refresh', { refreshToken: old.refresh })).status).toBe(
        401,
      );
    }
    expect((await sandbox.v1.get('/auth/profile', changed.body.data.access)).status).toBe(200);
  });

  it('payment requests carry unguessable ids; an old readable id is just not found', async () => {
    const ids = (await sandbox.db.selectFrom('payment_requests').select('id').execute()).map(
      (row) => row.id,
    );
    for (const id of ids) expect(id).toMatch(/^pr-(td|sv)?-?[A-Za-z0-9_-]{22}$/);
    const guest = (await sandbox.v1.post('/auth/guestLogin', {})).body.data.access;
    expect((await sandbox.v1.get('/paymentRequests/pr-td-0001', guest)).status).toBe(404);
  });
});

describe('store policy on the server', () => {
  it('a code-only store refuses password sign-in, even with the right password', async () => {
    const reply = await sandbox.v1.post('/auth/login', {
      email: 'ana@demo.cl',
      password: 'demo1234',
      storeId: FA,
    });
    expect(reply.body).toEqual({ code: 403, message: 'Sign-in method not allowed' });
  });

  it('a store that forbids sign-up keeps out an account made elsewhere, unless it shares accounts', async () => {
    const email = freshEmail('otra-tienda');
    expect(
      (await sandbox.v1.post('/auth/register', { email, storeId: TD, password: 'clave-tienda' }))
        .status,
    ).toBe(201);
    expect(
      (await sandbox.v1.get(`/users/checkEmail?email=${encodeURIComponent(email)}&storeId=${FA}`))
        .body.data.found,
    ).toBe(false);
    const refused = await sandbox.v1.get(
      `/auth/verifyCode?email=${encodeURIComponent(email)}&code=000000&storeId=${FA}`,
    );
    expect(refused.body).toEqual({ code: 403, message: 'Registration disabled' });

    const shared = await sandbox.api.post('/sandbox/stores/clone', {
      from: 'farmacia-demo',
      name: `farmacia-compartida-${(counter += 1)}`,
      policy: { loginPolicy: { allowSharedAccounts: true } },
    });
    expect(shared.status).toBe(201);
    const entered = await codeSignIn(
      sandbox.v1,
      email,
      shared.body.data.name,
      shared.body.data._id,
    );
    expect(entered.status).toBe(200);
    // Ana is farmacia-demo's customer already: she comes in by code.
    expect((await codeSignIn(sandbox.v1, 'ana@demo.cl', 'farmacia-demo', FA)).status).toBe(200);
  });

  it('servicios-demo (sign-up open) lets an account made elsewhere in and makes it a member', async () => {
    const email = freshEmail('miembro');
    expect(
      (await sandbox.v1.post('/auth/register', { email, storeId: TD, password: 'clave-miembro' }))
        .status,
    ).toBe(201);
    expect(
      (await sandbox.v1.post('/auth/login', { email, password: 'clave-miembro', storeId: SV }))
        .status,
    ).toBe(200);
    const user = await sandbox.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    const stores = await sandbox.db
      .selectFrom('store_members')
      .select('store_id')
      .where('user_id', '=', user.id)
      .execute();
    expect(stores.map((row) => row.store_id).sort()).toEqual([SV, TD].sort());
  });
});

describe('provider pages return only to the store', () => {
  it('a card inscription refuses a returnUrl outside the store, and returns to one inside it', async () => {
    const ana = await loginAna(sandbox.v1);
    const start = (returnUrl: string, storeId = TD) =>
      sandbox.v1.post('/cards/inscription', { storeId, returnUrl }, ana.access);
    for (const returnUrl of [
      'https://evil.example/phish',
      'http://localhost:8080/farmacia-demo/userpanel/cards',
      'http://localhost:8080/tienda-demo-falsa/userpanel/cards',
      'http://user@localhost:8080/tienda-demo/userpanel/cards',
      'javascript:alert(1)',
      '/tienda-demo/userpanel/cards',
    ]) {
      const refused = await start(returnUrl);
      expect(refused.body).toMatchObject({
        code: 400,
        message: 'returnUrl must be a page of the store',
      });
    }
    // servicios-demo lives on its own host.
    expect((await start('http://localhost:8080/userpanel/cards', SV)).status).toBe(400);
    expect((await start('http://servicios-demo.localhost:8080/userpanel/cards', SV)).status).toBe(
      201,
    );

    const ok = await start('http://localhost:8080/tienda-demo/userpanel/cards?newCard=true');
    expect(ok.status).toBe(201);
    const form = new URLSearchParams({ token: ok.body.data.token, action: 'cancel' });
    const back = await fetch(`${sandbox.url}/sandbox/card-inscription`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: form.toString(),
      redirect: 'manual',
    });
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(
      'http://localhost:8080/tienda-demo/userpanel/cards?newCard=true',
    );
  });
});

describe('issue 36: a token is good only in a store its account may enter', () => {
  const DENIED = { code: 403, message: 'Store access denied' };

  it('a tienda-demo token registers no card and checks out nothing at farmacia-demo, which does not admit its account', async () => {
    const email = freshEmail('rita');
    const tag = counter;
    const rita = (
      await sandbox.v1.post('/auth/register', { email, storeId: TD, password: 'clave-de-rita' })
    ).body.data;
    const userId = (await sandbox.v1.get('/auth/profile', rita.access)).body.data.userId;
    // farmacia-demo (sign-up off, no shared accounts) already refuses her at its sign-in.
    expect(
      (await sandbox.v1.get(`/users/checkEmail?email=${encodeURIComponent(email)}&storeId=${FA}`))
        .body.data.found,
    ).toBe(false);

    // Card registration.
    const inscription = await sandbox.v1.post(
      '/cards/inscription',
      { storeId: FA, returnUrl: 'http://localhost:8080/farmacia-demo/userpanel/cards' },
      rita.access,
    );
    expect(inscription.body).toEqual(DENIED);

    // Checkout, with everything else in place: an address, a quote, a card of hers in the store
    // (planted in the database), a line in the browser's guest cart (a guest cart is nobody's).
    const arica = { street: '21 de Mayo', number: '500', commune: 'Arica', country: 'Chile' };
    const added = await sandbox.v1.post(`/users/${userId}/addAddress`, arica, rita.access);
    expect(added.status).toBe(200);
    await sandbox.db
      .insertInto('cards')
      .values({
        id: `card-rita-${tag}`,
        store_id: FA,
        user_id: userId,
        brand: 'Visa',
        type: 'Credit',
        digits: '4242',
      })
      .execute();
    const line = { productId: 'fa-p-0001', quantity: 1, billingType: 'monthly' };
    const guestId = `g-rita-${tag}`;
    expect(
      (await sandbox.v1.post('/carts/addProduct', { storeId: FA, guestId, product: line })).status,
    ).toBe(200);
    const shipping = await sandbox.v1.get(
      `/shippings/getPrice?storeId=${FA}&commune=Arica&currency=clp&amount=1000`,
      rita.access,
    );
    expect(shipping.status).toBe(200);
    const processed = await processCart(
      sandbox.url,
      rita.access,
      {
        storeId: FA,
        guestId,
        userId,
        cardId: `card-rita-${tag}`,
        shippingId: shipping.body.data._id,
        tax: 0.19,
        gift: false,
        currency: 'clp',
      },
      `rita-${tag}`,
    );
    expect(processed.body).toEqual(DENIED);
    const bought = await sandbox.db
      .selectFrom('subscriptions')
      .select('id')
      .where('user_id', '=', userId)
      .execute();
    expect(bought).toEqual([]);

    // Her cart, her panel and her payments in that store are closed to that token too.
    const cartKey = `storeId=${FA}&guestId=${guestId}&userId=${userId}`;
    for (const reply of [
      await sandbox.v1.get(`/carts/getOrCreate?${cartKey}`, rita.access),
      await sandbox.v1.post(
        '/carts/addProduct',
        { storeId: FA, guestId, userId, product: line },
        rita.access,
      ),
      await sandbox.v1.get(`/cards/user/${userId}?storeId=${FA}`, rita.access),
      await sandbox.v1.get(`/cards/card-rita-${tag}`, rita.access),
      await sandbox.v1.get(`/subscriptions?userId=${userId}&storeId=${FA}`, rita.access),
      await sandbox.v1.get(`/deliveries?userId=${userId}&storeId=${FA}`, rita.access),
      await sandbox.v1.get(`/payers?userId=${userId}&storeId=${FA}`, rita.access),
      await sandbox.v1.post('/payers', { userId, storeId: FA }, rita.access),
      await sandbox.v1.post('/subscriptions/calendarLink', { userId, storeId: FA }, rita.access),
    ])
      expect(reply.body).toEqual(DENIED);

    // Where her account may enter, the same token works: tienda-demo (hers), servicios-demo (open).
    expect(
      (
        await sandbox.v1.post(
          '/cards/inscription',
          { storeId: TD, returnUrl: 'http://localhost:8080/tienda-demo/userpanel/cards' },
          rita.access,
        )
      ).status,
    ).toBe(201);
    expect(
      (await sandbox.v1.get(`/subscriptions?userId=${userId}&storeId=${SV}`, rita.access)).status,
    ).toBe(200);
    // Once the merchant makes her its customer she is in.
    expect(
      (await sandbox.api.post('/sandbox/members', { email, storeName: 'farmacia-demo' })).status,
    ).toBe(201);
    expect(
      (await sandbox.v1.get(`/cards/user/${userId}?storeId=${FA}`, rita.access)).body.data,
    ).toHaveLength(1);
  });

  it('a guest token is not bound to a store: its guest cart works in any store', async () => {
    const guest = (await sandbox.v1.post('/auth/guestLogin', {})).body.data.access;
    const guestUser = (await sandbox.v1.get('/auth/profile', guest)).body.data.userId;
    const cart = await sandbox.v1.get(
      `/carts/getOrCreate?storeId=${FA}&guestId=g-guest-fa&userId=${guestUser}`,
      guest,
    );
    expect(cart.status).toBe(200);
  });
});

describe('issue 36: the first proof of the e-mail makes the account its owner’s', () => {
  const feedPath = (url: string) => `${sandbox.url}${new URL(url).pathname}`;
  const TD_PAGE = 'http://localhost:8080/tienda-demo/userpanel/cards';

  /** Someone signs the address up with a password and sets the account up for later. */
  async function plantUnprovenSetup(email: string) {
    const holder = (
      await sandbox.v1.post('/auth/register', { email, storeId: TD, password: 'clave-ajena-1' })
    ).body.data;
    const token = holder.access as string;
    const userId = (await sandbox.v1.get('/auth/profile', token)).body.data.userId as string;
    const profile = {
      name: 'Mallory',
      lastName: 'Intrusa',
      rut: '11.111.111-1',
      phone: '987654321',
    };
    expect((await sandbox.v1.put('/auth', profile, token)).status).toBe(200);
    const planted = {
      street: 'Calle del Atacante',
      number: '666',
      commune: 'Providencia',
      main: true,
    };
    expect((await sandbox.v1.post(`/users/${userId}/addAddress`, planted, token)).status).toBe(200);
    const card = await sandbox.api.post('/sandbox/cards', {
      email,
      storeName: 'tienda-demo',
      number: '4111111111116666',
    });
    expect(card.status).toBe(201);
    const bought = await sandbox.api.post('/sandbox/subscriptions', {
      email,
      storeName: 'tienda-demo',
      status: 'active',
      products: [{ productId: 'td-p-0003' }],
    });
    expect(bought.status).toBe(201);
    expect(
      (await sandbox.v1.post(`/payers/shopper/${userId}`, { storeId: TD }, token)).status,
    ).toBe(201);
    const inscription = await sandbox.v1.post(
      '/cards/inscription',
      { storeId: TD, returnUrl: TD_PAGE },
      token,
    );
    expect(inscription.status).toBe(201);
    const feed = (
      await sandbox.v1.post('/subscriptions/calendarLink', { userId, storeId: TD }, token)
    ).body.data.url as string;
    expect((await fetch(feedPath(feed))).status).toBe(200);
    const line = {
      productId: 'td-p-0009',
      quantity: 1,
      billingType: 'monthly',
      // A base payday the store takes (a workday of the year ahead), planted for later.
      basePayday: await workdayAhead(sandbox, 20),
    };
    const guestId = `g-${userId}`;
    expect(
      (
        await sandbox.v1.post(
          '/carts/addProduct',
          { storeId: TD, guestId, userId, product: line },
          token,
        )
      ).status,
    ).toBe(200);
    return {
      userId,
      token,
      refresh: holder.refresh as string,
      feed,
      guestId,
      subscriptionId: bought.body.data._id as string,
      inscriptionToken: inscription.body.data.token as string,
    };
  }

  const proofs: Record<string, (email: string) => Promise<string>> = {
    'a code at verifyCode': async (email) =>
      (await codeSignIn(sandbox.v1, email, 'tienda-demo', TD)).body.data.access,
    'the recovery link at changePassword': async (email) => {
      const origin = 'http://localhost:8080/tienda-demo';
      await sandbox.v1.post('/auth/recoverPassword', { email, storeId: TD, origin });
      const mail = await sandbox.api.get(`/sandbox/mailbox/${encodeURIComponent(email)}`);
      const token = String(mail.body.data[0].link).split('/recover/')[1];
      const changed = await sandbox.v1.post('/auth/changePassword', {
        token,
        password: 'clave-de-la-duena',
      });
      return changed.body.data.access;
    },
    'a merchant’s bypass link': async (email) => {
      const link = await sandbox.api.post('/sandbox/loginLinks', {
        storeName: 'tienda-demo',
        email,
        type: 'bypass',
      });
      return (await sandbox.v1.post('/auth/bypass', { bypass: link.body.data.token })).body.data
        .access;
    },
    Google: async (email) => {
      const shop = await sandbox.api.post('/sandbox/stores/clone', {
        from: 'tienda-demo',
        name: `g-prueba-${(counter += 1)}`,
        policy: { loginPolicy: { loginMethods: ['otp', 'password', 'google'] } },
      });
      const key = await googleSigningKey(sandbox.db);
      const idToken = await new SignJWT({ email, email_verified: true })
        .setProtectedHeader({ alg: 'ES256', kid: key.kid })
        .setIssuer(`${sandbox.url}/sandbox/google`)
        .setAudience('tienda-demo.apps.sandbox-google.test') // the clone keeps the policy's client
        .setSubject('g-owner')
        .setJti(`jti-${email}`)
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(key.privateKey);
      const signedIn = await sandbox.v1.post('/auth/google', {
        token: idToken,
        storeId: shop.body.data._id,
      });
      expect(signedIn.status).toBe(200);
      return signedIn.body.data.access;
    },
  };

  it.each(Object.keys(proofs))(
    'after %s nothing the unproven holder set is left, in one transaction with the proof',
    async (proof) => {
      const email = freshEmail('duena');
      const planted = await plantUnprovenSetup(email);
      const owner = await proofs[proof]!(email);
      expect(owner).toEqual(expect.any(String));
      const user = (await sandbox.v1.get('/auth/profile', owner)).body.data;
      expect(user).toMatchObject({
        userId: planted.userId,
        name: null,
        lastName: null,
        rut: null,
        phone: null,
        addresses: [],
      });
      // The holder's sessions are over.
      expect((await sandbox.v1.get('/auth/profile', planted.token)).status).toBe(401);
      expect(
        (await sandbox.v1.post('/auth/refresh', { refreshToken: planted.refresh })).status,
      ).toBe(401);
      // No card, no payer, no open inscription.
      expect(
        (await sandbox.v1.get(`/cards/user/${planted.userId}?storeId=${TD}`, owner)).body.data,
      ).toEqual([]);
      expect(
        (await sandbox.v1.get(`/payers?userId=${planted.userId}&storeId=${TD}`, owner)).body.data
          .docs,
      ).toEqual([]);
      const inscription = await sandbox.db
        .selectFrom('card_inscriptions')
        .select('status')
        .where('token', '=', planted.inscriptionToken)
        .executeTakeFirstOrThrow();
      expect(inscription.status).toBe('failed');
      // The planted feed URL answers no more.
      expect((await fetch(feedPath(planted.feed))).status).toBe(404);
      // The cart bound to the account is gone (its line carried a planted basePayday).
      const cart = await sandbox.v1.get(
        `/carts/getOrCreate?storeId=${TD}&guestId=${planted.guestId}&userId=${planted.userId}`,
        owner,
      );
      expect(cart.body.data.products).toEqual([]);
      // What was bought stays in her panel, paused and without the holder's card.
      const subscription = await sandbox.v1.get(`/subscriptions/${planted.subscriptionId}`, owner);
      expect(subscription.body.data).toMatchObject({ status: 'paused', cardId: null });
    },
    60_000,
  );

  it('a password change through the recovery link, and the first proof, move the calendar feed on', async () => {
    // A shopper who proved her e-mail long ago, with a password (the scene), and her feed.
    const email = freshEmail('feed');
    const session = await sandbox.api.post('/sandbox/session', { email, password: 'su-clave-1' });
    const token = session.body.data.access;
    const userId = (await sandbox.v1.get('/auth/profile', token)).body.data.userId;
    expect(
      (await sandbox.v1.post('/auth/login', { email, password: 'su-clave-1', storeId: TD })).status,
    ).toBe(200);
    const feed = (
      await sandbox.v1.post('/subscriptions/calendarLink', { userId, storeId: TD }, token)
    ).body.data.url;
    expect((await fetch(feedPath(feed))).status).toBe(200);
    const origin = 'http://localhost:8080/tienda-demo';
    await sandbox.v1.post('/auth/recoverPassword', { email, storeId: TD, origin });
    const mail = await sandbox.api.get(`/sandbox/mailbox/${encodeURIComponent(email)}`);
    const link = String(mail.body.data[0].link).split('/recover/')[1];
    const changed = await sandbox.v1.post('/auth/changePassword', {
      token: link,
      password: 'nueva-clave-1',
    });
    expect(changed.status).toBe(200);
    expect((await fetch(feedPath(feed))).status).toBe(404);
    // Her next link is a new URL, which answers.
    const next = (
      await sandbox.v1.post(
        '/subscriptions/calendarLink',
        { userId, storeId: TD },
        changed.body.data.access,
      )
    ).body.data.url;
    expect(next).not.toBe(feed);
    expect((await fetch(feedPath(next))).status).toBe(200);

    // The first proof too: a feed an unproven account asked for dies with the proof.
    const unproven = freshEmail('feed-sin-prueba');
    const holder = (
      await sandbox.v1.post('/auth/register', {
        email: unproven,
        storeId: TD,
        password: 'clave-x-12',
      })
    ).body.data.access;
    const holderId = (await sandbox.v1.get('/auth/profile', holder)).body.data.userId;
    const planted = (
      await sandbox.v1.post(
        '/subscriptions/calendarLink',
        { userId: holderId, storeId: TD },
        holder,
      )
    ).body.data.url;
    expect((await fetch(feedPath(planted))).status).toBe(200);
    expect((await codeSignIn(sandbox.v1, unproven, 'tienda-demo', TD)).status).toBe(200);
    expect((await fetch(feedPath(planted))).status).toBe(404);
  });

  it('a proof refused part-way wipes nothing: the proof and the wipe are one transaction', async () => {
    const email = freshEmail('a-medias');
    const planted = await plantUnprovenSetup(email);
    const name = `tienda-cerrada-${(counter += 1)}`;
    expect(
      (await sandbox.api.post('/sandbox/stores/clone', { from: 'tienda-demo', name })).status,
    ).toBe(201);
    const origin = `http://localhost:8080/${name}`;
    const clone = (await sandbox.v1.get(`/stores?name=${name}`)).body.data.docs[0]._id;
    await sandbox.v1.post('/auth/recoverPassword', { email, storeId: clone, origin });
    const mail = await sandbox.api.get(`/sandbox/mailbox/${encodeURIComponent(email)}`);
    const token = String(mail.body.data[0].link).split('/recover/')[1];
    // The store closes its doors before she uses the link: the change is refused inside it.
    await sandbox.api.patch(`/sandbox/policies/${name}`, {
      loginPolicy: { allowRegistrationFromMarket: false },
    });
    const refused = await sandbox.v1.post('/auth/changePassword', {
      token,
      password: 'otra-clave-1',
    });
    expect(refused.body).toEqual({ code: 403, message: 'Registration disabled' });
    const kept = await sandbox.v1.get('/auth/profile', planted.token);
    expect(kept.status).toBe(200);
    expect(kept.body.data).toMatchObject({ name: 'Mallory', addresses: [expect.anything()] });
    expect((await fetch(feedPath(planted.feed))).status).toBe(200);
    // Nor was the link spent: it still validates.
    expect((await sandbox.v1.get(`/auth/validateRecoverToken?token=${token}`)).status).toBe(200);
  });
});

describe('issue 36: login links are single-use', () => {
  const mint = (body: Record<string, unknown>) =>
    sandbox.api.post('/sandbox/loginLinks', { storeName: 'tienda-demo', ...body });
  const INVALID = { code: 401, message: 'Invalid token' };

  it('a bypass link signs in once; afterwards it is dead, decodeUser included', async () => {
    const email = freshEmail('enlace');
    const token = (await mint({ email, type: 'bypass' })).body.data.token;
    expect((await sandbox.v1.get(`/auth/decodeUser?token=${token}`)).status).toBe(200);
    const first = await sandbox.v1.post('/auth/bypass', { bypass: token });
    expect(first.status).toBe(200);
    expect((await sandbox.v1.post('/auth/bypass', { bypass: token })).body).toEqual(INVALID);
    expect((await sandbox.v1.get(`/auth/decodeUser?token=${token}`)).body).toEqual(INVALID);
    // A link of the wrong type is refused without being spent.
    const typed = (await mint({ email, type: 'token' })).body.data.token;
    expect((await sandbox.v1.post('/auth/bypass', { bypass: typed })).body).toEqual(INVALID);
    expect((await sandbox.v1.get(`/auth/decodeUser?token=${typed}`)).status).toBe(200);
  });

  it('twenty simultaneous uses of one bypass link: one signs in, nineteen are refused', async () => {
    const email = freshEmail('carrera');
    const token = (await mint({ email, type: 'bypass' })).body.data.token;
    const replies = await Promise.all(
      Array.from({ length: 20 }, () => sandbox.v1.post('/auth/bypass', { bypass: token })),
    );
    expect(replies.filter((reply) => reply.status === 200)).toHaveLength(1);
    for (const reply of replies.filter((r) => r.status !== 200))
      expect(reply.body).toEqual(INVALID);
    const sessions = await sandbox.db
      .selectFrom('sessions')
      .innerJoin('users', 'users.id', 'sessions.user_id')
      .select('sessions.id')
      .where('users.email', '=', email)
      .execute();
    expect(sessions).toHaveLength(1);
  });

  it('the access-token link of verifyCode invites once; a second use is 401 before any code try', async () => {
    // farmacia-demo lets in only its customers: the merchant's link invites a new shopper.
    const email = freshEmail('invitada');
    const token = (
      await sandbox.api.post('/sandbox/loginLinks', {
        storeName: 'farmacia-demo',
        email,
        type: 'token',
      })
    ).body.data.token;
    const verify = async () => {
      await sandbox.api.post('/sandbox/otp/backdate', { email, seconds: 3600 }); // resend now
      expect(
        (await sandbox.v1.post('/auth/generateCode', { email, storeName: 'farmacia-demo' })).status,
      ).toBe(200);
      const mail = await sandbox.api.get(`/sandbox/mailbox/${encodeURIComponent(email)}`);
      return sandbox.v1.get(
        `/auth/verifyCode?email=${encodeURIComponent(email)}&code=${mail.body.data[0].code}&storeId=${FA}&token=${token}`,
      );
    };
    expect((await verify()).status).toBe(200);
    const second = await verify();
    expect(second.body).toEqual(INVALID);
    // The code was not spent on the refused link: it still signs her in (she is a customer now).
    const mail = await sandbox.api.get(`/sandbox/mailbox/${encodeURIComponent(email)}`);
    const withCodeOnly = await sandbox.v1.get(
      `/auth/verifyCode?email=${encodeURIComponent(email)}&code=${mail.body.data[0].code}&storeId=${FA}`,
    );
    expect(withCodeOnly.status).toBe(200);
  });
});

describe('issue 36: POST auth/logout ends the sign-in', () => {
  it('its refresh tokens refresh no more and its access token stops; other sign-ins go on', async () => {
    const email = freshEmail('salida');
    const first = (
      await sandbox.v1.post('/auth/register', { email, storeId: TD, password: 'clave-salida-1' })
    ).body.data;
    // A second sign-in of the same account (another device), and a rotation on the first.
    const other = (
      await sandbox.v1.post('/auth/login', { email, password: 'clave-salida-1', storeId: TD })
    ).body.data;
    const rotated = (await sandbox.v1.post('/auth/refresh', { refreshToken: first.refresh })).body
      .data;

    const out = await fetch(`${sandbox.url}/v1/auth/logout`, {
      method: 'POST', // no body at all
      headers: { authorization: `Bearer ${rotated.access}` },
    });
    expect(await out.json()).toEqual({ code: 200, data: { loggedOut: true } });
    // Every refresh token of that sign-in, the rotated one and the one before it.
    expect(
      (await sandbox.v1.post('/auth/refresh', { refreshToken: rotated.refresh })).body,
    ).toEqual({ code: 401, message: 'Refresh token revoked' });
    expect((await sandbox.v1.post('/auth/refresh', { refreshToken: first.refresh })).status).toBe(
      401,
    );
    expect((await sandbox.v1.get('/auth/profile', rotated.access)).status).toBe(401);
    expect((await sandbox.v1.post('/auth/logout', {}, rotated.access)).status).toBe(401);
    // The other device is still signed in.
    expect((await sandbox.v1.get('/auth/profile', other.access)).status).toBe(200);
    expect((await sandbox.v1.post('/auth/refresh', { refreshToken: other.refresh })).status).toBe(
      200,
    );
  });

  it('needs a bearer; a body other than none or {} is a 400 that ends nothing', async () => {
    const guest = (await sandbox.v1.post('/auth/guestLogin', {})).body.data;
    expect((await sandbox.v1.post('/auth/logout', {})).body).toEqual({
      code: 401,
      message: 'Unauthorized',
    });
    const bad = await sandbox.v1.post(
      '/auth/logout',
      { refreshToken: guest.refresh },
      guest.access,
    );
    expect(bad.body).toMatchObject({
      code: 400,
      message: 'body must NOT have additional properties',
    });
    expect((await sandbox.v1.get('/auth/profile', guest.access)).status).toBe(200);
    // A guest signs out too.
    expect((await sandbox.v1.post('/auth/logout', {}, guest.access)).status).toBe(200);
    expect((await sandbox.v1.post('/auth/refresh', { refreshToken: guest.refresh })).status).toBe(
      401,
    );
  });
});

describe('brakes', () => {
  it('locks password sign-in of an account after 10 attempts, right password included, with the Spanish text', async () => {
    const email = freshEmail('adivina');
    expect(
      (await sandbox.v1.post('/auth/register', { email, storeId: TD, password: 'la-correcta' }))
        .status,
    ).toBe(201);
    for (let i = 0; i < 10; i += 1) {
      expect(
        (await sandbox.v1.post('/auth/login', { email, password: `mala-${i}`, storeId: TD }))
          .status,
      ).toBe(401);
    }
    const locked = await sandbox.v1.post('/auth/login', {
      email,
      password: 'la-correcta',
      storeId: TD,
    });
    expect(locked.body).toEqual({ code: 429, message: LOCKED });
    // An unknown e-mail is braked the same way: the lock says nothing about who exists.
    const nobody = freshEmail('nadie');
    for (let i = 0; i < 10; i += 1)
      await sandbox.v1.post('/auth/login', { email: nobody, password: `mala-${i}`, storeId: TD });
    expect(
      (await sandbox.v1.post('/auth/login', { email: nobody, password: 'otra', storeId: TD })).body,
    ).toEqual({ code: 429, message: LOCKED });
    // The code still signs the shopper in.
    expect((await codeSignIn(sandbox.v1, email, 'tienda-demo', TD)).status).toBe(200);
  }, 60_000);

  it('answers a wrong password and an unknown e-mail alike', async () => {
    const wrong = await sandbox.v1.post('/auth/login', {
      email: 'ana@demo.cl',
      password: 'incorrecta',
      storeId: TD,
    });
    const unknown = await sandbox.v1.post('/auth/login', {
      email: freshEmail('desconocida'),
      password: 'incorrecta',
      storeId: TD,
    });
    expect(wrong.body).toEqual({ code: 401, message: 'Invalid credentials' });
    expect(unknown.body).toEqual(wrong.body);
  });

  it('limits code requests per client, whatever the e-mail', async () => {
    const answers: number[] = [];
    for (let i = 0; i < 12; i += 1)
      answers.push(
        (
          await sandbox.v1.post('/auth/generateCode', {
            email: freshEmail('codigos'),
            storeName: 'tienda-demo',
          })
        ).status,
      );
    expect(answers.filter((status) => status === 200).length).toBeLessThanOrEqual(10);
    expect(answers.at(-1)).toBe(429);
  });

  it('locks a client that fails 30 passwords across accounts', async () => {
    for (let i = 0; i < 30; i += 1)
      await sandbox.v1.post('/auth/login', {
        email: freshEmail('barrido'),
        password: 'x',
        storeId: TD,
      });
    const next = await sandbox.v1.post('/auth/login', {
      email: 'ana@demo.cl',
      password: 'demo1234',
      storeId: TD,
    });
    expect(next.body).toEqual({ code: 429, message: LOCKED });
  }, 60_000);
});
