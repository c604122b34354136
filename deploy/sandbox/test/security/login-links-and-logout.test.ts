// Issue 36: login links are single-use (twenty simultaneous uses included), and POST auth/logout
// ends the sign-in it is called with, and no other.
import { TD } from '../helpers';
import { FA, freshEmail, securitySuite } from './security-scene';

const { sandbox } = securitySuite();

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
