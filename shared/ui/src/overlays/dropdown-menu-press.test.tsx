// A file of its own: it needs the menu's code not yet loaded when the test starts, and the
// module registry is fresh per test file (the other menu tests load that code).
import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../provider/ui-provider';
import { DropdownMenu } from './index';

test('a press during which the menu code arrives still opens the menu (the click is not split)', async () => {
  render(
    <UiProvider preload={false}>
      <DropdownMenu
        trigger="Ayuda"
        items={[{ value: 'contact', label: 'Contacto', onSelect: jest.fn() }]}
      />
    </UiProvider>,
  );
  const user = userEvent.setup();
  // The pointer comes over the button (which starts loading the menu code) and presses...
  await user.pointer({
    keys: '[MouseLeft>]',
    target: screen.getByRole('button', { name: 'Ayuda' }),
  });
  // ...the code arrives while the button is held down...
  await act(async () => {
    await import('./dropdown-menu.impl');
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  // ...and the release lands on whatever button is there now. A press and a release on two
  // different buttons make no click at all: the menu never opened (a flaky logout journey).
  await user.pointer({
    keys: '[/MouseLeft]',
    target: screen.getByRole('button', { name: 'Ayuda' }),
  });
  expect(await screen.findByRole('menuitem', { name: 'Contacto' })).toBeInTheDocument();
});
