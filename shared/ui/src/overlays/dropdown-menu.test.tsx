import { fireEvent, render, screen } from '@testing-library/react';
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
  expect(
    await screen.findByRole('menuitem', { name: 'Contacto' }, { timeout: 5000 }),
  ).toBeInTheDocument();
});

test('hovering loads the menu; choosing an item (keyboard) runs its action', async () => {
  const onSelect = renderMenu();
  await userEvent.hover(screen.getByRole('button', { name: 'Ayuda' }));
  const trigger = await screen.findByRole(
    'button',
    { name: 'Ayuda', expanded: false },
    { timeout: 5000 },
  );
  await userEvent.click(trigger);
  const item = await screen.findByRole('menuitem', { name: 'Contacto' });
  // Chakra (zag) menus choose by keyboard in jsdom: arrow to the item, then Enter.
  for (let i = 0; i < 5 && !item.hasAttribute('data-highlighted'); i += 1)
    await userEvent.keyboard('{ArrowDown}');
  await userEvent.keyboard('{Enter}');
  expect(onSelect).toHaveBeenCalled();
});
