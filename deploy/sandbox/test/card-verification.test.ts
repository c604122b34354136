// Spec 001 §9 "Card verification charge CLP 50, refunded automatically": a confirmed inscription
// records the charge and its refund once (repeated and raced confirms included); a failed one
// records nothing.
import { sharedSandbox, TD } from './helpers';

const sandbox = sharedSandbox();
const RETURN_URL = 'http://localhost:8080/tienda-demo/userpanel/cards?newCard=true';
let shopper: string;
let shopperId: string;

beforeAll(async () => {
  shopper = (await sandbox.api.post('/sandbox/session', { email: 'vera.verifica@test.cl' })).body.data.access;
  shopperId = (await sandbox.v1.get('/auth/profile', shopper)).body.data.userId;
});

/** Starts an inscription and fills the provider page with that number. */
async function inscribe(number: string) {
  const started = await sandbox.v1.post('/cards/inscription', { storeId: TD, returnUrl: RETURN_URL }, shopper);
  expect(started.status).toBe(201);
  const { token } = started.body.data as { token: string };
  const posted = await fetch(`${sandbox.url}/sandbox/card-inscription`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ token, brand: 'Visa', type: 'Credit', number, action: 'submit' }).toString(),
    redirect: 'manual',
  });
  expect(posted.status).toBe(303);
  return token;
}

const verificationsOf = (userId: string) =>
  sandbox.db.selectFrom('card_verifications').selectAll().where('user_id', '=', userId).execute();

it('"Card verification charge CLP 50, refunded automatically": charged and refunded at confirm', async () => {
  const token = await inscribe('4111 1111 1111 1111');
  const confirmed = await sandbox.v1.post('/cards/inscription/confirm', { token, storeId: TD }, shopper);
  expect(confirmed.status).toBe(201);
  const cardId = confirmed.body.data._id as string;

  const scene = await sandbox.api.get(`/sandbox/cards/${cardId}/verification`);
  expect(scene.status).toBe(200);
  expect(scene.body.data).toMatchObject({
    cardId,
    storeId: TD,
    userId: shopperId,
    amount: 50,
    currency: 'clp',
    status: 'refunded',
    movements: [
      { kind: 'charge', amount: 50 },
      { kind: 'refund', amount: 50 },
    ],
  });
  expect(scene.body.data.refundedAt).toEqual(expect.any(String));
});

it('a repeated confirm and 20 racing confirms record one card and one CLP 50 charge', async () => {
  const before = (await verificationsOf(shopperId)).length;
  const token = await inscribe('4111 1111 1111 2222');
  const replies = await Promise.all(
    Array.from({ length: 20 }, () => sandbox.v1.post('/cards/inscription/confirm', { token, storeId: TD }, shopper)),
  );
  expect(replies.map((r) => r.status).sort()).toEqual([...Array(19).fill(200), 201]);
  expect(new Set(replies.map((r) => r.body.data._id)).size).toBe(1);
  const again = await sandbox.v1.post('/cards/inscription/confirm', { token, storeId: TD }, shopper);
  expect(again.body.data._id).toBe(replies[0]!.body.data._id);

  const rows = await verificationsOf(shopperId);
  expect(rows).toHaveLength(before + 1);
  const cards = await sandbox.db.selectFrom('cards').select('id').where('user_id', '=', shopperId).where('digits', '=', '2222').execute();
  expect(cards).toHaveLength(1);
});

it('a failed inscription (number ending in 0051) records nothing charged', async () => {
  const before = (await verificationsOf(shopperId)).length;
  const token = await inscribe('4000 0000 0000 0051');
  const confirm = await sandbox.v1.post('/cards/inscription/confirm', { token, storeId: TD }, shopper);
  expect(confirm.body).toEqual({ code: 400, message: 'Inscription failed' });
  expect(await verificationsOf(shopperId)).toHaveLength(before);
});

it('a card without a verification (a seeded one, an unknown id) is 404 in the scene', async () => {
  expect((await sandbox.api.get('/sandbox/cards/card-ana-td/verification')).status).toBe(404);
  expect((await sandbox.api.get('/sandbox/cards/nope/verification')).status).toBe(404);
});

it('a reset clears the verifications', async () => {
  expect((await verificationsOf(shopperId)).length).toBeGreaterThan(0);
  await sandbox.api.post('/sandbox/reset', {});
  expect(await sandbox.db.selectFrom('card_verifications').select('id').execute()).toEqual([]);
});
