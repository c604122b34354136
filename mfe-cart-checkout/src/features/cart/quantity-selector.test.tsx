import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '@storefront/ui';
import { QuantitySelector } from './quantity-selector';

function renderSelector(props: Partial<Parameters<typeof QuantitySelector>[0]> = {}) {
  const onChange = jest.fn();
  render(
    <UiProvider preload={false}>
      <QuantitySelector
        name="Manzanas"
        quantity={2}
        canDecrease
        canIncrease
        onChange={onChange}
        {...props}
      />
    </UiProvider>,
  );
  return onChange;
}

test('the buttons change the quantity by one', async () => {
  const user = userEvent.setup();
  const onChange = renderSelector();
  expect(screen.getByRole('group', { name: 'Cantidad de Manzanas' })).toHaveTextContent('2');
  await user.click(screen.getByRole('button', { name: 'Aumentar cantidad' }));
  await user.click(screen.getByRole('button', { name: 'Disminuir cantidad' }));
  expect(onChange.mock.calls).toEqual([[3], [1]]);
});

test('disabled buttons and a busy selector do nothing', async () => {
  const user = userEvent.setup();
  const onChange = renderSelector({ canDecrease: false, canIncrease: false });
  expect(screen.getByRole('button', { name: 'Disminuir cantidad' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Aumentar cantidad' })).toBeDisabled();
  await user.click(screen.getByRole('button', { name: 'Aumentar cantidad' }));
  expect(onChange).not.toHaveBeenCalled();
});
