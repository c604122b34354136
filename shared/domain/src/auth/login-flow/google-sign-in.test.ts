import { googleAuthorizeUrl, randomFlowValue, readGoogleReturn } from './google-sign-in';
import { googleClientIdFor } from './login-rules';

describe('googleClientIdFor', () => {
  it('offers Google only when loginMethods lists it and a client id is set', () => {
    expect(
      googleClientIdFor({ loginMethods: ['otp', 'password', 'google'], googleClientId: 'c-1' }),
    ).toBe('c-1');
    expect(
      googleClientIdFor({ loginMethods: ['otp', 'password'], googleClientId: 'c-1' }),
    ).toBeNull();
    expect(googleClientIdFor({ loginMethods: ['google'], googleClientId: ' ' })).toBeNull();
    expect(googleClientIdFor({ loginMethods: ['google'] })).toBeNull();
    expect(googleClientIdFor(null)).toBeNull();
  });
});

describe('googleAuthorizeUrl', () => {
  it('builds the implicit-flow request with every parameter encoded', () => {
    const url = new URL(
      googleAuthorizeUrl({
        authorizeUrl: 'http://localhost:4000/sandbox/google/authorize',
        clientId: 'tienda-demo.apps',
        redirectUri: 'http://localhost:8080/tienda-demo/login',
        state: 's&1',
        nonce: 'n 1',
      }),
    );
    expect(url.origin + url.pathname).toBe('http://localhost:4000/sandbox/google/authorize');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: 'tienda-demo.apps',
      redirect_uri: 'http://localhost:8080/tienda-demo/login',
      response_type: 'id_token',
      scope: 'openid email profile',
      state: 's&1',
      nonce: 'n 1',
    });
  });
});

describe('readGoogleReturn', () => {
  it('reads a token, an error, or nothing from the fragment', () => {
    expect(readGoogleReturn('#id_token=a.b.c&state=s1')).toEqual({
      kind: 'token',
      idToken: 'a.b.c',
      state: 's1',
    });
    expect(readGoogleReturn('#error=access_denied&state=s1')).toEqual({
      kind: 'error',
      state: 's1',
    });
    expect(readGoogleReturn('')).toEqual({ kind: 'none' });
    expect(readGoogleReturn('#section')).toEqual({ kind: 'none' });
  });
});

describe('randomFlowValue', () => {
  it('gives 32 hex characters, different each time', () => {
    const first = randomFlowValue();
    expect(first).toMatch(/^[0-9a-f]{32}$/);
    expect(randomFlowValue()).not.toBe(first);
  });
});
