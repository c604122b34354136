// Issue 10's hostile-input review, accounts and the store's sign-in policy enforced by the server: a
// pre-registered account, a password change, unguessable request ids, code-only and closed stores.
import { TD } from '../helpers';
import { FA, SV, freshEmail, nextCount, securitySuite } from './security-scene';

const { sandbox, codeSignIn } = securitySuite();

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
      name: `farmacia-compartida-${nextCount()}`,
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
