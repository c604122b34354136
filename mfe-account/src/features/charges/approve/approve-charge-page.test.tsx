import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  charge,
  installment,
  pendingCharge,
  renderApprove,
  TERMS_URL,
  title,
  expectUrl,
  button,
  acceptTerms,
  changes,
  termsAccepted,
  PENDING,
  TYPE,
  CARD,
  UNAVAILABLE,
  UNAVAILABLE_TEXT,
} from './approve-test-kit';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

describe('pending-charge (002 §4 "starts at pending-charge, where terms must be accepted")', () => {
  it('shows the charge: name, description, total, each instalment with its group, the files', async () => {
    renderApprove(pendingCharge);
    await title(PENDING);
    const details = screen.getByRole('region', { name: 'Plan de mantención anual' });
    expect(details).toHaveTextContent('Mantención preventiva de equipos de climatización.');
    expect(details).toHaveTextContent('Monto total$90.000');
    expect(details).toHaveTextContent('Número de cuotas3');
    const list = within(details).getByRole('list', { name: 'Cuotas' });
    const items = within(list).getAllByRole('listitem');
    expect(items).toHaveLength(3);
    expect(items[0]).toHaveTextContent('Cuota 1');
    expect(items[0]).toHaveTextContent('Pendiente');
    expect(items[0]).toHaveTextContent('$30.000');
    expect(within(details).getByRole('link', { name: 'Contrato.pdf' })).toHaveAttribute(
      'href',
      'http://sandbox.test/sandbox/files/contrato.pdf',
    );
  });

  it('labels an overdue instalment Morosa and a paid one Pagada (002 §4 installment groups)', async () => {
    renderApprove(
      charge({
        subscriptions: [
          installment(1, -40, { status: 'completed' }),
          installment(2, -3),
          installment(3, 20),
        ],
      }),
    );
    const items = within(await screen.findByRole('list', { name: 'Cuotas' })).getAllByRole(
      'listitem',
    );
    expect(items.map((item) => item.textContent)).toEqual([
      expect.stringContaining('Pagada'),
      expect.stringContaining('Morosa'),
      expect.stringContaining('Pendiente'),
    ]);
  });

  it('links the store’s terms and refuses to go on until they are accepted', async () => {
    renderApprove(pendingCharge);
    await title(PENDING);
    expect(screen.getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute(
      'href',
      TERMS_URL,
    );
    await userEvent.click(button('Continuar'));
    expect(screen.getByRole('alert')).toHaveTextContent('Debes aceptar los términos y condiciones');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(PENDING);
    await acceptTerms();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.click(button('Continuar'));
    await title(TYPE);
    await expectUrl('/tienda-demo/userpanel/charges/ch-1/approve?view=payment-type');
  });

  it('without a terms URL there is no checkbox (002 §5) and Continuar goes on', async () => {
    renderApprove(pendingCharge, { termsUrl: null });
    await title(PENDING);
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    await userEvent.click(button('Continuar'));
    await title(TYPE);
  });

  it('back from pending-charge "go back one page": opened directly, the charges list', async () => {
    renderApprove(pendingCharge);
    await title(PENDING);
    await userEvent.click(button('Volver'));
    await expectUrl('/tienda-demo/userpanel/charges');
  });
});

describe('where pending-charge leads (002 §4)', () => {
  it('"if a tokenized method is required and available: tokenized-payment-methods"', async () => {
    renderApprove(pendingCharge, { policy: { paymentMethodsPolicy: { requireTokenized: true } } });
    await title(PENDING);
    await acceptTerms();
    await userEvent.click(button('Continuar'));
    await title(CARD);
    await expectUrl('?view=tokenized-payment-methods');
  });

  it('"if required and unavailable: tokenized-unavailable", with the spec’s message', async () => {
    renderApprove(pendingCharge, {
      policy: { paymentMethodsPolicy: { requireTokenized: true } },
      methods: ['webpay-plus', 'khipu'],
    });
    await title(PENDING);
    await acceptTerms();
    await userEvent.click(button('Continuar'));
    await title(UNAVAILABLE);
    expect(screen.getByText(UNAVAILABLE_TEXT)).toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: /Aprobar|Finalizar|Pagar/ }),
    ).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a mis cobros' })).toHaveAttribute(
      'href',
      '/tienda-demo/userpanel/charges',
    );
  });

  it('"otherwise approve directly": no tokenized method → Aprobar cobro approves for manual payment', async () => {
    const { calls } = renderApprove(pendingCharge, { methods: ['webpay-plus'] });
    await title(PENDING);
    await acceptTerms();
    await userEvent.click(button('Aprobar cobro'));
    await expectUrl('/tienda-demo/userpanel/charges/ch-1/approved');
    expect(changes(calls)).toEqual([
      { method: 'PUT', path: 'charges/ch-1', body: { status: 'approved', paymentType: 'single' } },
    ]);
  });

  it('all instalments overdue → approve directly, then pay the first overdue one', async () => {
    const { calls } = renderApprove(
      charge({
        subscriptions: [
          installment(1, -40, { status: 'completed' }),
          installment(2, -5),
          installment(3, -2),
        ],
      }),
    );
    await title(PENDING);
    await acceptTerms();
    await userEvent.click(button('Aprobar cobro'));
    await expectUrl('/tienda-demo/payment/ch-1-i2');
    expect(changes(calls)).toEqual([
      { method: 'PUT', path: 'charges/ch-1', body: { status: 'approved', paymentType: 'single' } },
    ]);
  });
});

describe('payment-type (002 §4 "Payment type")', () => {
  beforeEach(() => termsAccepted());

  it('offers Pago Automático (the default) and Pago Manual with what each means', async () => {
    renderApprove(pendingCharge, { query: '?view=payment-type' });
    await title(TYPE);
    const group = screen.getByRole('group', { name: 'Modalidad de pago' });
    const automatic = within(group).getByRole('radio', { name: 'Pago Automático' });
    const manual = within(group).getByRole('radio', { name: 'Pago Manual' });
    expect(automatic).toBeChecked();
    expect(automatic).toHaveAccessibleDescription(
      'Cada cuota se cargará automáticamente a tu tarjeta en su fecha de pago.',
    );
    expect(manual).toHaveAccessibleDescription(
      'En cada fecha de pago te enviaremos por correo un link de pago para pagar la cuota.',
    );
  });

  it('"\'recurring\' … leads to card selection"', async () => {
    renderApprove(pendingCharge, { query: '?view=payment-type' });
    await title(TYPE);
    await userEvent.click(button('Continuar'));
    await title(CARD);
  });

  it("\"'single' ('Pago Manual' …) approves directly\", without a card", async () => {
    const { calls } = renderApprove(pendingCharge, { query: '?view=payment-type' });
    await title(TYPE);
    await userEvent.click(screen.getByRole('radio', { name: 'Pago Manual' }));
    await userEvent.click(button('Aprobar cobro'));
    await expectUrl('/tienda-demo/userpanel/charges/ch-1/approved');
    expect(changes(calls)).toEqual([
      { method: 'PUT', path: 'charges/ch-1', body: { status: 'approved', paymentType: 'single' } },
    ]);
  });

  it('"From payment-type … back to pending-charge"', async () => {
    renderApprove(pendingCharge, { query: '?view=payment-type' });
    await title(TYPE);
    await userEvent.click(button('Volver'));
    await title(PENDING);
    await expectUrl('?view=pending-charge');
    // The terms stay accepted.
    expect(screen.getByRole('checkbox', { name: /Acepto los términos/ })).toBeChecked();
  });
});
