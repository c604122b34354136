import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { CartChanges } from '@storefront/domain';
import { UiProvider } from '../provider/ui-provider';
import { CartChangesDialog, type OverlayTexts } from './cart-changes-dialog';

const texts: OverlayTexts = {
  title: 'Tu carrito cambió',
  description: 'Algunos productos de tu carrito cambiaron desde tu última visita.',
  preListInfo: 'Estos productos cambiaron:',
  remainingItemsMessage: 'El resto de tu carrito se mantiene igual.',
  emptyCartMessage: 'Tu carrito quedó vacío.',
  continueToPayment: 'Continuar al pago',
  backToCart: 'Volver al carrito',
};

const changes: CartChanges = {
  removed: [{ productId: 'p-1', name: 'Café de grano', quantity: 1 }],
  reduced: [
    { line: { productId: 'p-2', name: 'Té verde', quantity: 1 }, oldQuantity: 3, newQuantity: 1 },
  ],
  added: [],
  removedBySubscription: [{ productId: 'p-3', name: 'Plan básico', quantity: 1 }],
};

function renderDialog(props: Partial<React.ComponentProps<typeof CartChangesDialog>> = {}) {
  const handlers = { onContinue: jest.fn(), onBackToCart: jest.fn(), onClose: jest.fn() };
  render(
    <UiProvider preload={false}>
      <CartChangesDialog
        open
        texts={texts}
        changes={changes}
        cartEmpty={false}
        {...handlers}
        {...props}
      />
    </UiProvider>,
  );
  return handlers;
}

test('lists removed and reduced products (old and new quantity) under the store texts; buttons report', async () => {
  const handlers = renderDialog();
  const dialog = await screen.findByRole('dialog', { name: 'Tu carrito cambió' });
  const list = within(dialog).getByRole('list', { name: 'Estos productos cambiaron:' });
  const items = within(list)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
  expect(items).toEqual([
    'Café de grano: Ya no está disponible',
    'Plan básico: Reemplazado por otro producto de la misma familia',
    'Té verde: Cantidad: antes 3, ahora 1',
  ]);
  expect(dialog).toHaveTextContent('El resto de tu carrito se mantiene igual.');
  expect(dialog).not.toHaveTextContent('Tu carrito quedó vacío.');
  await userEvent.click(within(dialog).getByRole('button', { name: 'Continuar al pago' }));
  expect(handlers.onContinue).toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Volver al carrito' }));
  expect(handlers.onBackToCart).toHaveBeenCalled();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Cerrar' }));
  expect(handlers.onClose).toHaveBeenCalled();
});

test('an emptied cart shows the empty-cart message and offers no payment', async () => {
  renderDialog({ cartEmpty: true });
  const dialog = await screen.findByRole('dialog', { name: 'Tu carrito cambió' });
  expect(dialog).toHaveTextContent('Tu carrito quedó vacío.');
  expect(
    within(dialog).queryByRole('button', { name: 'Continuar al pago' }),
  ).not.toBeInTheDocument();
  expect(within(dialog).getByRole('button', { name: 'Volver al carrito' })).toBeInTheDocument();
});

test('Escape closes it', async () => {
  const handlers = renderDialog();
  await screen.findByRole('dialog', { name: 'Tu carrito cambió' });
  await userEvent.keyboard('{Escape}');
  expect(handlers.onClose).toHaveBeenCalled();
});

test('closed, it renders nothing', () => {
  renderDialog({ open: false });
  expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
});
