// Issue 10 Google sign-in through the SDK against the real sandbox: the sandbox's account chooser
// gives an ID token, auth.google stores the session; a replay and a code-only store are refused.
import { ApiError, createApi, createMemoryTokenStore } from '../src';
import { sandboxForThisFile } from './sandbox-harness';

const sandbox = sandboxForThisFile();
const CLIENT = 'tienda-demo.apps.sandbox-google.test';
let counter = 0;
const unique = (tag: string) => `sdk-${tag}-${Date.now()}-${(counter += 1)}`;

async function cloneStore(loginMethods: string[]): Promise<{ id: string; name: string }> {
  const name = unique('g');
  const response = await fetch(`${sandbox.current().url}/sandbox/stores/clone`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ from: 'tienda-demo', name, policy: { loginPolicy: { loginMethods } } }),
  });
  const { data } = (await response.json()) as { data: { _id: string } };
  return { id: data._id, name };
}

/** What the browser gets back from the account chooser: the fragment's id_token. */
async function chooseAccount(storeName: string, email: string, nonce: string): Promise<string> {
  const response = await fetch(`${sandbox.current().url}/sandbox/google/authorize`, {
    method: 'POST',
    redirect: 'manual',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      client_id: CLIENT,
      redirect_uri: `http://localhost:8080/${storeName}/login/google`,
      state: 'state-1',
      nonce,
      email,
    }),
  });
  const fragment = new URLSearchParams(new URL(response.headers.get('location')!).hash.slice(1));
  return fragment.get('id_token')!;
}

describe('auth.google against the sandbox', () => {
  it('the policy lists google and the client id; auth.google stores the session; a replay is 401', async () => {
    const store = await cloneStore(['otp', 'password', 'google']);
    const tokens = createMemoryTokenStore();
    const client = createApi({ baseUrl: `${sandbox.current().url}/v1`, tokens });
    const policy = await client.policies.get(store.id);
    expect(policy.loginPolicy.loginMethods).toEqual(['otp', 'password', 'google']);
    expect(policy.loginPolicy.googleClientId).toBe(CLIENT);

    const email = `${unique('user')}@test.cl`;
    const token = await chooseAccount(store.name, email, 'nonce-1');
    const pair = await client.auth.google({ token, storeId: store.id, nonce: 'nonce-1' });
    expect(tokens.getAccessToken()).toBe(pair.access);
    expect((await client.auth.profile()).email).toBe(email);

    const again = await client.auth
      .google({ token, storeId: store.id })
      .catch((error: unknown) => error);
    expect(again).toBeInstanceOf(ApiError);
    expect(again).toMatchObject({ status: 401, message: 'Invalid Google token' });
  });

  it('a store without google in its policy answers 403', async () => {
    const store = await cloneStore(['otp']);
    const client = createApi({
      baseUrl: `${sandbox.current().url}/v1`,
      tokens: createMemoryTokenStore(),
    });
    const token = await chooseAccount(store.name, `${unique('x')}@test.cl`, 'n');
    await expect(client.auth.google({ token, storeId: store.id })).rejects.toMatchObject({
      status: 403,
    });
  });
});
