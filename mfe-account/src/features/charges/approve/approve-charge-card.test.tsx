import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok } from '@storefront/state/testing';
import { browserLocation } from '@storefront/widgets/cards';
import { expectConsoleError } from '@storefront/config/jest-console';
import {
  charge,
  debit,
  installment,
  pendingCharge,
  renderApprove,
  visa,
  title,
  url,
  expectUrl,
  button,
  changes,
  termsAccepted,
  PENDING,
  TYPE,
  CARD,
} from './approve-test-kit';

beforeEach(() => {
  sessionStorage.clear();
  localStorage.clear();
});
afterEach(() => jest.restoreAllMocks());

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
