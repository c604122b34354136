// The session gate and the user-info page inside the real app (spec 000 §4 Session, §2 user-info,
// §5 Rut; 001 §2): missing fields → user-info and back; payer fetched, created when missing,
// "Confirma tus datos" forced while inactive.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Payer } from '@storefront/sdk';
import { payerConfirmationAtom, sessionAtom } from '@storefront/state';
import { ANA, fakeJwt, makeTenant } from '../test/fixtures';
import { makeFakeApi, renderShell } from '../test/render-shell';

const here = () => window.location.pathname + window.location.search;
const complete = { ...ANA, lastName: 'Rojas', phone: '', phonePrefix: '', rut: '12345678-5' }; // ASCII: fakeJwt is Latin-1
const noRut = { ...complete, rut: '' };
const guestUser = {
  userId: 'g-1',
  email: '',
  name: '',
  lastName: '',
  phone: '',
  phonePrefix: '',
  rut: '',
  isGuest: true,
};

function payer(overrides: Partial<Payer> = {}): Payer {
  return {
    _id: 'p-1',
    userId: 'u-ana',
    storeId: 'st-tienda-demo',
    name: 'Ana',
    lastName: 'Rojas',
    active: true,
    billing: { taxId: '12345678-5' },
    ...overrides,
  };
}

/** The shell's fake API plus what the gate and user-info use. The refresh issues a token with `claims`. */
function gateApi(options: { payers?: Payer[]; claims?: Record<string, unknown> } = {}) {
  const base = makeFakeApi();
  const api = {
    ...base,
    auth: { ...base.auth, updateProfile: jest.fn().mockResolvedValue({}) },
    payers: {
      list: jest
        .fn()
        .mockResolvedValue({ docs: options.payers ?? [payer()], page: 1, pages: 1, totalDocs: 1 }),
      createForShopper: jest.fn().mockResolvedValue(payer({ _id: 'p-new' })),
      update: jest
        .fn()
        .mockImplementation(async (id: string, patch: Partial<Payer>) =>
          payer({ _id: id, ...patch }),
        ),
    },
    refreshSession: jest.fn().mockImplementation(async () => {
      base.tokens.setTokens({ access: fakeJwt(options.claims ?? complete), refresh: 'r2' });
    }),
  };
  return api;
}

test('a registered user without rut goes to user-info, sees only Rut, and comes back after saving', async () => {
  const api = gateApi({ claims: complete });
  const { store } = renderShell({
    path: '/tienda-demo/catalog?orden=precio',
    session: { user: noRut, isGuest: false },
    api,
  });
  await waitFor(() =>
    expect(here()).toBe('/tienda-demo/user-info?redirect=%2Fcatalog%3Forden%3Dprecio'),
  );
  const main = screen.getByRole('main');
  const rut = await within(main).findByRole('textbox', { name: 'Rut' });
  expect(within(main).queryByRole('textbox', { name: 'Nombre' })).not.toBeInTheDocument();
  expect(within(main).queryByRole('textbox', { name: 'Apellido' })).not.toBeInTheDocument();
  expect(api.payers.list).not.toHaveBeenCalled(); // the payer waits until nothing is missing

  const save = within(main).getByRole('button', { name: 'Guardar' });
  expect(save).toBeDisabled();
  await userEvent.type(rut, '12.345.678-9');
  expect(rut).toHaveValue('12345678-9');
  expect(within(main).getByText('Dígito verificador incorrecto')).toBeInTheDocument();
  expect(save).toBeDisabled();
  await userEvent.clear(rut);
  await userEvent.type(rut, '123456785');
  expect(rut).toHaveValue('12345678-5');
  await waitFor(() => expect(save).toBeEnabled());
  await userEvent.click(save);

  await waitFor(() => expect(here()).toBe('/tienda-demo/catalog?orden=precio'));
  expect(api.auth.updateProfile).toHaveBeenCalledWith({ rut: '12345678-5' });
  expect(api.refreshSession).toHaveBeenCalledTimes(1);
  expect(store.get(sessionAtom)?.user.rut).toBe('12345678-5');
  await waitFor(() =>
    expect(api.payers.list).toHaveBeenCalledWith({ userId: 'u-ana', storeId: 'st-tienda-demo' }),
  );
});

test('a guest on a single payment fills name, last name and rut first', async () => {
  renderShell({
    path: '/tienda-demo/single-payments/pr-1',
    session: { user: guestUser, isGuest: true },
    api: gateApi(),
  });
  const main = await screen.findByRole('main');
  for (const name of ['Nombre', 'Apellido', 'Rut'])
    expect(await within(main).findByRole('textbox', { name })).toBeInTheDocument();
  // redirect contains "payment": edit mode, same three fields for a guest
  expect(here()).toBe('/tienda-demo/user-info?redirect=%2Fsingle-payments%2Fpr-1');
});

test('optional names: a guest is asked only the rut', async () => {
  const tenant = makeTenant({ store: { userOptionalAttrs: { name: true, lastName: true } } });
  renderShell({
    path: '/tienda-demo/single-payments/pr-1',
    tenant,
    session: { user: guestUser, isGuest: true },
    api: gateApi(),
  });
  const main = await screen.findByRole('main');
  expect(await within(main).findByRole('textbox', { name: 'Rut' })).toBeInTheDocument();
  expect(within(main).queryByRole('textbox', { name: 'Nombre' })).not.toBeInTheDocument();
});

test('edit mode (redirect contains "payment"): every required field prefilled and editable', async () => {
  const api = gateApi({ claims: { ...complete, name: 'Anita' } });
  renderShell({
    path: '/tienda-demo/user-info?redirect=%2Fpayment%2Fsub-1',
    session: { user: complete, isGuest: false },
    api,
  });
  const main = await screen.findByRole('main');
  const name = await within(main).findByRole('textbox', { name: 'Nombre' });
  expect(name).toHaveValue('Ana');
  expect(within(main).getByRole('textbox', { name: 'Apellido' })).toHaveValue('Rojas');
  expect(within(main).getByRole('textbox', { name: 'Rut' })).toHaveValue('12345678-5');
  await userEvent.clear(name);
  expect(within(main).getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await userEvent.type(name, 'Anita');
  await userEvent.click(within(main).getByRole('button', { name: 'Guardar' }));
  await waitFor(() => expect(here()).toBe('/tienda-demo/payment/sub-1'));
  expect(api.auth.updateProfile).toHaveBeenCalledWith({
    name: 'Anita',
    lastName: 'Rojas',
    rut: '12345678-5',
  });
});

test('a redirect outside the store is not followed: the store root instead', async () => {
  renderShell({
    path: '/tienda-demo/user-info?redirect=https%3A%2F%2Fevil.example%2Fpayment',
    session: { user: complete, isGuest: false },
    api: gateApi(),
  });
  const main = await screen.findByRole('main');
  await userEvent.click(await within(main).findByRole('button', { name: 'Guardar' }));
  await waitFor(() => expect(window.location.pathname).toBe('/tienda-demo'));
});

test('not on the login page: a user with a missing rut stays there', async () => {
  const api = gateApi();
  renderShell({
    path: '/tienda-demo/login?redirect=%2Fcatalog',
    session: { user: noRut, isGuest: false },
    api,
  });
  // The gate decides in its effects, which ran inside the render's act: a redirect to user-info or
  // a payer lookup would have happened by the time the page is found (no fixed wait).
  await screen.findByRole('main');
  expect(window.location.pathname).toBe('/tienda-demo/login');
  expect(api.payers.list).not.toHaveBeenCalled();
});

test('a missing payer is created for the shopper', async () => {
  const api = gateApi({ payers: [] });
  renderShell({ path: '/tienda-demo/catalog', session: { user: complete, isGuest: false }, api });
  await waitFor(() =>
    expect(api.payers.createForShopper).toHaveBeenCalledWith('u-ana', {
      storeId: 'st-tienda-demo',
    }),
  );
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});

test('an inactive payer forces "Confirma tus datos" until it is saved', async () => {
  const api = gateApi({
    payers: [payer({ active: false, name: 'Ana María', billing: { taxId: '' } })],
  });
  renderShell({ path: '/tienda-demo/catalog', session: { user: complete, isGuest: false }, api });
  const dialog = await screen.findByRole('dialog', { name: 'Confirma tus datos' });
  expect(within(dialog).getByRole('textbox', { name: 'Nombre' })).toHaveValue('Ana María');
  expect(within(dialog).getByRole('textbox', { name: 'Rut' })).toHaveValue('12345678-5'); // from the user
  expect(within(dialog).queryByRole('button', { name: 'Cerrar' })).not.toBeInTheDocument();
  await userEvent.keyboard('{Escape}');
  expect(dialog).toBeInTheDocument();

  const rut = within(dialog).getByRole('textbox', { name: 'Rut' });
  await userEvent.clear(rut);
  expect(within(dialog).getByRole('button', { name: 'Guardar' })).toBeDisabled();
  await userEvent.type(rut, '11111111-1');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
  await waitFor(() =>
    expect(screen.queryByRole('dialog', { name: 'Confirma tus datos' })).not.toBeInTheDocument(),
  );
  expect(api.payers.update).toHaveBeenCalledWith('p-1', {
    name: 'Ana María',
    lastName: 'Rojas',
    active: true,
    billing: { taxId: '11111111-1' },
  });
  expect(api.auth.updateProfile).toHaveBeenCalledWith({
    name: 'Ana María',
    lastName: 'Rojas',
    rut: '11111111-1',
  });
  expect(api.refreshSession).toHaveBeenCalled();
});

test('a screen asks for "Confirma tus datos" (the cart before checkout): once saved, the shopper goes where it asked', async () => {
  const api = gateApi();
  const { store } = renderShell({
    path: '/tienda-demo/catalog',
    session: { user: complete, isGuest: false },
    api,
  });
  await waitFor(() => expect(api.payers.list).toHaveBeenCalled());
  expect(screen.queryByRole('dialog', { name: 'Confirma tus datos' })).not.toBeInTheDocument();

  act(() =>
    store.set(payerConfirmationAtom, {
      payer: payer({ active: false }),
      then: '/tienda-demo/checkout',
    }),
  );
  const dialog = await screen.findByRole('dialog', { name: 'Confirma tus datos' });
  expect(within(dialog).getByRole('textbox', { name: 'Rut' })).toHaveValue('12345678-5');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Guardar' }));
  await waitFor(() => expect(here()).toBe('/tienda-demo/checkout'));
  expect(api.payers.update).toHaveBeenCalledWith('p-1', expect.objectContaining({ active: true }));
  expect(store.get(payerConfirmationAtom)).toBeNull();
});
