// Issue 10's hostile-input review, the brakes at the sandbox's real per-client limits (factor 1):
// password sign-in locked per account and per client, code requests limited per client, and a wrong
// password answered like an unknown e-mail.
import { TD } from '../helpers';
import { LOCKED, freshEmail, securitySuite } from './security-scene';

const { sandbox, codeSignIn } = securitySuite();

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
