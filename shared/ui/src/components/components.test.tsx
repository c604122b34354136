import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../provider/ui-provider';
import { Amount } from './amount';
import { NotFoundPage } from './not-found-page';
import { PageSpinner } from './page-spinner';

const ui = (children: React.ReactNode) =>
  render(<UiProvider preload={false}>{children}</UiProvider>);

test('Amount formats with the domain rules (CLP without decimals, dots for thousands)', () => {
  ui(<Amount value={12990} />);
  expect(screen.getByText('$12.990')).toBeInTheDocument();
});

test('NotFoundPage shows its title and action', async () => {
  const onAction = jest.fn();
  ui(
    <NotFoundPage
      title="Solicitud de pago no encontrada"
      onAction={onAction}
      actionLabel="Volver al sitio"
    />,
  );
  expect(
    screen.getByRole('heading', { name: 'Solicitud de pago no encontrada' }),
  ).toBeInTheDocument();
  await userEvent.click(screen.getByRole('button', { name: 'Volver al sitio' }));
  expect(onAction).toHaveBeenCalled();
});

test('PageSpinner is announced as loading', () => {
  ui(<PageSpinner />);
  expect(screen.getByRole('status', { name: 'Cargando' })).toBeInTheDocument();
});
