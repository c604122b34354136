// Issue 36 over HTTP: an account locked by password guessing stays locked while other clients
// flood the brakes. The sandbox runs with tables of 10 keys, so a flood of three times that
// overflows both (the default bound is 100,000; test/login-brakes.test.ts floods that one in
// process). Addresses come from X-Forwarded-For, which the sandbox trusts from loopback.
import { sharedSandbox } from './helpers';

const sandbox = sharedSandbox({ brakeTableKeys: 10 });
const TD = 'st-tienda-demo';
const LOCKED = 'Demasiados intentos fallidos. Espera 15 minutos o ingresa con un código.';

async function from(ip: string, method: 'GET' | 'POST', path: string, body?: unknown) {
  const response = await fetch(`${sandbox.url}/v1${path}`, {
    method,
    headers: {
      'x-forwarded-for': ip,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: response.status, body: (await response.json()) as unknown };
}

it('a locked account stays locked after a flood of new addresses and e-mails', async () => {
  const email = `cerrojo-${Date.now()}@test.cl`;
  const login = (ip: string, address: string, password: string) =>
    from(ip, 'POST', '/auth/login', { email: address, password, storeId: TD });
  expect(
    (
      await from('203.0.113.7', 'POST', '/auth/register', {
        email,
        storeId: TD,
        password: 'la-correcta',
      })
    ).status,
  ).toBe(201);
  // The 10 failures of the lock, sent together (their waits overlap).
  const guesses = await Promise.all(
    Array.from({ length: 10 }, (_, i) => login('203.0.113.7', email, `mala-${i}`)),
  );
  expect(guesses.map((reply) => reply.status)).toEqual(Array(10).fill(401));
  expect((await login('203.0.113.8', email, 'la-correcta')).body).toEqual({
    code: 429,
    message: LOCKED,
  });

  for (let i = 0; i < 30; i += 1) {
    const ip = `198.51.100.${i}`;
    expect((await login(ip, `otra-${i}@test.cl`, 'x')).status).toBe(401);
    expect((await from(ip, 'GET', `/users/checkEmail?email=otra-${i}%40test.cl`)).status).toBe(200);
  }

  expect((await login('192.0.2.1', email, 'la-correcta')).body).toEqual({
    code: 429,
    message: LOCKED,
  });
}, 60_000);
