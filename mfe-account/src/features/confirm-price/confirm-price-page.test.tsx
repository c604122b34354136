import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aTransaction, fail, ok, type FakeRoutes } from '@storefront/state/testing';
import {
  confirmedSub,
  confirmResult,
  master,
  renderConfirmPrice,
  sub,
  visa,
} from './confirm-price-test-kit';
import { expectConsoleError } from '@storefront/config/jest-console';

/** The charge the confirmation made (GET transactions/{id}). */
const paidByConfirm = aTransaction({ _id: 'tx-confirm', amount: 12170 });

const title = (name: string | RegExp) => screen.findByRole('heading', { level: 1, name });
/** The view's frame moves focus to its title in an effect after the title renders. */
const focused = (element: HTMLElement) => waitFor(() => expect(element).toHaveFocus());
const confirmCalls = (calls: { method: string; path: string }[]) =>
  calls.filter((c) => c.method === 'POST' && c.path === 'subscriptions/sub-1/shopperConfirmPrice');

describe('the view chosen by the subscription (001 §4 "Confirm-price view selection")', () => {
  it('pending or active → PROGRAMMED_PAYMENT with its payday', async () => {
    renderConfirmPrice(sub({ status: 'pending' }));
    await title('Tu pago está programado');
    // A visit, not her confirmation: no payment to tell.
    expect(screen.queryByRole('region', { name: 'Resumen de tu pago' })).not.toBeInTheDocument();
    expect(
      screen.getByText(
        'Tu suscripción está confirmada. El próximo pago se realizará el 08/12/2026.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir a mis suscripciones' })).toHaveAttribute(
      'href',
      '/tienda-demo/userpanel/subscriptions',
    );
  });

  it('awaiting response without the merchant’s confirmation → PROCESSING_SUBSCRIPTION, prices referential (§9)', async () => {
    renderConfirmPrice(sub({ confirmedByMerchantAt: null }));
    await title('Estamos procesando tu suscripción');
    expect(screen.getByText(/Los precios son referenciales/)).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Productos' })).toHaveTextContent('Paracetamol');
    expect(screen.queryByRole('button', { name: 'Confirmar' })).not.toBeInTheDocument();
  });

  it('no referential note when the store’s default status is not awaiting response', async () => {
    renderConfirmPrice(sub({ confirmedByMerchantAt: null }), {}, { defaultStatus: 'active' });
    await title('Estamos procesando tu suscripción');
    expect(screen.queryByText(/Los precios son referenciales/)).not.toBeInTheDocument();
  });

  it('any other status → UNABLE_TO_PROCESS ("fue modificada o cancelada")', async () => {
    renderConfirmPrice(sub({ status: 'canceled' }));
    await title('No es posible confirmar el precio');
    expect(screen.getByText(/fue modificada o cancelada/)).toBeInTheDocument();
  });

  it('no subscription (404) → NOT_FOUND, "Suscripción no encontrada" with a link home', async () => {
    expectConsoleError('[server-data] load failed');
    renderConfirmPrice(null);
    await title('Suscripción no encontrada');
    expect(screen.getByRole('link', { name: 'Volver al inicio' })).toHaveAttribute(
      'href',
      '/tienda-demo',
    );
  });

  it('another store’s subscription is not found here', async () => {
    renderConfirmPrice(sub({ storeId: 'st-tienda-demo' }));
    await title('Suscripción no encontrada');
  });

  it('a failed read offers a retry that loads it again', async () => {
    expectConsoleError('[server-data] load failed');
    let reads = 0;
    renderConfirmPrice(null, {
      'GET subscription/sub-nada': () =>
        ++reads === 1 ? fail(500, 'Boom') : ok(sub({ _id: 'sub-nada', status: 'active' })),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Reintentar' }));
    await title('Tu pago está programado');
  });
});

describe('the terms view (001 §5 "Terms must be accepted before paying on the terms view")', () => {
  it('shows the confirmed price, payday and card; refuses without the terms; confirms once ticked → SUCCESSFUL_PAYMENT', async () => {
    const { calls } = renderConfirmPrice(confirmedSub, {
      'POST subscriptions/sub-1/shopperConfirmPrice': () =>
        ok(
          confirmResult(
            { chargeAttempted: true, chargeSucceeded: true },
            sub({
              status: 'active',
              payday: '2027-01-07T12:00:00.000Z',
              transaction: { _id: 'tx-confirm', date: '2026-12-08T12:00:00.000Z' },
            }),
          ),
        ),
      'GET transactions/tx-confirm': () => ok(paidByConfirm),
    });
    await title('Confirma el precio de tu suscripción');
    const [line] = within(screen.getByRole('list', { name: 'Productos' })).getAllByRole('listitem');
    expect(line).toHaveTextContent('2 × $4.590');
    expect(line).toHaveTextContent('$9.180');
    const summary = screen.getByRole('region', { name: 'Resumen' });
    expect(
      within(summary).getByText('Total', { selector: 'dt' }).nextElementSibling,
    ).toHaveTextContent('$12.170');
    expect(screen.getByText('08/12/2026')).toBeInTheDocument();
    expect(await screen.findByText('Visa terminada en 4242 (Crédito)')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute(
      'href',
      'http://sandbox.test/sandbox/terms',
    );
    expect(screen.getByText(/El precio puede variar en cada reposición/)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Debes aceptar los términos y condiciones');
    expect(confirmCalls(calls)).toHaveLength(0);

    await userEvent.click(
      screen.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await focused(await title('¡Listo! La transacción ha sido exitosa'));
    expect(screen.getByText('La suscripción se ha pagado exitosamente')).toBeInTheDocument();
    // What she paid and what comes next, from the server (issue 39).
    const told = await screen.findByRole('region', { name: 'Resumen de tu pago' });
    await waitFor(() => expect(told).toHaveTextContent('Pagaste hoy $12.170.'));
    expect(told).toHaveTextContent(
      'Lo que viene' + 'Paracetamol Laboratorio Chile 500 mg x 16: $12.170 el 07/01/2027.',
    );
    expect(confirmCalls(calls)).toHaveLength(1);
  });

  async function confirmWith(reply: FakeRoutes[string]) {
    const view = renderConfirmPrice(confirmedSub, {
      'POST subscriptions/sub-1/shopperConfirmPrice': reply,
    });
    await title('Confirma el precio de tu suscripción');
    await userEvent.click(screen.getByRole('checkbox', { name: /Acepto/ }));
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    return view;
  }

  it('no charge attempted (payday ahead) → PROGRAMMED_PAYMENT', async () => {
    await confirmWith(() =>
      ok(
        confirmResult(
          { chargeAttempted: false, chargeSucceeded: false },
          sub({ status: 'pending' }),
        ),
      ),
    );
    await title('Tu pago está programado');
    // Nothing charged today, and the next charge with its date (issue 39).
    const told = await screen.findByRole('region', { name: 'Resumen de tu pago' });
    await waitFor(() => expect(told).toHaveTextContent('Hoy no se realizó ningún cobro.'));
    expect(told).toHaveTextContent(
      'Paracetamol Laboratorio Chile 500 mg x 16: $12.170 el 08/12/2026.',
    );
  });

  it('a declined charge → FAILED_PAYMENT; trying again waits out the 5 minutes', async () => {
    await confirmWith(() =>
      ok(
        confirmResult(
          { chargeAttempted: true, chargeSucceeded: false },
          sub({ lastPaymentTry: new Date().toISOString() }),
        ),
      ),
    );
    await title('Ha ocurrido un error');
    expect(
      screen.getByText(
        'El pago no se ha podido realizar. Vuelve a intentarlo o prueba con un método de pago diferente.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/Podrás volver a intentarlo en [45]:\d\d\./)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver a intentar' })).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Ir a mis suscripciones' })).toBeInTheDocument();
  });

  it('a decline long ago: trying again goes back to the terms view', async () => {
    await confirmWith(() =>
      ok(
        confirmResult(
          { chargeAttempted: true, chargeSucceeded: false },
          sub({ lastPaymentTry: null }),
        ),
      ),
    );
    await title('Ha ocurrido un error');
    await userEvent.click(screen.getByRole('button', { name: 'Volver a intentar' }));
    await title('Confirma el precio de tu suscripción');
  });

  it('inside the wait (429) → the retry-too-soon texts (001 §8)', async () => {
    expectConsoleError('[mfe-account] confirm price: confirm failed');
    const lastPaymentTry = new Date().toISOString();
    await confirmWith(() => ({
      status: 429,
      json: {
        code: 429,
        message: 'No se ha podido reintentar el pago, debes esperar 5 minutos entre cada intento',
        data: {
          lastPaymentTry,
          retryAt: new Date(Date.parse(lastPaymentTry) + 300_000).toISOString(),
        },
      },
    }));
    await title('Inténtalo de nuevo más tarde');
    expect(
      screen.getByText(
        'No se ha podido reintentar el pago, debes esperar 5 minutos entre cada intento',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Volver a intentar' })).toBeDisabled();
  });

  it('a failed call → FAILED_PAYMENT', async () => {
    expectConsoleError('[mfe-account] confirm price: confirm failed');
    await confirmWith(() => fail(500, 'Internal error'));
    await title('Ha ocurrido un error');
    expect(screen.getByText(/No pudimos confirmar el precio/)).toBeInTheDocument();
  });
});

describe('the card picker view (001 §4 "without a card: CARD_PICKER"; §7 saveCardInSub)', () => {
  it('puts the chosen card in the subscription, then the terms view', async () => {
    const { calls } = renderConfirmPrice(
      sub({ cardId: null }),
      { 'POST subscriptions/sub-1/saveCardInSub': () => ok(sub({ cardId: 'card-2' })) },
      { cards: [visa, master] },
    );
    await title('Elige con qué tarjeta pagar');
    await userEvent.click(
      await screen.findByRole('radio', { name: /MasterCard terminada en 5454/ }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    await focused(await title('Confirma el precio de tu suscripción'));
    expect(calls.find((c) => c.path === 'subscriptions/sub-1/saveCardInSub')?.body).toEqual({
      cardId: 'card-2',
    });
    expect(await screen.findByText('MasterCard terminada en 5454 (Débito)')).toBeInTheDocument();
  });

  it('a card change that fails: "No se pudo agregar la tarjeta en la suscripción", still the picker (§8)', async () => {
    expectConsoleError('[mfe-account] confirm price: card change failed');
    renderConfirmPrice(sub({ cardId: null }), {
      'POST subscriptions/sub-1/saveCardInSub': () => fail(404, 'Card not found'),
    });
    await title('Elige con qué tarjeta pagar');
    await screen.findByRole('radio', { name: /Visa terminada en 4242/ });
    // Offered once the first card is chosen (an effect after the cards render).
    await userEvent.click(await screen.findByRole('button', { name: 'Continuar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No se pudo agregar la tarjeta en la suscripción',
    );
    expect(
      screen.getByRole('heading', { level: 1, name: 'Elige con qué tarjeta pagar' }),
    ).toBeInTheDocument();
  });

  it('a deselected card: "Debes seleccionar una tarjeta" and no call', async () => {
    const { calls } = renderConfirmPrice(sub({ cardId: null }));
    const radio = await screen.findByRole('radio', { name: /Visa terminada en 4242/ });
    await waitFor(() => expect(radio).toBeChecked());
    await userEvent.click(radio);
    await userEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Debes seleccionar una tarjeta');
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0);
  });

  it('a shopper without cards is offered only to add one', async () => {
    renderConfirmPrice(sub({ cardId: null }), {}, { cards: [] });
    expect(await screen.findByText('Aún no tienes tarjetas registradas.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Agregar tarjeta' })).toBeEnabled();
    expect(screen.queryByRole('button', { name: 'Continuar' })).not.toBeInTheDocument();
  });

  it('"Cambiar tarjeta" from the terms view opens the picker, and "Volver" returns', async () => {
    renderConfirmPrice(confirmedSub, {}, { cards: [visa, master] });
    await title('Confirma el precio de tu suscripción');
    await userEvent.click(screen.getByRole('button', { name: 'Cambiar tarjeta' }));
    await title('Elige con qué tarjeta pagar');
    // The picker chooses the first card once the cards have rendered (an effect).
    const chosen = await screen.findByRole('radio', { name: /Visa terminada en 4242/ });
    await waitFor(() => expect(chosen).toBeChecked());
    await userEvent.click(screen.getByRole('button', { name: 'Volver' }));
    await title('Confirma el precio de tu suscripción');
  });
});
