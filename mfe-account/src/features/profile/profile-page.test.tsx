import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@storefront/bus';
import { sessionAtom } from '@storefront/state';
import { fail, ok } from '@storefront/state/testing';
import { anaPayer, renderProfile } from './profile-test-kit';
import { expectConsoleError } from '@storefront/config/jest-console';

const group = (name: string) => screen.getByRole('group', { name });

describe('the profile screen (spec 002 userpanel/profile)', () => {
  it("shows 'Mis Datos', the e-mail read-only, name, rut and the phone as prefix plus number", async () => {
    renderProfile();
    expect(screen.getByRole('heading', { level: 1, name: 'Mis Datos' })).toBeInTheDocument();
    const email = await screen.findByRole('textbox', { name: 'Correo electrónico' });
    expect(email).toHaveValue('ana@demo.cl');
    expect(email).toHaveAttribute('readonly');
    expect(group('Nombre')).toHaveTextContent('Ana Pérez');
    expect(group('Rut')).toHaveTextContent('11111111-1');
    expect(group('Teléfono')).toHaveTextContent('+56 912345678');
    for (const name of ['Editar nombre', 'Editar rut', 'Editar teléfono'])
      expect(screen.getByRole('button', { name })).toHaveTextContent('Editar');
  });

  it('"Sin registrar" for a missing rut or phone', async () => {
    renderProfile({ profile: { rut: '', phone: '', phonePrefix: '' } });
    await screen.findByRole('textbox', { name: 'Correo electrónico' });
    expect(group('Rut')).toHaveTextContent('Sin registrar');
    expect(group('Teléfono')).toHaveTextContent('Sin registrar');
  });

  it('a failed load shows an error with a retry', async () => {
    expectConsoleError('[server-data] load failed');
    let calls = 0;
    renderProfile({
      routes: {
        'GET auth/profile': () =>
          ++calls === 1 ? fail(500, 'down') : ok({ userId: 'u-ana', email: 'ana@demo.cl' }),
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar tus datos.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Correo electrónico' })).toHaveValue(
        'ana@demo.cl',
      ),
    );
  });

  it('no company card when the policy enables no company field', async () => {
    const { calls } = renderProfile({
      policy: { checkoutPolicy: { companyFields: { rut: false } } },
    });
    await screen.findByRole('textbox', { name: 'Correo electrónico' });
    expect(screen.queryByRole('heading', { name: 'Datos de empresa' })).not.toBeInTheDocument();
    expect(calls.some((c) => c.path === 'payers/')).toBe(false);
  });
});

describe('editing the name', () => {
  it('empty name or last name: the profile messages and Guardar disabled; a save patches, refreshes the session and says so', async () => {
    const toasts: string[] = [];
    const off = bus.on('toast', (t) => toasts.push(t.title));
    const { calls, jotai } = renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar nombre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar nombre' });
    const name = within(dialog).getByRole('textbox', { name: 'Nombre' });
    const lastName = within(dialog).getByRole('textbox', { name: 'Apellido' });
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    expect(name).toHaveValue('Ana');
    expect(save).toBeEnabled();

    await userEvent.clear(name);
    expect(name).toHaveAccessibleDescription('El nombre no puede quedar vacío');
    expect(save).toBeDisabled();
    await userEvent.type(name, 'Anita');
    await userEvent.clear(lastName);
    expect(within(dialog).getByText('El apellido no puede quedar vacío')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.type(lastName, 'Núñez');
    expect(save).toBeEnabled();
    await userEvent.click(save);

    await waitFor(() => expect(group('Nombre')).toHaveTextContent('Anita Núñez'));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      name: 'Anita',
      lastName: 'Núñez',
    });
    // The session (navbar, session gate) now carries the new claims.
    expect(calls.some((c) => c.path === 'auth/refresh')).toBe(true);
    expect(jotai.get(sessionAtom)?.user).toMatchObject({ name: 'Anita', lastName: 'Núñez' });
    expect(toasts).toEqual(['Datos actualizados']);
    off();
  });

  it('a failed save keeps the dialog open with an error; Cancelar leaves the values alone', async () => {
    expectConsoleError('[mfe-account] profile: save failed');
    renderProfile({ routes: { 'PUT auth/': () => fail(500, 'down') } });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar nombre' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar nombre' });
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Nombre' }), 'x');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Ha habido un error, vuelve a intentarlo.',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancelar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(group('Nombre')).toHaveTextContent('Ana Pérez');
  });
});

describe('editing the rut', () => {
  it('cleans what is typed, rejects a wrong check digit, saves a valid rut', async () => {
    const { calls } = renderProfile({ profile: { rut: '' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar rut' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar rut' });
    const rut = within(dialog).getByRole('textbox', { name: 'Rut' });
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    expect(save).toBeDisabled();
    await userEvent.type(rut, '12.345.678-9');
    expect(rut).toHaveAccessibleDescription('Dígito verificador incorrecto');
    expect(save).toBeDisabled();
    await userEvent.clear(rut);
    await userEvent.type(rut, '12.345.678-5');
    expect(rut).toHaveValue('12345678-5');
    await userEvent.click(save);
    await waitFor(() => expect(group('Rut')).toHaveTextContent('12345678-5'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ rut: '12345678-5' });
  });
});

describe('editing the phone', () => {
  it('digits only, exactly 9 digits for +56, the length follows the country; saves prefix and number', async () => {
    const { calls } = renderProfile({ profile: { phone: '', phonePrefix: '' } });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar teléfono' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar teléfono' });
    const country = within(dialog).getByRole('combobox', { name: 'País' });
    const number = within(dialog).getByRole('textbox', { name: 'Teléfono' });
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    await waitFor(() => expect(country).toHaveDisplayValue('Chile (+56)'));

    await userEvent.type(number, 'abc');
    expect(number).toHaveAccessibleDescription('Debe contener sólo números');
    expect(save).toBeDisabled();
    await userEvent.clear(number);
    await userEvent.type(number, '91234567');
    expect(number).toHaveAccessibleDescription('Debe contener exactamente 9 dígitos');
    expect(save).toBeDisabled();
    await userEvent.type(number, '8');
    await waitFor(() => expect(save).toBeEnabled());

    // Argentina's example number has 11 digits.
    await userEvent.selectOptions(country, 'Argentina (+54)');
    expect(number).toHaveAccessibleDescription('Debe contener exactamente 11 dígitos');
    expect(save).toBeDisabled();
    await userEvent.selectOptions(country, 'Selecciona');
    expect(within(dialog).getByText('Debes seleccionar un país')).toBeInTheDocument();
    expect(save).toBeDisabled();
    await userEvent.selectOptions(country, 'Chile (+56)');
    await waitFor(() => expect(save).toBeEnabled());
    await userEvent.click(save);

    await waitFor(() => expect(group('Teléfono')).toHaveTextContent('+56 912345678'));
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      phone: '912345678',
      phonePrefix: '+56',
    });
  });
});

describe('editing a saved phone', () => {
  it('Guardar is available once the country list is in (the saved pair is valid)', async () => {
    renderProfile();
    await userEvent.click(await screen.findByRole('button', { name: 'Editar teléfono' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar teléfono' });
    expect(within(dialog).getByRole('textbox', { name: 'Teléfono' })).toHaveValue('912345678');
    await waitFor(() =>
      expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeEnabled(),
    );
  });
});

describe('company card (checkoutPolicy.companyFields)', () => {
  const policy = { checkoutPolicy: { companyFields: { rut: true, address: true } } };

  it("shows the payer's company rut and address and saves them on the payer", async () => {
    const { calls } = renderProfile({
      policy,
      routes: {
        'GET payers/': () => ok({ docs: [anaPayer], page: 1, pages: 1, totalDocs: 1 }),
        'PATCH payer/payer-ana': (call) => ok({ ...anaPayer, ...(call.body as object) }),
      },
    });
    expect(await screen.findByRole('heading', { name: 'Datos de empresa' })).toBeInTheDocument();
    expect(group('Rut empresa')).toHaveTextContent('76086428-5');
    expect(group('Dirección')).toHaveTextContent('Av. Apoquindo 123');
    const list = calls.find((c) => c.path === 'payers/');
    expect(list?.query.get('userId')).toBe('u-ana');
    expect(list?.query.get('storeId')).toBe('st-tienda-demo');

    await userEvent.click(screen.getByRole('button', { name: 'Editar datos de empresa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar datos de empresa' });
    const rut = within(dialog).getByRole('textbox', { name: 'Rut empresa' });
    const address = within(dialog).getByRole('textbox', { name: 'Dirección' });
    const save = within(dialog).getByRole('button', { name: 'Guardar' });
    await userEvent.clear(address);
    expect(address).toHaveAccessibleDescription('Este campo es obligatorio');
    expect(save).toBeDisabled();
    await userEvent.type(address, 'Los Leones 45');
    await userEvent.clear(rut);
    await userEvent.type(rut, '12.345.678-9');
    expect(rut).toHaveAccessibleDescription('Dígito verificador incorrecto');
    expect(save).toBeDisabled();
    await userEvent.clear(rut);
    await userEvent.type(rut, '12345678-5');
    await userEvent.click(save);

    await waitFor(() => expect(group('Dirección')).toHaveTextContent('Los Leones 45'));
    expect(group('Rut empresa')).toHaveTextContent('12345678-5');
    expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({
      company: { rut: '12345678-5', address: 'Los Leones 45' },
    });
  });

  it('creates the payer first when the shopper has none in the store', async () => {
    const { calls } = renderProfile({
      policy,
      routes: {
        'GET payers/': () => ok({ docs: [], page: 1, pages: 0, totalDocs: 0 }),
        'POST payers/shopper/u-ana': () => ok({ _id: 'payer-new', active: true }),
        'PATCH payer/payer-new': (call) => ok({ _id: 'payer-new', ...(call.body as object) }),
      },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Editar datos de empresa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Editar datos de empresa' });
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Rut empresa' }),
      '12345678-5',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Dirección' }), 'Calle 1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
    await waitFor(() => expect(group('Dirección')).toHaveTextContent('Calle 1'));
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ storeId: 'st-tienda-demo' });
  });
});
