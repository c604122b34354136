// The URL token flows of the login page (spec 000 §4 "Token flow", §8 "Token errors").
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@storefront/sdk';
import { sessionAtom } from '@storefront/state';
import { renderShell } from '../../test/render-shell';
import { anaSession, anaTokens, here, loginApi, tenantWith } from './login-test-kit';

const HINT = 'Verifica la url o contáctate con un administrador.';
const decoded = (over: Record<string, unknown>) => ({
  type: 'token',
  email: 'ana@demo.cl',
  userId: 'u-ana',
  storeId: 'st-tienda-demo',
  callbackUrl: null,
  errorUrl: null,
  ...over,
});
const expired = () => new ApiError({ status: 401, code: 401, serverMessage: 'Token expired' });

async function expectTokenError(message: string) {
  expect(await screen.findByRole('heading', { name: 'Ha ocurrido un error' })).toBeInTheDocument();
  expect(screen.getByText(message)).toBeInTheDocument();
  expect(screen.getByText(HINT)).toBeInTheDocument();
}

beforeEach(() => localStorage.clear());

test('bypass: signs in and keeps only the callback URLs the store allows', async () => {
  const decodeUser = jest.fn().mockResolvedValue(decoded({ type: 'bypass' }));
  const bypass = jest.fn().mockResolvedValue({
    ...anaTokens(),
    callbackUrl: 'https://comercio.example/vuelta?orden=1',
    errorUrl: 'https://evil.example/steal',
  });
  const { store } = renderShell({
    path: '/tienda-demo/login?bypass=b-123',
    api: loginApi({ decodeUser, bypass }),
    tenant: tenantWith(
      { bypass: 'allowed' },
      { allowedRedirectUrls: ['https://comercio.example/vuelta'] },
    ),
  });
  await waitFor(() => expect(here()).toBe('/tienda-demo'));
  expect(bypass).toHaveBeenCalledWith('b-123');
  expect(store.get(sessionAtom)?.user.email).toBe('ana@demo.cl');
  expect(localStorage.getItem('callbackUrl')).toBe('https://comercio.example/vuelta?orden=1');
  expect(localStorage.getItem('errorUrl')).toBeNull();
});

test('bypass: a token that is not of type bypass is an error and clears the session', async () => {
  const decodeUser = jest.fn().mockResolvedValue(decoded({ type: 'token' }));
  const api = loginApi({ decodeUser });
  const { store } = renderShell({
    path: '/tienda-demo/login?bypass=b-1',
    api,
    tenant: tenantWith({ bypass: 'allowed' }),
    session: anaSession(),
  });
  await expectTokenError('El token de acceso directo no es de tipo bypass.');
  expect(store.get(sessionAtom)).toBeNull();
});

test('bypass: the store does not allow it (default policy)', async () => {
  renderShell({ path: '/tienda-demo/login?bypass=b-1', api: loginApi() });
  await expectTokenError('Esta tienda no permite el ingreso con token de acceso directo.');
});

test('bypass: an expired token', async () => {
  renderShell({
    path: '/tienda-demo/login?bypass=b-1',
    api: loginApi({ decodeUser: jest.fn().mockRejectedValue(expired()) }),
    tenant: tenantWith({ bypass: 'allowed' }),
  });
  await expectTokenError('El token de acceso directo expiró o no es válido.');
});

test('token: the wrong type, an expired token, and a required token missing are error pages', async () => {
  const first = renderShell({
    path: '/tienda-demo/login?token=t-1',
    api: loginApi({ decodeUser: jest.fn().mockResolvedValue(decoded({ type: 'bypass' })) }),
  });
  await expectTokenError('El token de acceso no es del tipo correcto.');
  first.unmount();

  const second = renderShell({
    path: '/tienda-demo/login?token=t-1',
    api: loginApi({ decodeUser: jest.fn().mockRejectedValue(expired()) }),
  });
  await expectTokenError('El token de acceso expiró o no es válido.');
  second.unmount();

  renderShell({
    path: '/tienda-demo/login',
    api: loginApi(),
    tenant: tenantWith({ token: 'required' }),
  });
  await expectTokenError('Falta el token de acceso en la url.');
});

test('token of another user: the session is cleared and the flow goes on with its e-mail and token', async () => {
  const decodeUser = jest.fn().mockResolvedValue(decoded({ type: null, email: 'otra@demo.cl' }));
  const checkEmail = jest.fn().mockResolvedValue({ found: true, forceOTP: true, isGuest: false });
  const verifyCode = jest.fn().mockResolvedValue(anaTokens());
  const { store } = renderShell({
    path: '/tienda-demo/login?token=t-9',
    api: loginApi({ decodeUser, checkEmail, verifyCode }),
    session: anaSession(),
  });
  const code = await screen.findByLabelText('Código de verificación');
  expect(store.get(sessionAtom)).toBeNull();
  expect(checkEmail).toHaveBeenCalledWith({ email: 'otra@demo.cl', storeId: 'st-tienda-demo' });
  expect(screen.queryByRole('button', { name: 'Ingresar con contraseña' })).not.toBeInTheDocument();
  await userEvent.type(code, '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  await waitFor(() => expect(here()).toBe('/tienda-demo'));
  expect(verifyCode).toHaveBeenCalledWith({
    email: 'otra@demo.cl',
    code: '123456',
    storeId: 'st-tienda-demo',
    token: 't-9',
  });
});

test('token of the signed-in user: the session is reused', async () => {
  const checkEmail = jest.fn();
  const { store } = renderShell({
    path: '/tienda-demo/login?token=t-1&redirect=%2Fcart',
    api: loginApi({ decodeUser: jest.fn().mockResolvedValue(decoded({})), checkEmail }),
    session: anaSession(),
  });
  await waitFor(() => expect(here()).toBe('/tienda-demo/cart'));
  expect(checkEmail).not.toHaveBeenCalled();
  expect(store.get(sessionAtom)?.user.email).toBe('ana@demo.cl');
});
