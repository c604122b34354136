import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../provider/ui-provider';
import { DropdownMenu } from './index';

function renderMenu(onSelect = jest.fn()) {
  render(
    <UiProvider preload={false}>
      <DropdownMenu
        trigger="Ayuda"
        items={[
          { value: 'info', label: '¿Cómo funciona?', onSelect: jest.fn() },
          { value: 'contact', label: 'Contacto', onSelect },
        ]}
      />
    </UiProvider>,
  );
  return onSelect;
}

test('a click before the menu code arrived opens the menu once it has loaded', async () => {
  renderMenu();
  // fireEvent: a tap with no hover before it (the stand-in button is still there).
  fireEvent.click(screen.getByRole('button', { name: 'Ayuda' }));
  expect(await screen.findByRole('menuitem', { name: 'Contacto' })).toBeInTheDocument();
});

test('once its code is there, a click opens the menu with the focus kept on its trigger, and an item (keyboard) runs its action', async () => {
  const onSelect = renderMenu();
  await import('./dropdown-menu.impl'); // loaded (as by a hover, a focus or the idle preload)
  await userEvent.click(screen.getByRole('button', { name: 'Ayuda' }));
  // The real trigger took the stand-in's place and the focus with it, in the click's commit.
  expect(screen.getByRole('button', { name: 'Ayuda' })).toHaveFocus();
  const item = await screen.findByRole('menuitem', { name: 'Contacto' });
  // Chakra (zag) menus choose by keyboard in jsdom: arrow to the item, then Enter.
  for (let i = 0; i < 5 && !item.hasAttribute('data-highlighted'); i += 1)
    await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{Enter}');
  expect(onSelect).toHaveBeenCalled();
});

test('Escape closes the menu and its trigger opens it again', async () => {
  renderMenu();
  await userEvent.click(screen.getByRole('button', { name: 'Ayuda' }));
  expect(await screen.findByRole('menuitem', { name: 'Contacto' })).toBeInTheDocument();
  // Escape is the open menu's key: pressed once the menu has taken the focus (it does so as it
  // opens; on a loaded machine that is a moment after its items show).
  await waitFor(() => expect(screen.getByRole('menu')).toHaveFocus());
  await userEvent.keyboard('{Escape}');
  await waitFor(() =>
    expect(screen.queryByRole('menuitem', { name: 'Contacto' })).not.toBeInTheDocument(),
  );
  await userEvent.click(screen.getByRole('button', { name: 'Ayuda' }));
  expect(await screen.findByRole('menuitem', { name: 'Contacto' })).toBeInTheDocument();
});

test('from the keyboard, ArrowDown on the button opens the menu (a menu button)', async () => {
  renderMenu();
  await userEvent.tab();
  expect(screen.getByRole('button', { name: 'Ayuda' })).toHaveFocus();
  await userEvent.keyboard('{ArrowDown}');
  expect(await screen.findByRole('menuitem', { name: 'Contacto' })).toBeInTheDocument();
});
