// Issue 36: the first proof of the e-mail (a code, the recovery link, a merchant's bypass link,
// Google) makes the account its owner's, wiping what an unproven holder set, in one transaction.
import { SignJWT } from 'jose';
import { googleSigningKey } from '../../src/google/signing-key';
import { workdayAhead } from '../checkout/checkout-scene';
import { TD } from '../helpers';
import { freshEmail, nextCount, securitySuite } from './security-scene';

const { sandbox, codeSignIn } = securitySuite();

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
        name: `g-prueba-${nextCount()}`,
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
    const name = `tienda-cerrada-${nextCount()}`;
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

  it('a sign-in whose proof removed a password says so, once (issue 39: it stopped working with no word)', async () => {
    const email = freshEmail('clave-quitada');
    expect(
      (await sandbox.v1.post('/auth/register', { email, storeId: TD, password: 'mi-clave-1' }))
        .status,
    ).toBe(201);
    const first = await codeSignIn(sandbox.v1, email, 'tienda-demo', TD);
    expect(first.body.data).toMatchObject({ access: expect.any(String), passwordRemoved: true });
    // Proven already: a later proof (a merchant's link here; a code waits a minute) says nothing.
    const link = await sandbox.api.post('/sandbox/loginLinks', {
      storeName: 'tienda-demo',
      email,
      type: 'bypass',
    });
    const again = await sandbox.v1.post('/auth/bypass', { bypass: link.body.data.token });
    expect(again.status).toBe(200);
    expect(again.body.data.passwordRemoved).toBeUndefined();
    // Proven with no password set: nothing to tell.
    const other = freshEmail('sin-clave');
    const byCode = await codeSignIn(sandbox.v1, other, 'tienda-demo', TD);
    expect(byCode.status).toBe(200);
    expect(byCode.body.data.passwordRemoved).toBeUndefined();
  });
});
