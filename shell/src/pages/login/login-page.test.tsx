import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@storefront/sdk';
import { sessionAtom } from '@storefront/state';
import { renderShell } from '../../test/render-shell';
import { anaTokens, here, loginApi, submitEmail, tenantWith } from './login-test-kit';

const FAILED =
  "ⓘ No has podido iniciar sesión. Vuelve a intentarlo o haz click en '¿Olvidaste tu contraseña?' para restablecerla.";
const apiError = (status: number, serverMessage: string) =>
  new ApiError({ status, code: status, serverMessage });

beforeEach(() => localStorage.clear());

test('EMAIL_INPUT: Continuar stays disabled until the e-mail is valid; the email query prefills it', async () => {
  const first = renderShell({ path: '/tienda-demo/login' });
  const email = await screen.findByLabelText('Correo electrónico');
  const next = screen.getByRole('button', { name: 'Continuar' });
  expect(next).toBeDisabled();
  await userEvent.type(email, 'ana@demo');
  await userEvent.tab();
  expect(screen.getByText('El correo no es válido')).toBeInTheDocument();
  await userEvent.clear(email);
  expect(screen.getByText('Debes ingresar un correo')).toBeInTheDocument();
  await userEvent.type(email, 'ana@demo.cl');
  expect(next).toBeEnabled();
  first.unmount();

  renderShell({ path: '/tienda-demo/login?email=ana%40demo.cl' });
  await waitFor(() =>
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@demo.cl'),
  );
  // The schema checks the prefilled address just after the first render.
  await waitFor(() => expect(screen.getByRole('button', { name: 'Continuar' })).toBeEnabled());
});

test('a locked password sign-in shows the server’s Spanish text (429), not the generic failure', async () => {
  const locked = 'Demasiados intentos fallidos. Espera 15 minutos o ingresa con un código.';
  const login = jest.fn().mockRejectedValue(apiError(429, locked));
  renderShell({ path: '/tienda-demo/login', api: loginApi({ login }) });
  await submitEmail('ana@demo.cl');
  await userEvent.click(await screen.findByRole('button', { name: 'Ingresar con contraseña' }));
  await userEvent.type(screen.getByLabelText('Contraseña'), 'otra-clave');
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(locked);
  expect(screen.queryByText(FAILED)).not.toBeInTheDocument();
});

test('too many e-mail checks from one device: the server’s Spanish text on the e-mail step', async () => {
  const busy = 'Demasiadas solicitudes desde este dispositivo. Inténtalo de nuevo en unos minutos.';
  const checkEmail = jest.fn().mockRejectedValue(apiError(429, busy));
  renderShell({ path: '/tienda-demo/login', api: loginApi({ checkEmail }) });
  await submitEmail('ana@demo.cl');
  expect(await screen.findByRole('alert')).toHaveTextContent(busy);
  expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@demo.cl');
});

test('a registered user chooses the password; a wrong one shows the spec text; then signs in to the redirect', async () => {
  const login = jest
    .fn()
    .mockRejectedValueOnce(apiError(401, 'Invalid credentials'))
    .mockResolvedValueOnce(anaTokens());
  const api = loginApi({ login });
  const { store } = renderShell({ path: '/tienda-demo/login?redirect=%2Fuserpanel%2Fcards', api });
  await submitEmail('ana@demo.cl');
  expect(await screen.findByRole('button', { name: 'Ingresar con código' })).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Ingresar con contraseña' }));
  await userEvent.type(screen.getByLabelText('Contraseña'), 'mala');
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  expect(await screen.findByRole('alert')).toHaveTextContent(FAILED);
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  expect(await screen.findByRole('heading', { name: 'Mis tarjetas' })).toBeInTheDocument();
  expect(here()).toBe('/tienda-demo/userpanel/cards');
  expect(login).toHaveBeenLastCalledWith({
    email: 'ana@demo.cl',
    password: 'mala',
    storeId: 'st-tienda-demo',
  });
  expect(store.get(sessionAtom)?.user.email).toBe('ana@demo.cl');
});

test('otp=false pre-selects the password form; Volver goes back to the e-mail', async () => {
  renderShell({ path: '/tienda-demo/login?otp=false', api: loginApi() });
  await submitEmail('ana@demo.cl');
  expect(await screen.findByLabelText('Contraseña')).toBeInTheDocument();
  expect(screen.queryByRole('button', { name: 'Ingresar con contraseña' })).not.toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@demo.cl'),
  );
});

test('OTP only: the code form sends a code, keeps digits only, clears a wrong code with the spec text, then signs in', async () => {
  const verifyCode = jest
    .fn()
    .mockRejectedValueOnce(apiError(400, 'Given code and email could not be found.'))
    .mockRejectedValueOnce(apiError(400, 'Code has expired.'));
  const api = loginApi({ verifyCode });
  verifyCode.mockResolvedValueOnce(anaTokens());
  renderShell({ path: '/tienda-demo/login', api, tenant: tenantWith({ loginMethods: ['otp'] }) });
  await submitEmail('ana@demo.cl');
  const code = await screen.findByLabelText('Código de verificación');
  const generateCode = (api.auth as unknown as { generateCode: jest.Mock }).generateCode;
  await waitFor(() =>
    expect(generateCode).toHaveBeenCalledWith({ email: 'ana@demo.cl', storeName: 'tienda-demo' }),
  );
  expect(
    await screen.findByText('Te enviamos un código de 6 dígitos a ana@demo.cl'),
  ).toBeInTheDocument();
  expect(localStorage.getItem('OTPCodeSentAt')).toBeTruthy();
  expect(localStorage.getItem('email')).toBe('ana@demo.cl');
  expect(screen.getByRole('button', { name: 'Reenviar código' })).toBeDisabled();
  expect(screen.getByText(/^Podrás pedir otro código en (60|59) s$/)).toBeInTheDocument();

  const next = screen.getByRole('button', { name: 'Continuar' });
  expect(next).toBeDisabled();
  await userEvent.click(code);
  await userEvent.paste('12a34567890');
  expect(code).toHaveValue('123456');
  expect(next).toBeEnabled();
  await userEvent.click(next);
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'El código ingresado no es correcto o ya ha sido usado.',
  );
  expect(code).toHaveValue('');
  await userEvent.type(code, '111111');
  await userEvent.click(next);
  expect(await screen.findByText('El código ingresado ya expiró.')).toBeInTheDocument();
  await userEvent.type(code, '222222');
  await userEvent.click(next);
  await waitFor(() => expect(here()).toBe('/tienda-demo'));
  expect(verifyCode).toHaveBeenLastCalledWith({
    email: 'ana@demo.cl',
    code: '222222',
    storeId: 'st-tienda-demo',
  });
  expect(localStorage.getItem('OTPCodeSentAt')).toBeNull();
});

test('a code sign-in that removed her old password tells her so, and how to have one again (issue 39)', async () => {
  const verifyCode = jest.fn().mockResolvedValue({ ...anaTokens(), passwordRemoved: true });
  const api = loginApi({ verifyCode });
  renderShell({ path: '/tienda-demo/login', api, tenant: tenantWith({ loginMethods: ['otp'] }) });
  await submitEmail('ana@demo.cl');
  const code = await screen.findByLabelText('Código de verificación');
  await userEvent.type(code, '222222');
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  await waitFor(() => expect(here()).toBe('/tienda-demo'));
  const notice = await screen.findByRole('region', { name: 'Notificaciones' });
  expect(await within(notice).findByText('Verificamos tu correo')).toBeInTheDocument();
  expect(notice).toHaveTextContent(
    "Por seguridad, quitamos la contraseña y los datos guardados antes de verificarlo. Para volver a entrar con contraseña, créala con '¿Olvidaste tu contraseña?'.",
  );
});

test('a reload reuses a code sent under 30 minutes ago to the same e-mail: no new code, resend already allowed', async () => {
  localStorage.setItem('OTPCodeSentAt', new Date(Date.now() - 2 * 60_000).toISOString());
  localStorage.setItem('email', 'ana@demo.cl');
  const api = loginApi();
  renderShell({ path: '/tienda-demo/login', api, tenant: tenantWith({ loginMethods: ['otp'] }) });
  await submitEmail('ana@demo.cl');
  expect(
    await screen.findByText('Te enviamos un código de 6 dígitos a ana@demo.cl'),
  ).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reenviar código' })).toBeEnabled();
  expect((api.auth as unknown as { generateCode: jest.Mock }).generateCode).not.toHaveBeenCalled();
});

test('a rate-limited send shows the server Spanish text as it comes', async () => {
  const generateCode = jest
    .fn()
    .mockRejectedValue(
      apiError(429, 'Has pedido demasiados códigos. Inténtalo de nuevo en una hora.'),
    );
  renderShell({
    path: '/tienda-demo/login',
    api: loginApi({ generateCode }),
    tenant: tenantWith({ loginMethods: ['otp'] }),
  });
  await submitEmail('ana@demo.cl');
  expect(await screen.findByRole('alert')).toHaveTextContent(
    'Has pedido demasiados códigos. Inténtalo de nuevo en una hora.',
  );
});

test('REGISTRATION_DISABLED: "Correo no encontrado", and Volver', async () => {
  const checkEmail = jest.fn().mockResolvedValue({ found: false, forceOTP: false, isGuest: false });
  renderShell({
    path: '/tienda-demo/login',
    api: loginApi({ checkEmail }),
    tenant: tenantWith({ loginMethods: ['otp'], allowRegistrationFromMarket: false }),
  });
  await submitEmail('nadie@demo.cl');
  expect(await screen.findByRole('alert')).toHaveTextContent('Correo no encontrado');
  await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
  await waitFor(() =>
    expect(screen.getByLabelText('Correo electrónico')).toHaveValue('nadie@demo.cl'),
  );
  expect(checkEmail).toHaveBeenCalledWith({ email: 'nadie@demo.cl', storeId: 'st-tienda-demo' });
});

test('registration with a password: names, password + repeat, terms; auth.register signs in', async () => {
  const checkEmail = jest.fn().mockResolvedValue({ found: false, forceOTP: false, isGuest: false });
  const api = loginApi({ checkEmail });
  renderShell({
    path: '/tienda-demo/login',
    api,
    tenant: tenantWith({}, { termsAndConditionsUrl: 'https://tienda.example.cl/terminos' }),
  });
  await submitEmail('nueva@demo.cl');
  const create = await screen.findByRole('button', { name: 'Crear cuenta' });
  expect(create).toBeDisabled();
  await userEvent.type(screen.getByLabelText('Nombre'), 'Nueva');
  await userEvent.type(screen.getByLabelText('Apellido'), 'Compradora');
  await userEvent.type(screen.getByLabelText('Contraseña'), 'corta');
  await userEvent.tab();
  expect(screen.getByText('La contraseña debe tener al menos 8 caracteres')).toBeInTheDocument();
  await userEvent.type(screen.getByLabelText('Contraseña'), '12345');
  await userEvent.type(screen.getByLabelText('Repite la contraseña'), 'otra cosa');
  await userEvent.tab();
  expect(screen.getByText('Ambas contraseñas deben coincidir')).toBeInTheDocument();
  await userEvent.clear(screen.getByLabelText('Repite la contraseña'));
  await userEvent.type(screen.getByLabelText('Repite la contraseña'), 'corta12345');
  expect(screen.getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute(
    'href',
    'https://tienda.example.cl/terminos',
  );
  expect(create).toBeDisabled();
  await userEvent.click(
    screen.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }),
  );
  await userEvent.click(create);
  await waitFor(() => expect(here()).toBe('/tienda-demo'));
  expect((api.auth as unknown as { register: jest.Mock }).register).toHaveBeenCalledWith({
    email: 'nueva@demo.cl',
    storeId: 'st-tienda-demo',
    name: 'Nueva',
    lastName: 'Compradora',
    password: 'corta12345',
  });
});

test('registration without the password method goes through the code form with the names', async () => {
  const checkEmail = jest.fn().mockResolvedValue({ found: false, forceOTP: false, isGuest: false });
  const api = loginApi({ checkEmail });
  renderShell({
    path: '/tienda-demo/login',
    api,
    tenant: tenantWith({ loginMethods: ['otp'] }, { userOptionalAttrs: { lastName: true } }),
  });
  await submitEmail('nueva@demo.cl');
  await userEvent.type(await screen.findByLabelText('Nombre'), 'Nueva');
  expect(screen.queryByLabelText('Contraseña')).not.toBeInTheDocument();
  await userEvent.click(
    screen.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Crear cuenta' }));
  await userEvent.type(await screen.findByLabelText('Código de verificación'), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
  await waitFor(() => expect(here()).toBe('/tienda-demo'));
  const auth = api.auth as unknown as Record<string, jest.Mock>;
  expect(auth.register).not.toHaveBeenCalled();
  expect(auth.verifyCode).toHaveBeenCalledWith({
    email: 'nueva@demo.cl',
    code: '123456',
    storeId: 'st-tienda-demo',
    name: 'Nueva',
  });
});

test('¿Olvidaste tu contraseña? mails a link built on the store base URL', async () => {
  const api = loginApi();
  renderShell({ path: '/tienda-demo/login?otp=false', api });
  await submitEmail('ana@demo.cl');
  await userEvent.click(await screen.findByRole('button', { name: '¿Olvidaste tu contraseña?' }));
  expect(screen.getByLabelText('Correo electrónico')).toHaveValue('ana@demo.cl');
  await userEvent.click(screen.getByRole('button', { name: 'Enviar link' }));
  expect(
    await screen.findByText(
      'Si el correo está registrado, te enviamos un link para restablecer tu contraseña.',
    ),
  ).toBeInTheDocument();
  expect(
    (api.auth as unknown as { recoverPassword: jest.Mock }).recoverPassword,
  ).toHaveBeenCalledWith({
    email: 'ana@demo.cl',
    storeId: 'st-tienda-demo',
    origin: `${window.location.origin}/tienda-demo`,
  });
});

test('guest=true keeps the guest sign-in', async () => {
  const api = loginApi();
  renderShell({ path: '/tienda-demo/login?guest=true&redirect=%2Fcart', api });
  await waitFor(() => expect(here()).toBe('/tienda-demo/cart'));
  expect(api.auth.guestLogin).toHaveBeenCalled();
});

test('action=subscribe goes to the store root with action=subscribe (the landing validates the cart); a redirect outside the store goes to the store root', async () => {
  const first = renderShell({
    path: '/tienda-demo/login?action=subscribe&otp=false',
    api: loginApi(),
  });
  await submitEmail('ana@demo.cl');
  await userEvent.type(await screen.findByLabelText('Contraseña'), 'demo1234');
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  await waitFor(() => expect(here()).toBe('/tienda-demo?action=subscribe'));
  first.unmount();

  renderShell({
    path: '/tienda-demo/login?otp=false&redirect=https%3A%2F%2Fevil.example',
    api: loginApi(),
  });
  await submitEmail('ana@demo.cl');
  await userEvent.type(await screen.findByLabelText('Contraseña'), 'demo1234');
  await userEvent.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
  await waitFor(() => expect(here()).toBe('/tienda-demo'));
});
