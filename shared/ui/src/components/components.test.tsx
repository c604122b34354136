import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { UiProvider } from '../provider/ui-provider';
import { Amount } from './amount';
import { AmountRow } from './amount-row';
import { NotFoundPage } from './not-found-page';
import { PageError } from './page-error';
import { PageSpinner } from './page-spinner';
import { StatusChip } from './status-chip';
import { TermsCheck } from './terms-check';

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

test('StatusChip shows its Spanish label, with the tone as colour only', () => {
  ui(<StatusChip label="Pago fallido" tone="danger" />);
  expect(screen.getByText('Pago fallido')).toHaveAttribute('data-tone', 'danger');
});

test('Amount shows UF with two decimals', () => {
  ui(<Amount value={1.5} currency="uf" />);
  expect(screen.getByText(/1,50/)).toBeInTheDocument();
});

test('AmountRow is a term and its definition inside the summary list', () => {
  ui(
    <dl>
      <AmountRow label="Subtotal" value="$1.000" />
      <AmountRow label="Total" value="$1.190" strong />
    </dl>,
  );
  const terms = screen.getAllByRole('term');
  const definitions = screen.getAllByRole('definition');
  expect(terms.map((t) => t.textContent)).toEqual(['Subtotal', 'Total']);
  expect(definitions.map((d) => d.textContent)).toEqual(['$1.000', '$1.190']);
});

test('TermsCheck links the store terms and, once refused, says why on the checkbox', async () => {
  const onChange = jest.fn();
  const { rerender } = ui(
    <TermsCheck termsUrl="https://tienda.cl/terminos" checked={false} onChange={onChange} />,
  );
  expect(screen.getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute(
    'href',
    'https://tienda.cl/terminos',
  );
  await userEvent.click(
    screen.getByRole('checkbox', { name: 'Acepto los términos y condiciones' }),
  );
  expect(onChange).toHaveBeenCalledWith(true);
  expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  rerender(
    <UiProvider preload={false}>
      <TermsCheck termsUrl={null} checked={false} onChange={onChange} refused />
    </UiProvider>,
  );
  expect(screen.queryByRole('link')).not.toBeInTheDocument();
  expect(screen.getByRole('checkbox')).toHaveAccessibleDescription(
    'Debes aceptar los términos y condiciones',
  );
});

test('PageError is announced with its title as the page heading and its way on', () => {
  ui(
    <PageError title="Ha habido un error" body="No pudimos cargar el cobro.">
      <button type="button">Reintentar</button>
    </PageError>,
  );
  const alert = screen.getByRole('alert');
  expect(alert).toHaveTextContent('No pudimos cargar el cobro.');
  expect(screen.getByRole('heading', { level: 1, name: 'Ha habido un error' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Reintentar' })).toBeInTheDocument();
});
