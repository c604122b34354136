/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// GET subscriptions/{id}/priceConsents (issue 12 "Price changes as consent"): every opt-in change of
// the subscription edit is recorded as consent, and a sandbox reset empties them (last: it reseeds
// the file's sandbox).
import { editSuite } from './edit-scene';

const { sandbox, shopper } = editSuite();

it('records every opt-in change as consent, newest first, owner only', async () => {
  const { token, scene } = await shopper();
  const sub = await scene({ priceChange: { newPrice: 7990, inDays: 10 } });
  const optIn = (value: boolean) =>
    sandbox.v1.patch(
      `/subscriptions/${sub._id}`,
      { products: [{ productId: 'td-p-0003', priceChange: { optIn: value } }] },
      token,
    );
  expect(
    (await sandbox.v1.get(`/subscriptions/${sub._id}/priceConsents`, token)).body.data,
  ).toEqual([]);
  const off = await optIn(false);
  expect(off.status).toBe(200);
  expect(off.body.data.products[0].priceChange).toMatchObject({ newPrice: 7990, optIn: false });
  // The same answer again is no change: nothing new is recorded.
  expect((await optIn(false)).status).toBe(200);
  expect((await optIn(true)).status).toBe(200);
  const list = await sandbox.v1.get(`/subscriptions/${sub._id}/priceConsents`, token);
  expect(list.status).toBe(200);
  expect(list.body.data.map((c: any) => [c.productId, c.optIn, c.newPrice])).toEqual([
    ['td-p-0003', true, 7990],
    ['td-p-0003', false, 7990],
  ]);
  expect(list.body.data[0]).toMatchObject({
    name: 'Frutillas orgánicas 1 kg',
    currency: 'clp',
    createdAt: expect.any(String),
  });
  expect(list.body.data[0].priceDeploymentAt).toBe(sub.products[0].priceChange.priceDeploymentAt);

  const stranger = await shopper();
  expect(
    (await sandbox.v1.get(`/subscriptions/${sub._id}/priceConsents`, stranger.token)).status,
  ).toBe(404);
  expect((await sandbox.v1.get(`/subscriptions/${sub._id}/priceConsents`)).status).toBe(401);
  expect(
    (
      await sandbox.v1.patch(
        `/subscriptions/${sub._id}`,
        { products: [{ productId: 'td-p-0003', priceChange: { optIn: false } }] },
        stranger.token,
      )
    ).status,
  ).toBe(404);
  expect(
    (await sandbox.v1.get(`/subscriptions/${sub._id}/priceConsents`, token)).body.data,
  ).toHaveLength(2);
});

it('a reset empties the consents', async () => {
  const { token, scene } = await shopper();
  const sub = await scene({ priceChange: { newPrice: 7990, inDays: 10 } });
  await sandbox.v1.patch(
    `/subscriptions/${sub._id}`,
    { products: [{ productId: 'td-p-0003', priceChange: { optIn: false } }] },
    token,
  );
  expect(
    (await sandbox.db.selectFrom('price_consents').select('id').execute()).length,
  ).toBeGreaterThan(0);
  expect((await sandbox.api.post('/sandbox/reset', {})).status).toBe(200);
  expect(await sandbox.db.selectFrom('price_consents').select('id').execute()).toEqual([]);
});
