import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FakeCall } from '@storefront/state/testing';
import { fail, ok } from '@storefront/state/testing';
import { browserLocation } from '@storefront/widgets/cards';
import {
  charge,
  debit,
  installment,
  pendingCharge,
  renderApprove,
  TERMS_URL,
  visa,
} from './approve-test-kit';
import { expectConsoleError } from '@storefront/config/jest-console';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

const title = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
const url = () => screen.getByLabelText('URL actual');
/** The whole URL when `value` is a path, else the query it must contain. */
const expectUrl = (value: string) =>
  waitFor(() =>
    value.startsWith('/')
      ? expect(url().textContent).toBe(value)
      : expect(url()).toHaveTextContent(value),
  );
const button = (name: string | RegExp) => screen.getByRole('button', { name });
const acceptTerms = () =>
  userEvent.click(screen.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }));
const changes = (calls: FakeCall[]) =>
  calls
    .filter((c) => c.method !== 'GET')
    .map((c) => ({ method: c.method, path: c.path, body: c.body }));
/** Terms already accepted on this tab (the first view was passed). */
const termsAccepted = (chargeId = 'ch-1') =>
  sessionStorage.setItem('chargeTermsAccepted', chargeId);

const PENDING = 'Aprueba tu cobro';
const TYPE = 'Elige cómo pagar tus cuotas';
const CARD = 'Elige la tarjeta para el pago automático';
const UNAVAILABLE = 'Pago automático no disponible';
const UNAVAILABLE_TEXT =
  'Lamentablemente, la modalidad de pago automática no ha sido habilitada. Por favor, contacta al administrador para corregir el cobro.';

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

describe('the card step (002 §4 "On approval with recurring", "One-click payment button")', () => {
  beforeEach(() => termsAccepted());
  const cardStep = '?view=tokenized-payment-methods';

  it('sets each instalment’s card, then approves recurring, then the approved page', async () => {
    const { calls } = renderApprove(pendingCharge, { query: cardStep });
    await title(CARD);
    const picker = await screen.findByRole('radiogroup', {
      name: 'Tarjeta para el pago automático',
    });
    await waitFor(() =>
      expect(
        within(picker).getByRole('radio', { name: 'Visa terminada en 4242, Crédito' }),
      ).toBeChecked(),
    );
    await userEvent.click(button('Finalizar'));
    await expectUrl('/tienda-demo/userpanel/charges/ch-1/approved');
    expect(changes(calls)).toEqual([
      {
        method: 'POST',
        path: 'charges/ch-1/saveCardInInstallments',
        body: { userId: 'u-ana', cardId: 'card-ana-sv' },
      },
      {
        method: 'PUT',
        path: 'charges/ch-1',
        body: { status: 'approved', paymentType: 'recurring' },
      },
    ]);
    expect(sessionStorage.getItem('chargeTermsAccepted')).toBeNull();
  });

  it('with an overdue instalment the button is Pagar, and approving leads to paying it', async () => {
    renderApprove(charge({ subscriptions: [installment(1, -3), installment(2, 27)] }), {
      query: cardStep,
    });
    await title(CARD);
    expect(
      screen.getByText('Tienes cuotas vencidas: al aprobar el cobro pagarás la primera de ellas.'),
    ).toBeInTheDocument();
    await waitFor(() => expect(button('Pagar')).toBeEnabled());
    await userEvent.click(button('Pagar'));
    await expectUrl('/tienda-demo/payment/ch-1-i1');
  });

  it('"else \'Continuar sin tarjeta\'": no card chosen approves for manual payment', async () => {
    const { calls } = renderApprove(pendingCharge, { query: cardStep });
    await title(CARD);
    const visaRadio = await screen.findByRole('radio', { name: 'Visa terminada en 4242, Crédito' });
    await waitFor(() => expect(visaRadio).toBeChecked());
    await userEvent.click(visaRadio); // clicking the chosen card again deselects it
    await userEvent.click(button('Continuar sin tarjeta'));
    await expectUrl('/tienda-demo/userpanel/charges/ch-1/approved');
    expect(changes(calls)).toEqual([
      { method: 'PUT', path: 'charges/ch-1', body: { status: 'approved', paymentType: 'single' } },
    ]);
  });

  it('"a card is needed if tokenization is required": Finalizar stays disabled without cards', async () => {
    renderApprove(pendingCharge, {
      query: cardStep,
      cards: [],
      policy: { paymentMethodsPolicy: { requireTokenized: true } },
    });
    await title(CARD);
    expect(await screen.findByText('Aún no tienes tarjetas registradas.')).toBeInTheDocument();
    expect(button('Finalizar')).toBeDisabled();
  });

  it('"cards have loaded": disabled while the cards load', async () => {
    renderApprove(pendingCharge, {
      query: cardStep,
      routes: { 'GET cards/user/u-ana': () => new Promise(() => {}) },
    });
    await title(CARD);
    expect(button('Continuar sin tarjeta')).toBeDisabled();
  });

  it('"with issuer fees the selected card must be Credit (otherwise \'Por favor, inscribe una tarjeta de crédito\')"', async () => {
    const fees = [{ name: 'Webpay Oneclick', priority: 1, options: { issuerFees: 3 } }];
    renderApprove(
      charge({
        subscriptions: [
          installment(1, 5, { paymentMethods: fees }),
          installment(2, 35, { paymentMethods: fees }),
        ],
      }),
      { query: cardStep, cards: [debit, visa] },
    );
    await title(CARD);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Por favor, inscribe una tarjeta de crédito',
    );
    expect(button('Finalizar')).toBeDisabled();
    await userEvent.click(screen.getByRole('radio', { name: 'Visa terminada en 4242, Crédito' }));
    expect(button('Finalizar')).toBeEnabled();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('"From card selection: back to pending-charge if tokenized is required, else to payment-type"', async () => {
    const first = renderApprove(pendingCharge, { query: cardStep });
    await title(CARD);
    await userEvent.click(button('Volver'));
    await title(TYPE);
    first.unmount();

    renderApprove(pendingCharge, {
      query: cardStep,
      policy: { paymentMethodsPolicy: { requireTokenized: true } },
    });
    await title(CARD);
    await userEvent.click(button('Volver'));
    await title(PENDING);
  });

  it('"Approve failure: approveSucceeded false, no message shown": the button comes back and a retry approves', async () => {
    expectConsoleError('[mfe-account] charge approval: approve failed');
    let tries = 0;
    const { calls } = renderApprove(pendingCharge, {
      query: cardStep,
      routes: {
        'PUT charges/ch-1': () =>
          ++tries === 1
            ? fail(500, 'Boom')
            : ok({ ...pendingCharge, status: 'approved', paymentType: 'recurring' }),
      },
    });
    await title(CARD);
    await waitFor(() => expect(button('Finalizar')).toBeEnabled());
    await userEvent.click(button('Finalizar'));
    await waitFor(() => expect(tries).toBe(1));
    await waitFor(() => expect(button('Finalizar')).toBeEnabled());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(CARD);
    await userEvent.click(button('Finalizar'));
    await expectUrl('/tienda-demo/userpanel/charges/ch-1/approved');
    expect(changes(calls).map((c) => c.path)).toEqual([
      'charges/ch-1/saveCardInInstallments',
      'charges/ch-1',
      'charges/ch-1/saveCardInInstallments',
      'charges/ch-1',
    ]);
  });
});

describe('newCard=true (002 §2 "newCard=true jumps to the card step"; 002 §4 Card inscription)', () => {
  const newCard = {
    _id: 'card-new',
    userId: 'u-ana',
    storeId: 'st-servicios-demo',
    brand: 'Visa',
    type: 'Credit',
    digits: '1111',
  };

  it('confirms the inscription, chooses the new card and drops newCard from the URL', async () => {
    termsAccepted();
    localStorage.setItem('tbk_token', 'tok-1');
    let confirmed = false;
    const { calls } = renderApprove(pendingCharge, {
      query: '?newCard=true',
      routes: {
        'GET cards/user/u-ana': () => ok(confirmed ? [visa, newCard] : [visa]),
        'POST cards/inscription/confirm': () => {
          confirmed = true;
          return ok(newCard);
        },
      },
    });
    await title(CARD);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Visa terminada en 1111');
    expect(calls.find((c) => c.path === 'cards/inscription/confirm')?.body).toEqual({
      token: 'tok-1',
      storeId: 'st-servicios-demo',
    });
    await expectUrl('/tienda-demo/userpanel/charges/ch-1/approve?view=tokenized-payment-methods');
    expect(url()).not.toHaveTextContent('newCard');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Visa terminada en 1111, Crédito' })).toBeChecked(),
    );
    await userEvent.click(button('Finalizar'));
    await expectUrl('/tienda-demo/userpanel/charges/ch-1/approved');
    expect(calls.find((c) => c.path === 'charges/ch-1/saveCardInInstallments')?.body).toEqual({
      userId: 'u-ana',
      cardId: 'card-new',
    });
  });

  it('"Agregar tarjeta" leaves for the provider with a return to this step carrying newCard=true', async () => {
    termsAccepted();
    const redirect = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
    const { calls } = renderApprove(pendingCharge, {
      query: '?view=tokenized-payment-methods',
      routes: {
        'POST cards/inscription': () =>
          ok({
            token: 'tok-2',
            redirectUrl: 'http://sandbox.test/sandbox/card-inscription?token=tok-2',
          }),
      },
    });
    await title(CARD);
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar tarjeta' }));
    await waitFor(() =>
      expect(redirect).toHaveBeenCalledWith(
        'http://sandbox.test/sandbox/card-inscription?token=tok-2',
      ),
    );
    const returnUrl = (
      calls.find((c) => c.path === 'cards/inscription')?.body as { returnUrl: string }
    ).returnUrl;
    // The browser's address (the router's is not jsdom's location) with newCard=true.
    expect(new URL(returnUrl).searchParams.get('newCard')).toBe('true');
  });
});

describe('forbidden guards reset the flow (002 §4)', () => {
  beforeEach(() => termsAccepted());

  it('"payment-type when all installments are overdue without a tokenized method"', async () => {
    renderApprove(charge({ subscriptions: [installment(1, -5)] }), {
      query: '?view=payment-type',
      methods: ['webpay-plus'],
    });
    await title(PENDING);
    await expectUrl('?view=pending-charge');
  });

  it('payment-type when every instalment is overdue (the flow would approve directly)', async () => {
    renderApprove(charge({ subscriptions: [installment(1, -5)] }), { query: '?view=payment-type' });
    await title(PENDING);
  });

  it('"the card step … without a tokenized method", newCard included', async () => {
    renderApprove(pendingCharge, { query: '?newCard=true', methods: ['webpay-plus'] });
    await title(PENDING);
    await expectUrl('/tienda-demo/userpanel/charges/ch-1/approve?view=pending-charge');
  });

  it('"tokenized-unavailable without a tokenized method"… required: shown; not required: reset', async () => {
    const first = renderApprove(pendingCharge, {
      query: '?view=tokenized-unavailable',
      methods: ['webpay-plus'],
      policy: { paymentMethodsPolicy: { requireTokenized: true } },
    });
    await title(UNAVAILABLE);
    await userEvent.click(button('Volver'));
    await title(PENDING);
    first.unmount();

    renderApprove(pendingCharge, { query: '?view=tokenized-unavailable' });
    await title(PENDING);
  });

  it('a later view before the terms were accepted goes back to pending-charge', async () => {
    sessionStorage.clear();
    renderApprove(pendingCharge, { query: '?view=tokenized-payment-methods' });
    await title(PENDING);
    expect(screen.getByRole('checkbox', { name: /Acepto los términos/ })).not.toBeChecked();
  });
});

describe('the charge itself', () => {
  it('"A non-pending charge redirects to the charge page"', async () => {
    renderApprove(charge({ status: 'approved', paymentType: 'recurring' }));
    await expectUrl('/tienda-demo/userpanel/charges/ch-1');
  });

  it('an unknown or another shopper’s charge (404) is not found', async () => {
    expectConsoleError('[server-data] load failed');
    renderApprove(null);
    await title('Cobro no encontrado');
    expect(screen.getByRole('link', { name: 'Ir a mis cobros' })).toHaveAttribute(
      'href',
      '/tienda-demo/userpanel/charges',
    );
  });

  it('another store’s charge is not found here', async () => {
    renderApprove(charge({ storeId: 'st-tienda-demo' }));
    await title('Cobro no encontrado');
  });

  it('a failed read offers a retry', async () => {
    expectConsoleError('[server-data] load failed');
    let reads = 0;
    renderApprove(pendingCharge, {
      routes: { 'GET charges/ch-1': () => (++reads === 1 ? fail(500, 'Boom') : ok(pendingCharge)) },
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    await title(PENDING);
  });
});
