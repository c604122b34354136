// A guest sign-in is a session (spec 000 §4): the navbar shows its account menu with "Cerrar
// sesión" (and "Iniciar sesión" to move to an account), not the logged-out button.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { sessionAtom } from '@storefront/state';
import { renderShell } from '../../test/render-shell';

const guest = {
  userId: 'g-1',
  email: '',
  name: 'Invitada',
  lastName: 'Rojas',
  phone: '',
  phonePrefix: '',
  rut: '12345678-5',
  isGuest: true,
};
const desktop = { hidden: true } as const; // both navbars render in jsdom (no media queries)

test('a guest sees "Invitado" with Iniciar sesión and Cerrar sesión; logging out ends the guest session', async () => {
  const { store, api } = renderShell({
    path: '/tienda-demo/userpanel/cards',
    session: { user: guest, isGuest: true },
  });
  api.tokens.setTokens({ access: 'a', refresh: 'r' });
  const account = { ...desktop, name: 'Mi cuenta: Invitado' };
  await userEvent.click(screen.getByRole('button', account)); // the menu mounts, then opens
  const logout = await screen.findByRole('menuitem', { ...desktop, name: 'Cerrar sesión' });
  expect(screen.getByRole('menuitem', { ...desktop, name: 'Iniciar sesión' })).toBeInTheDocument();
  expect(
    screen.queryByRole('menuitem', { ...desktop, name: 'Mis tarjetas' }),
  ).not.toBeInTheDocument();
  for (let i = 0; i < 4 && !logout.hasAttribute('data-highlighted'); i += 1)
    await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(store.get(sessionAtom)).toBeNull());
  expect(api.tokens.getAccessToken()).toBeNull();
});
