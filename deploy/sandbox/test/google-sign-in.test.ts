// Issue 10 Google sign-in: the sandbox identity provider (JWKS, discovery, account chooser that
// returns only to a registered store page) and POST /v1/auth/google, which takes an ID token only
// when its signature, issuer, audience, expiry and verified e-mail check out, and only once.
import { generateKeyPair, SignJWT, type JWTPayload } from 'jose';
import { googleSigningKey } from '../src/google/signing-key';
import { sharedSandbox } from './helpers';

const sandbox = sharedSandbox();
const CLIENT = 'tienda-demo.apps.sandbox-google.test';
const SHELL = 'http://localhost:8080';
let counter = 0;
const freshEmail = (tag: string) => `${tag}-${Date.now()}-${(counter += 1)}@test.cl`;
const issuer = () => `${sandbox.url}/sandbox/google`;

/** A clone of tienda-demo with its own login policy (Google on unless said otherwise). */
async function store(loginPolicy: Record<string, unknown> = {}) {
  const name = `g-${Date.now()}-${(counter += 1)}`;
  const made = await sandbox.api.post('/sandbox/stores/clone', {
    from: 'tienda-demo',
    name,
    policy: { loginPolicy: { loginMethods: ['otp', 'password', 'google'], ...loginPolicy } },
  });
  expect(made.status).toBe(201);
  return { id: made.body.data._id as string, name };
}

/** An ID token signed with the sandbox Google's key unless `key` says otherwise. */
async function idToken(
  claims: JWTPayload = {},
  options: {
    key?: CryptoKey;
    issuer?: string;
    audience?: string;
    noJti?: boolean;
    expiresIn?: number;
  } = {},
) {
  const own = await googleSigningKey(sandbox.db);
  const jwt = new SignJWT({ email: freshEmail('g'), email_verified: true, nonce: 'n-1', ...claims })
    .setProtectedHeader({ alg: 'ES256', kid: own.kid })
    .setIssuer(options.issuer ?? issuer())
    .setAudience(options.audience ?? CLIENT)
    .setSubject('g-test')
    .setIssuedAt()
    .setExpirationTime(options.expiresIn ?? '5m');
  if (!options.noJti) jwt.setJti(`jti-${Date.now()}-${(counter += 1)}`);
  return jwt.sign(options.key ?? own.privateKey);
}

/** The same token with the other valid ECDSA signature (s → n − s): different bytes, same claims. */
function malleated(token: string): string {
  const [header, payload, signature] = token.split('.');
  const bytes = Buffer.from(signature!, 'base64url');
  const n = BigInt('0xFFFFFFFF00000000FFFFFFFFFFFFFFFFBCE6FAADA7179E84F3B9CAC2FC632551');
  const s = BigInt(`0x${bytes.subarray(32).toString('hex')}`);
  const flipped = Buffer.from((n - s).toString(16).padStart(64, '0'), 'hex');
  return `${header}.${payload}.${Buffer.concat([bytes.subarray(0, 32), flipped]).toString('base64url')}`;
}

const signInWith = (token: string, storeId: string, nonce?: string) =>
  sandbox.v1.post('/auth/google', { token, storeId, ...(nonce ? { nonce } : {}) });

describe('sandbox identity provider', () => {
  it('publishes one ES256 public key (no private part) and a discovery document', async () => {
    const jwks = await sandbox.api.get('/sandbox/google/jwks.json');
    expect(jwks.status).toBe(200);
    expect(jwks.body.keys).toHaveLength(1);
    expect(jwks.body.keys[0]).toMatchObject({ kty: 'EC', crv: 'P-256', alg: 'ES256', use: 'sig' });
    expect(jwks.body.keys[0].d).toBeUndefined();
    const discovery = await sandbox.api.get('/sandbox/google/.well-known/openid-configuration');
    expect(discovery.body).toMatchObject({
      issuer: issuer(),
      jwks_uri: `${issuer()}/jwks.json`,
      id_token_signing_alg_values_supported: ['ES256'],
    });
  });

  it('the account chooser returns an ID token in the fragment to a page of the store, which signs in once', async () => {
    const shop = await store();
    const redirectUri = `${SHELL}/${shop.name}/login/google`;
    const query = new URLSearchParams({
      client_id: CLIENT,
      redirect_uri: redirectUri,
      state: 'st-1',
      nonce: 'n-1',
      response_type: 'id_token',
    });
    const chooser = await fetch(`${sandbox.url}/sandbox/google/authorize?${query}`);
    expect(chooser.status).toBe(200);
    expect(chooser.headers.get('x-frame-options')).toBe('DENY');
    expect(await chooser.text()).toContain('Elige una cuenta');

    const email = freshEmail('chooser');
    const submit = await fetch(`${sandbox.url}/sandbox/google/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...Object.fromEntries(query),
        email,
        name: 'Gabriela Mistral',
        action: 'continue',
      }),
    });
    expect(submit.status).toBe(303);
    const location = new URL(submit.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(redirectUri);
    const fragment = new URLSearchParams(location.hash.slice(1));
    expect(fragment.get('state')).toBe('st-1');
    const token = fragment.get('id_token')!;

    const first = await signInWith(token, shop.id, 'n-1');
    expect(first.status).toBe(200);
    const profile = await sandbox.v1.get('/auth/profile', first.body.data.access);
    expect(profile.body.data).toMatchObject({
      email,
      name: 'Gabriela',
      lastName: 'Mistral',
      isGuest: false,
    });
    const row = await sandbox.db
      .selectFrom('users')
      .select('email_verified')
      .where('email', '=', email)
      .executeTakeFirstOrThrow();
    expect(row.email_verified).toBe(true);
    // Replayed (same token again): refused.
    expect((await signInWith(token, shop.id)).status).toBe(401);
  });

  it('"Simular un correo no verificado" gives a token the API refuses', async () => {
    const shop = await store();
    const params = {
      client_id: CLIENT,
      redirect_uri: `${SHELL}/${shop.name}/login/google`,
      state: 's',
      nonce: 'n',
    };
    const submit = await fetch(`${sandbox.url}/sandbox/google/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ ...params, email: freshEmail('unverified'), unverified: '1' }),
    });
    const token = new URLSearchParams(new URL(submit.headers.get('location')!).hash.slice(1)).get(
      'id_token',
    )!;
    expect((await signInWith(token, shop.id)).status).toBe(401);
  });

  it('refuses an unregistered client, a redirect outside the store, and no nonce', async () => {
    const base = {
      client_id: CLIENT,
      redirect_uri: `${SHELL}/tienda-demo/login/google`,
      state: 's',
      nonce: 'n',
    };
    const status = async (params: Record<string, string>) =>
      (await fetch(`${sandbox.url}/sandbox/google/authorize?${new URLSearchParams(params)}`))
        .status;
    expect(await status(base)).toBe(200);
    expect(await status({ ...base, client_id: 'someone-else' })).toBe(400);
    for (const redirect of [
      'https://evil.example/tienda-demo/login/google',
      `${SHELL}/farmacia-demo/login/google`,
      `${SHELL}/tienda-demo-evil/x`,
      'javascript:alert(1)',
    ]) {
      expect(await status({ ...base, redirect_uri: redirect })).toBe(400);
    }
    expect(await status({ ...base, nonce: '' })).toBe(400);
    // The form is checked again on submit: a changed redirect_uri gets no token.
    const submit = await fetch(`${sandbox.url}/sandbox/google/authorize`, {
      method: 'POST',
      redirect: 'manual',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        ...base,
        redirect_uri: 'https://evil.example/',
        email: 'ana@demo.cl',
      }),
    });
    expect(submit.status).toBe(400);
    expect(submit.headers.get('location')).toBeNull();
  });
});

describe('POST /v1/auth/google', () => {
  it('a valid token signs in an existing shopper (Ana) with the usual token pair', async () => {
    const shop = await store();
    const reply = await signInWith(await idToken({ email: 'ANA@demo.cl' }), shop.id, 'n-1');
    expect(reply.status).toBe(200);
    expect(Object.keys(reply.body.data).sort()).toEqual(['access', 'refresh']);
    const profile = await sandbox.v1.get('/auth/profile', reply.body.data.access);
    expect(profile.body.data.userId).toBe('u-ana');
  });

  it('refuses forged, wrong-issuer, wrong-audience, expired, unverified, alg none, HMAC and nonce-mismatched tokens with 401', async () => {
    const shop = await store();
    const other = await generateKeyPair('ES256');
    const none = (payload: object) =>
      `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}.`;
    const now = Math.floor(Date.now() / 1000);
    const bad: Record<string, string> = {
      forged: await idToken({}, { key: other.privateKey }),
      issuer: await idToken({}, { issuer: 'https://accounts.google.com' }),
      audience: await idToken({}, { audience: 'farmacia-demo.apps.sandbox-google.test' }),
      expired: await idToken({}, { expiresIn: now - 120 }),
      unverified: await idToken({ email_verified: false }),
      unverifiedText: await idToken({ email_verified: 'true' }),
      noJti: await idToken({}, { noJti: true }),
      algNone: none({
        iss: issuer(),
        aud: CLIENT,
        sub: 'x',
        email: freshEmail('none'),
        email_verified: true,
        jti: 'none-1',
        iat: now,
        exp: now + 300,
      }),
      // HS256 keyed with the published public key (algorithm confusion).
      hmacWithPublicKey: await new SignJWT({ email: freshEmail('hs'), email_verified: true })
        .setProtectedHeader({ alg: 'HS256' })
        .setIssuer(issuer())
        .setAudience(CLIENT)
        .setSubject('x')
        .setJti('hs-1')
        .setIssuedAt()
        .setExpirationTime('5m')
        .sign(
          new TextEncoder().encode(JSON.stringify((await googleSigningKey(sandbox.db)).publicJwk)),
        ),
      garbage: 'not-a-jwt',
    };
    for (const [why, token] of Object.entries(bad)) {
      const reply = await signInWith(token, shop.id);
      expect({ why, status: reply.status, message: reply.body.message }).toEqual({
        why,
        status: 401,
        message: 'Invalid Google token',
      });
    }
    const nonceMismatch = await signInWith(await idToken({ nonce: 'n-1' }), shop.id, 'n-2');
    expect(nonceMismatch.status).toBe(401);
  });

  it('a token works once: a replay is 401, also re-encoded, at another store or after a reset', async () => {
    const shop = await store();
    const token = await idToken();
    expect((await signInWith(token, shop.id)).status).toBe(200);
    expect((await signInWith(token, shop.id)).body).toMatchObject({
      code: 401,
      message: 'Invalid Google token',
    });
    // The other valid signature verifies, but names the same jti: still a replay.
    const unused = await idToken();
    expect((await signInWith(malleated(unused), shop.id)).status).toBe(200);
    expect((await signInWith(unused, shop.id)).status).toBe(401);
    expect((await signInWith(token, (await store()).id)).status).toBe(401);
    expect((await sandbox.api.post('/sandbox/reset')).status).toBe(200);
    expect((await signInWith(token, (await store()).id)).status).toBe(401);
  });

  it('a store without google in loginMethods (or without a client id) refuses with 403', async () => {
    const codeOnly = await store({ loginMethods: ['otp'] });
    expect((await signInWith(await idToken(), codeOnly.id)).body).toMatchObject({
      code: 403,
      message: 'Sign-in method not allowed',
    });
    expect((await signInWith(await idToken(), 'st-tienda-demo')).status).toBe(403);
    const noClient = await store({ googleClientId: null });
    expect((await signInWith(await idToken(), noClient.id)).status).toBe(403);
    expect((await signInWith(await idToken(), 'st-nope')).status).toBe(404);
  });

  it('a store that forbids sign-up refuses an unknown e-mail (403) but lets its member in', async () => {
    const closed = await store({ allowRegistrationFromMarket: false });
    const unknown = await signInWith(await idToken({ email: freshEmail('newcomer') }), closed.id);
    expect(unknown.body).toMatchObject({ code: 403, message: 'Registration disabled' });
    const member = await sandbox.api.post('/sandbox/members', {
      email: 'ana@demo.cl',
      storeName: closed.name,
    });
    expect(member.status).toBe(201);
    expect((await signInWith(await idToken({ email: 'ana@demo.cl' }), closed.id)).status).toBe(200);
  });

  it('proves the e-mail: a password set before by someone else is dropped and their sessions end', async () => {
    const shop = await store();
    const email = freshEmail('squatter');
    const squatter = await sandbox.v1.post('/auth/register', {
      email,
      storeId: shop.id,
      password: 'ocupa12345',
    });
    expect(squatter.status).toBe(201);
    expect((await signInWith(await idToken({ email }), shop.id)).status).toBe(200);
    expect((await sandbox.v1.get('/auth/profile', squatter.body.data.access)).status).toBe(401);
    const login = await sandbox.v1.post('/auth/login', {
      email,
      password: 'ocupa12345',
      storeId: shop.id,
    });
    expect(login.status).toBe(401);
  });

  it('refuses unknown keys and oversized tokens before verifying (400)', async () => {
    const shop = await store();
    expect(
      (await sandbox.v1.post('/auth/google', { token: 'x', storeId: shop.id, extra: 1 })).status,
    ).toBe(400);
    expect(
      (await sandbox.v1.post('/auth/google', { token: 'x'.repeat(5000), storeId: shop.id })).status,
    ).toBe(400);
    expect((await sandbox.v1.post('/auth/google', { storeId: shop.id })).status).toBe(400);
  });
});
