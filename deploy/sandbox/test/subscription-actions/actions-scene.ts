/* eslint-disable @typescript-eslint/no-explicit-any -- replies are untyped JSON the tests pick apart */
// What the subscription-actions/*.test.ts share (the shopper's subscription actions over real HTTP
// and PGlite, spec 001 §4, §7, §8): the file's sandbox, Ana signed in with a declining card of
// hers, the §8 texts, and a refused call checked to have written nothing.
import { loginAna, sharedSandbox } from '../helpers';

export const NO_PAUSE = 'Lo sentimos, tu suscripción no puede pausarse';
export const TOO_SOON =
  'No se ha podido reintentar el pago, debes esperar 5 minutos entre cada intento';
export const notAllowed = (status: string) =>
  `La transacción no se ha realizado. El estado de la suscripción (${status}) no permite efectuar el pago.`;

export function actionsSuite() {
  const sandbox = sharedSandbox();
  jest.setTimeout(60_000);
  /** Ana's access token and a card of hers that declines (…0002), set before the tests. */
  const signedIn = { ana: '', decliningCard: '' };

  const stored = (id: string) =>
    sandbox.db
      .selectFrom('subscriptions')
      .selectAll()
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
  const charges = async () =>
    (await sandbox.api.get('/sandbox/transactions?userId=u-ana')).body.data as any[];
  const setRow = (id: string, values: Record<string, unknown>) =>
    sandbox.db.updateTable('subscriptions').set(values).where('id', '=', id).execute();
  const setPolicy = (allowShopperTo: { pause?: boolean; cancel?: boolean }) =>
    sandbox.api.patch('/sandbox/policies/tienda-demo', { subscriptionPolicy: { allowShopperTo } });
  const post = (path: string, body: unknown = {}) => sandbox.v1.post(path, body, signedIn.ana);

  /** A refused call: its status and message, and the row exactly as before. */
  async function expectRefused(
    id: string,
    call: () => Promise<{ status: number; body: any }>,
    status: number,
    message: string,
  ) {
    const before = JSON.stringify(await stored(id));
    const reply = await call();
    expect({ status: reply.status, code: reply.body.code, message: reply.body.message }).toEqual({
      status,
      code: status,
      message,
    });
    expect(JSON.stringify(await stored(id))).toBe(before);
    return reply;
  }

  beforeAll(async () => {
    signedIn.ana = (await loginAna(sandbox.v1)).access;
    const card = await sandbox.api.post('/sandbox/cards', {
      email: 'ana@demo.cl',
      storeName: 'tienda-demo',
      number: '4000000000000002',
    });
    signedIn.decliningCard = card.body.data._id;
  });

  return { sandbox, signedIn, stored, charges, setRow, setPolicy, post, expectRefused };
}
