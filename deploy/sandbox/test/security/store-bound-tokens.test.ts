// Issue 10's review and issue 36: provider pages return only to the store, and a token is good only
// in a store its account may enter.
import { processCart } from '../checkout/checkout-scene';
import { loginAna, TD } from '../helpers';
import { FA, SV, freshEmail, nextCount, securitySuite } from './security-scene';

const { sandbox } = securitySuite();

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
    const tag = nextCount();
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
