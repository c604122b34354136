import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ANA } from '../../test/fixtures';
import { renderShell } from '../../test/render-shell';

const user = { ...ANA, lastName: '', phone: '', phonePrefix: '', rut: '' };

test('the hamburger opens a drawer: "No has iniciado sesión", general options, then "Mi cuenta" and login', async () => {
  renderShell({ path: '/tienda-demo/' });
  await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
  const drawer = await screen.findByRole('dialog');
  expect(within(drawer).getByText('No has iniciado sesión')).toBeInTheDocument();
  expect(within(drawer).getByRole('link', { name: /Catálogo/ })).toHaveAttribute(
    'href',
    '/tienda-demo/catalog',
  );
  expect(within(drawer).getByRole('link', { name: /Contacto/ })).toHaveAttribute(
    'href',
    '/tienda-demo/contact',
  );
  expect(within(drawer).getByRole('heading', { name: 'Mi cuenta' })).toBeInTheDocument();
  for (const option of [
    'Mis tarjetas',
    'Mis suscripciones',
    'Mis órdenes',
    'Mis datos',
    'Mis cobros',
  ]) {
    expect(within(drawer).getByRole('link', { name: option })).toBeInTheDocument();
  }
  expect(within(drawer).getByRole('link', { name: 'Iniciar sesión' })).toHaveAttribute(
    'href',
    '/tienda-demo/login',
  );
});

test('logged in, the drawer shows the e-mail and "Cerrar sesión"', async () => {
  renderShell({ path: '/tienda-demo/', session: { user, isGuest: false } });
  await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
  const drawer = await screen.findByRole('dialog');
  expect(within(drawer).getByText('ana@demo.cl')).toBeInTheDocument();
  expect(within(drawer).getByRole('button', { name: /Cerrar sesión/ })).toBeInTheDocument();
  expect(within(drawer).queryByText('No has iniciado sesión')).not.toBeInTheDocument();
});

test('a guest session reads "Invitado" and can log out, like the navbar account menu', async () => {
  // On a route that admits guests (public routes log a guest out, spec 000 §2 router guard).
  const guest = {
    ...user,
    userId: 'g-1',
    email: '',
    lastName: 'Prueba',
    rut: '12345678-5',
    isGuest: true,
  };
  renderShell({ path: '/tienda-demo/userpanel/cards', session: { user: guest, isGuest: true } });
  await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
  const drawer = await screen.findByRole('dialog');
  expect(within(drawer).getByText('Invitado')).toBeInTheDocument();
  expect(within(drawer).getByRole('button', { name: /Cerrar sesión/ })).toBeInTheDocument();
  expect(within(drawer).queryByText('No has iniciado sesión')).not.toBeInTheDocument();
});

test('focus stays inside the open drawer', async () => {
  renderShell({ path: '/tienda-demo/' });
  await userEvent.click(screen.getByRole('button', { name: 'Abrir menú' }));
  const drawer = await screen.findByRole('dialog');
  // The focus trap starts in an animation frame after the drawer shows, moving focus inside.
  await waitFor(() => expect(drawer).toContainElement(document.activeElement as HTMLElement));
  for (let i = 0; i < 20; i += 1) {
    await userEvent.tab();
    expect(drawer).toContainElement(document.activeElement as HTMLElement);
  }
});
