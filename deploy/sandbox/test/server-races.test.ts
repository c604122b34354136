// Races a PostgreSQL server shows and PGlite hides (issue 42): PGlite runs one request to its end
// before the next, so there these calls meet no one; in the postgres project (jest.config.cjs) the
// same file runs on a real server, where 20 calls at once are 20 transactions side by side. One
// test per finding of the issue, each repeated over rounds.
import { AUTH_MESSAGES } from '../src/auth/validation';
import { sharedSandbox, TD } from './helpers';

const sandbox = sharedSandbox();
jest.setTimeout(120_000);

const AT_ONCE = 20;
const ROUNDS = 5;
const atOnce = <T>(count: number, call: (index: number) => Promise<T>) =>
  Promise.all(Array.from({ length: count }, (_, index) => call(index)));

let counter = 0;
/** A new shopper signed in to tienda-demo, without a cart. */
async function newShopper(tag: string) {
  counter += 1;
  const email = `${tag}-${counter}-${Date.now()}@carreras.test`;
  const session = await sandbox.api.post('/sandbox/session', { email });
  expect(session.status).toBe(200);
  const token = session.body.data.access as string;
  const profile = await sandbox.v1.get('/auth/profile', token);
  return {
    email,
    token,
    userId: profile.body.data.userId as string,
    guestId: `g-${counter}-${Date.now()}`,
  };
}

// Subscriptions with no stock limit, one per family at most (seeded catalogue).
const MONTHLY = { productId: 'td-p-0001', quantity: 1, billingType: 'monthly' };
const OTHER = { productId: 'td-p-0003', quantity: 1, billingType: 'monthly' };

const countRows = async (table: 'carts', column: 'user_id' | 'guest_id', value: string) =>
  Number(
    (
      await sandbox.db
        .selectFrom(table)
        .select((eb) => eb.fn.countAll<number>().as('n'))
        .where(column, '=', value)
        .executeTakeFirstOrThrow()
    ).n,
  );

const linesOf = (cartId: string) =>
  sandbox.db.selectFrom('cart_lines').selectAll().where('cart_id', '=', cartId).execute();

it(`${AT_ONCE} carts/getOrCreate at once for a shopper without a cart: every answer is the one cart`, async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    const shopper = await newShopper('abrir');
    const query = `/carts/getOrCreate?storeId=${TD}&guestId=${shopper.guestId}&userId=${shopper.userId}`;
    const replies = await atOnce(AT_ONCE, () => sandbox.v1.get(query, shopper.token));
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    expect(new Set(replies.map((reply) => reply.body.data._id)).size).toBe(1);
    expect(await countRows('carts', 'user_id', shopper.userId)).toBe(1);
  }
});

it(`${AT_ONCE} carts/addProduct of one unit at once add up to ${AT_ONCE} on one line (a shopper and a guest)`, async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    const shopper = await newShopper('sumar');
    const asShopper = { storeId: TD, guestId: shopper.guestId, userId: shopper.userId };
    const asGuest = { storeId: TD, guestId: `${shopper.guestId}-invitado` };
    const [signedIn, guest] = await Promise.all([
      atOnce(AT_ONCE, () =>
        sandbox.v1.post('/carts/addProduct', { ...asShopper, product: MONTHLY }, shopper.token),
      ),
      atOnce(AT_ONCE, () => sandbox.v1.post('/carts/addProduct', { ...asGuest, product: MONTHLY })),
    ]);
    for (const replies of [signedIn, guest]) {
      expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
      const cartId = replies[0]!.body.data.cart._id as string;
      expect(new Set(replies.map((reply) => reply.body.data.cart._id))).toEqual(new Set([cartId]));
      const lines = await linesOf(cartId);
      expect(lines.map((line) => [line.product_id, line.quantity])).toEqual([
        [MONTHLY.productId, AT_ONCE],
      ]);
    }
    expect(await countRows('carts', 'guest_id', asGuest.guestId)).toBe(1);
  }
});

it(`${AT_ONCE} users/{id}/addAddress at once keep all ${AT_ONCE} addresses, one of them main`, async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    const shopper = await newShopper('direcciones');
    const replies = await atOnce(AT_ONCE, (index) =>
      sandbox.v1.post(
        `/users/${shopper.userId}/addAddress`,
        { street: 'Avenida Providencia', number: String(1000 + index), commune: 'Providencia' },
        shopper.token,
      ),
    );
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    const user = await sandbox.db
      .selectFrom('users')
      .select('addresses')
      .where('id', '=', shopper.userId)
      .executeTakeFirstOrThrow();
    const addresses = user.addresses as { number: string; main: boolean }[];
    expect(addresses.map((address) => address.number).sort()).toEqual(
      Array.from({ length: AT_ONCE }, (_, index) => String(1000 + index)),
    );
    expect(addresses.filter((address) => address.main)).toHaveLength(1);
  }
});

it('five carts/mergeCarts at once merge the guest cart once', async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    const shopper = await newShopper('juntar');
    const own = await sandbox.v1.post(
      '/carts/addProduct',
      { storeId: TD, guestId: shopper.guestId, userId: shopper.userId, product: OTHER },
      shopper.token,
    );
    expect(own.status).toBe(200);
    const guestId = `${shopper.guestId}-invitado`;
    const added = await sandbox.v1.post('/carts/addProduct', {
      storeId: TD,
      guestId,
      product: { ...MONTHLY, quantity: 2 },
    });
    expect(added.status).toBe(200);
    const replies = await atOnce(5, () =>
      sandbox.v1.get(`/carts/mergeCarts?storeId=${TD}&guestId=${guestId}`, shopper.token),
    );
    expect(replies.map((reply) => reply.status)).toEqual(replies.map(() => 200));
    const lines = await linesOf(own.body.data.cart._id);
    expect(lines.map((line) => [line.product_id, line.quantity]).sort()).toEqual([
      [MONTHLY.productId, 2],
      [OTHER.productId, 1],
    ]);
    expect(await countRows('carts', 'guest_id', guestId)).toBe(0);
  }
});

it('a double-submitted auth/register creates one account: one 201, the others 409 "Email already registered"', async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    const email = `registro-${round}-${Date.now()}@carreras.test`;
    const replies = await atOnce(5, () =>
      sandbox.v1.post('/auth/register', { email, storeId: TD, password: 'clave-segura-1' }),
    );
    const statuses = replies.map((reply) => reply.status).sort();
    expect(statuses).toEqual([201, 409, 409, 409, 409]);
    for (const reply of replies.filter((one) => one.status === 409)) {
      expect(reply.body.message).toBe(AUTH_MESSAGES.emailTaken);
    }
    const accounts = await sandbox.db
      .selectFrom('users')
      .select('id')
      .where('email', '=', email)
      .execute();
    expect(accounts).toHaveLength(1);
  }
});

// Last: a reset empties what the tests above wrote.
it('two POST /sandbox/reset at once both end, with the seed in place', async () => {
  const replies = await atOnce(2, () => sandbox.api.post('/sandbox/reset'));
  expect(replies.map((reply) => reply.status)).toEqual([200, 200]);
  const ana = await sandbox.db
    .selectFrom('users')
    .select('id')
    .where('email', '=', 'ana@demo.cl')
    .execute();
  expect(ana).toHaveLength(1);
});
