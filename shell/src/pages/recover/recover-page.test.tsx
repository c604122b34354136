import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@storefront/sdk';
import { sessionAtom } from '@storefront/state';
import { renderShell } from '../../test/render-shell';
import { here, loginApi } from '../login/login-test-kit';

const BAD =
  'Lo sentimos, el link ha expirado o no es válido. Intenta recuperar la contraseña nuevamente.';

beforeEach(() => localStorage.clear());

test('a bad token shows the expiry text', async () => {
  const validateRecoverToken = jest
    .fn()
    .mockRejectedValue(
      new ApiError({ status: 400, code: 400, serverMessage: 'Invalid or expired token' }),
    );
  renderShell({ path: '/tienda-demo/recover/malo', api: loginApi({ validateRecoverToken }) });
  expect(await screen.findByRole('alert')).toHaveTextContent(BAD);
  expect(validateRecoverToken).toHaveBeenCalledWith('malo');
});

test('the new password follows the reset rules, signs in, merges the guest cart and goes to the store root', async () => {
  localStorage.setItem('guestId', 'guest-7');
  const api = loginApi();
  const { store } = renderShell({ path: '/tienda-demo/recover/tok-1', api });
  const password = await screen.findByLabelText('Contraseña');
  const change = screen.getByRole('button', { name: 'Cambiar contraseña' });
  await userEvent.click(change);
  expect(screen.getByText('Debes ingresar una contraseña')).toBeInTheDocument();
  await userEvent.type(password, 'corta');
  expect(screen.getByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();
  await userEvent.type(password, '12345');
  await userEvent.type(screen.getByLabelText('Repite la contraseña'), 'distinta1');
  expect(screen.getByText('Ambas contraseñas deben coincidir')).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText('Repite la contraseña'));
  await userEvent.type(screen.getByLabelText('Repite la contraseña'), 'corta12345');
  await userEvent.click(change);
  await waitFor(() => expect(here()).toBe('/tienda-demo'));
  const auth = api.auth as unknown as Record<string, jest.Mock>;
  const carts = api.carts as unknown as Record<string, jest.Mock>;
  expect(auth.changePassword).toHaveBeenCalledWith({ token: 'tok-1', password: 'corta12345' });
  expect(carts.mergeCarts).toHaveBeenCalledWith({ storeId: 'st-tienda-demo', guestId: 'guest-7' });
  expect(store.get(sessionAtom)?.user.email).toBe('ana@demo.cl');
});

test('a token that expired meanwhile shows the expiry text on submit', async () => {
  const changePassword = jest
    .fn()
    .mockRejectedValue(
      new ApiError({ status: 400, code: 400, serverMessage: 'Invalid or expired token' }),
    );
  renderShell({ path: '/tienda-demo/recover/tok-1', api: loginApi({ changePassword }) });
  await userEvent.type(await screen.findByLabelText('Contraseña'), 'nueva1234');
  await userEvent.type(screen.getByLabelText('Repite la contraseña'), 'nueva1234');
  await userEvent.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(BAD);
});
