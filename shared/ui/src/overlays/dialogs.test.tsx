import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../provider/ui-provider';
import { ConfirmDialog, ResultDialog } from './index';

const ui = (children: React.ReactNode) =>
  render(<UiProvider preload={false}>{children}</UiProvider>);

test('ConfirmDialog asks, traps focus, and reports confirm or cancel', async () => {
  const onConfirm = jest.fn();
  const onCancel = jest.fn();
  ui(
    <ConfirmDialog
      open
      title="¿Eliminar tarjeta?"
      body="Todas las suscripciones que utilizan esta tarjeta serán pausadas..."
      confirmLabel="Eliminar"
      onConfirm={onConfirm}
      onCancel={onCancel}
      destructive
    />,
  );
  const dialog = await screen.findByRole('alertdialog', { name: '¿Eliminar tarjeta?' });
  expect(dialog).toHaveTextContent('Todas las suscripciones');
  // The focus trap starts in an animation frame after the dialog shows, moving focus inside.
  await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
  for (let i = 0; i < 4; i += 1) {
    await userEvent.tab();
    expect(dialog).toContainElement(document.activeElement as HTMLElement);
  }
  await userEvent.click(screen.getByRole('button', { name: 'Cancelar' }));
  expect(onCancel).toHaveBeenCalled();
  await userEvent.click(screen.getByRole('button', { name: 'Eliminar' }));
  expect(onConfirm).toHaveBeenCalled();
});

test('ResultDialog shows the outcome and closes with its button', async () => {
  const onClose = jest.fn();
  ui(
    <ResultDialog
      open
      variant="failure"
      title="No pudimos agregar tu tarjeta"
      actionLabel="Entendido"
      onClose={onClose}
    />,
  );
  const dialog = await screen.findByRole('dialog', { name: 'No pudimos agregar tu tarjeta' });
  expect(dialog).toHaveAttribute('data-variant', 'failure');
  await userEvent.click(screen.getByRole('button', { name: 'Entendido' }));
  expect(onClose).toHaveBeenCalled();
});

test('a closed dialog renders nothing and loads no dialog code', () => {
  ui(<ConfirmDialog open={false} title="x" onConfirm={jest.fn()} onCancel={jest.fn()} />);
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
});
