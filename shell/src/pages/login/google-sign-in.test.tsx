// Issue 10 Google sign-in on the login page: the button only where the policy offers Google, the
// request it starts (state and nonce kept in this tab), and the return: the matching state signs
// in and goes to the login target; a forged state or a refused token returns quietly to the e-mail step.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@storefront/sdk';
import { sandboxThirdParties, sessionAtom } from '@storefront/state';
import { renderShell } from '../../test/render-shell';
import { browser } from './google-sign-in';
import { anaTokens, here, loginApi, tenantWith } from './login-test-kit';

/** Google's own OAuth 2.0 endpoint (README "Third-party services"). */
const GOOGLE_AUTHORIZE_URL = 'https://accounts.google.com/o/oauth2/v2/auth';
const GOOGLE = { loginMethods: ['otp', 'password', 'google'], googleClientId: 'td.apps' };

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

test('the button shows only where loginMethods lists google and a client id is set', async () => {
  const plain = renderShell({
    path: '/tienda-demo/login',
    tenant: tenantWith({ loginMethods: ['otp', 'password'], googleClientId: 'td.apps' }),
  });
  await screen.findByLabelText('Correo electrónico');
  expect(screen.queryByRole('button', { name: 'Continuar con Google' })).not.toBeInTheDocument();
  plain.unmount();
  renderShell({ path: '/tienda-demo/login', tenant: tenantWith(GOOGLE) });
  expect(await screen.findByRole('button', { name: 'Continuar con Google' })).toBeInTheDocument();
});

test('Continuar con Google goes to the consent page with a fresh state and nonce kept in this tab', async () => {
  const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  renderShell({
    path: '/tienda-demo/login?redirect=%2Ftienda-demo%2Fcart',
    tenant: tenantWith(GOOGLE),
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Continuar con Google' }));
  const url = new URL(assign.mock.calls[0]![0]);
  expect(url.origin + url.pathname).toBe('http://api.test/sandbox/google/authorize');
  const kept = JSON.parse(sessionStorage.getItem('googleSignIn')!);
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    client_id: 'td.apps',
    redirect_uri: `${window.location.origin}/tienda-demo/login`,
    response_type: 'id_token',
    state: kept.state,
    nonce: kept.nonce,
  });
  expect(kept.state).toMatch(/^[0-9a-f]{32}$/);
  expect(kept.search).toBe('redirect=%2Ftienda-demo%2Fcart');
  assign.mockRestore();
});

test('configured with Google’s own endpoint, the same request goes to Google (no network: the navigation is caught)', async () => {
  const assign = jest.spyOn(browser, 'assign').mockImplementation(() => undefined);
  renderShell({
    path: '/tienda-demo/login',
    tenant: tenantWith(GOOGLE),
    thirdParties: {
      ...sandboxThirdParties('http://api.test'),
      googleAuthorizeUrl: GOOGLE_AUTHORIZE_URL,
    },
  });
  await userEvent.click(await screen.findByRole('button', { name: 'Continuar con Google' }));
  const url = new URL(assign.mock.calls[0]![0]);
  expect(url.origin + url.pathname).toBe('https://accounts.google.com/o/oauth2/v2/auth');
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    client_id: 'td.apps',
    response_type: 'id_token',
    scope: 'openid email profile',
  });
  assign.mockRestore();
});

test('the return with the kept state signs in with the kept nonce and goes to the redirect', async () => {
  sessionStorage.setItem(
    'googleSignIn',
    JSON.stringify({ state: 's-1', nonce: 'n-1', search: 'redirect=%2Ftienda-demo%2Fcart' }),
  );
  const google = jest.fn().mockResolvedValue(anaTokens());
  const { store } = renderShell({
    path: '/tienda-demo/login#id_token=a.b.c&state=s-1',
    tenant: tenantWith(GOOGLE),
    api: loginApi({ google }),
  });
  await waitFor(() => expect(here()).toBe('/tienda-demo/cart'));
  expect(google).toHaveBeenCalledWith({
    token: 'a.b.c',
    storeId: expect.any(String),
    nonce: 'n-1',
  });
  expect(store.get(sessionAtom)?.user.email).toBe('ana@demo.cl');
  expect(sessionStorage.getItem('googleSignIn')).toBeNull();
});

test('a return with another state, with no attempt kept, or refused by the server: back to the e-mail step, no message', async () => {
  const google = jest
    .fn()
    .mockRejectedValue(
      new ApiError({ status: 401, code: 401, serverMessage: 'Invalid Google token' }),
    );
  sessionStorage.setItem(
    'googleSignIn',
    JSON.stringify({ state: 's-1', nonce: 'n-1', search: '' }),
  );
  const forged = renderShell({
    path: '/tienda-demo/login#id_token=a.b.c&state=other',
    tenant: tenantWith(GOOGLE),
    api: loginApi({ google }),
  });
  expect(await screen.findByLabelText('Correo electrónico')).toBeInTheDocument();
  expect(google).not.toHaveBeenCalled();
  forged.unmount();

  const unasked = renderShell({
    path: '/tienda-demo/login#id_token=a.b.c&state=s-1',
    tenant: tenantWith(GOOGLE),
    api: loginApi({ google }),
  });
  expect(await screen.findByLabelText('Correo electrónico')).toBeInTheDocument();
  expect(google).not.toHaveBeenCalled();
  unasked.unmount();

  sessionStorage.setItem(
    'googleSignIn',
    JSON.stringify({ state: 's-1', nonce: 'n-1', search: 'redirect=%2Ftienda-demo%2Fcart' }),
  );
  const { store } = renderShell({
    path: '/tienda-demo/login#id_token=a.b.c&state=s-1',
    tenant: tenantWith(GOOGLE),
    api: loginApi({ google }),
  });
  expect(await screen.findByLabelText('Correo electrónico')).toBeInTheDocument();
  expect(google).toHaveBeenCalledTimes(1);
  expect(here()).toBe('/tienda-demo/login?redirect=%2Ftienda-demo%2Fcart');
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  expect(store.get(sessionAtom)).toBeNull();
});
