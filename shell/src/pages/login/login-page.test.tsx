import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@storefront/bus';
import { sessionAtom } from '@storefront/state';
import { ApiError } from '@storefront/sdk';
import { fakeJwt } from '../../test/fixtures';
import { makeFakeApi, renderShell } from '../../test/render-shell';

const here = () => window.location.pathname + window.location.search;
const FAILED =
  "ⓘ No has podido iniciar sesión. Vuelve a intentarlo o haz click en '¿Olvidaste tu contraseña?' para restablecerla.";

async function fillAndSubmit(email: string, password: string) {
  await userEvent.type(await screen.findByLabelText(/Correo electrónico/), email);
  await userEvent.type(screen.getByLabelText(/Contraseña/), password);
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

test('the button stays disabled until the e-mail and password are valid', async () => {
  renderShell({ path: '/tienda-demo/login' });
  const email = await screen.findByLabelText(/Correo electrónico/);
  const submit = screen.getByRole('button', { name: 'Iniciar sesión' });
  expect(submit).toBeDisabled();
  await userEvent.type(email, 'ana@demo');
  await userEvent.tab();
  expect(screen.getByText('El correo no es válido')).toBeInTheDocument();
  await userEvent.type(email, '.cl');
  await userEvent.type(screen.getByLabelText(/Contraseña/), 'x');
  expect(submit).toBeEnabled();
});

test('a failed sign-in shows the spec message', async () => {
  const login = jest
    .fn()
    .mockRejectedValue(
      new ApiError({ status: 401, code: 401, serverMessage: 'Invalid credentials' }),
    );
  renderShell({ path: '/tienda-demo/login', api: makeFakeApi({ login }) });
  await fillAndSubmit('ana@demo.cl', 'mala');
  expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
  expect(login).toHaveBeenCalledWith({ email: 'ana@demo.cl', password: 'mala' });
});

test('signing in goes to the redirect path inside the store and announces the session', async () => {
  const login = jest.fn().mockResolvedValue({
    access: fakeJwt({ userId: 'u-ana', email: 'ana@demo.cl' }),
    refresh: 'r',
  });
  const changed = jest.fn();
  const off = bus.on('session:changed', changed);
  const { store } = renderShell({
    path: '/tienda-demo/login?redirect=%2Fuserpanel%2Fcards',
    api: makeFakeApi({ login }),
  });
  await fillAndSubmit('ana@demo.cl', 'demo1234');
  expect(await screen.findByRole('heading', { name: 'Mis tarjetas' })).toBeInTheDocument();
  expect(here()).toBe('/tienda-demo/userpanel/cards');
  expect(store.get(sessionAtom)?.user.email).toBe('ana@demo.cl');
  expect(changed).toHaveBeenCalledWith({ loggedIn: true });
  off();
});

test('action=subscribe goes to checkout; a redirect outside the store goes to the store root', async () => {
  const login = jest.fn().mockResolvedValue({
    access: fakeJwt({ userId: 'u-ana', email: 'ana@demo.cl' }),
    refresh: 'r',
  });
  const first = renderShell({
    path: '/tienda-demo/login?action=subscribe',
    api: makeFakeApi({ login }),
  });
  await fillAndSubmit('ana@demo.cl', 'demo1234');
  await waitFor(() => expect(here()).toBe('/tienda-demo/checkout'));
  first.unmount();

  renderShell({
    path: '/tienda-demo/login?redirect=https%3A%2F%2Fevil.example',
    api: makeFakeApi({ login }),
  });
  await fillAndSubmit('ana@demo.cl', 'demo1234');
  await waitFor(() => expect(here()).toBe('/tienda-demo'));
});
