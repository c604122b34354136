import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aTransaction, ok } from '@storefront/state/testing';
import { expectConsoleError } from '@storefront/config/jest-console';
import {
  activeSubscription,
  page,
  refusal,
  renderSubscriptions,
  subscription,
  withPromotion,
  section,
  item,
  COFFEE,
  button,
} from './subscriptions-test-kit';

beforeEach(() => {
  localStorage.clear();
});

describe('pause, resume and cancel (001 §4 Shopper transitions)', () => {
  it("pause: the server's options, the chosen payday sent, the list read again", async () => {
    let paused = false;
    const options = [
      { text: 'Saltar 1 cobro: próximo pago el 06/01/2027', payday: '2027-01-06T15:00:00.000Z' },
      { text: 'Saltar 2 cobros: próximo pago el 05/02/2027', payday: '2027-02-05T15:00:00.000Z' },
    ];
    const { calls } = renderSubscriptions({
      'GET subscriptions': () => page([subscription({ status: paused ? 'paused' : 'active' })]),
      'GET subscriptions/sub-td-0001/pausingOptions': () => ok(options),
      'POST subscriptions/sub-td-0001/pause': () => {
        paused = true;
        return ok(subscription({ status: 'paused' }));
      },
    });
    await section('Activas');
    await userEvent.click(button(item(COFFEE), 'Pausar')!);
    const dialog = await screen.findByRole('dialog', { name: 'Pausar suscripción' });
    await userEvent.click(await within(dialog).findByRole('radio', { name: options[1]!.text }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Pausar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls.find((c) => c.path.endsWith('/pause'))?.body).toEqual({
      payday: options[1]!.payday,
    });
    const pausedList = await section('Pausadas');
    expect(await within(pausedList).findByRole('heading', { name: COFFEE })).toBeInTheDocument();
  });

  it('no pause options: "Lo sentimos, tu suscripción no puede pausarse"', async () => {
    renderSubscriptions({
      'GET subscriptions': () => page([activeSubscription]),
      'GET subscriptions/sub-td-0001/pausingOptions': () => ok([]),
    });
    await section('Activas');
    await userEvent.click(button(item(COFFEE), 'Pausar')!);
    const dialog = await screen.findByRole('dialog', { name: 'Pausar suscripción' });
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Lo sentimos, tu suscripción no puede pausarse',
    );
    expect(within(dialog).queryByRole('button', { name: 'Pausar' })).not.toBeInTheDocument();
  });

  it('resume shows the new payday from the server before resuming', async () => {
    const { calls } = renderSubscriptions({
      'GET subscriptions': () => page([subscription({ status: 'paused' })]),
      'GET subscriptions/sub-td-0001/resumingOption': () =>
        ok({ payday: '2026-11-27T15:00:00.000Z' }),
      'POST subscriptions/sub-td-0001/resume': () => ok(activeSubscription),
    });
    await section('Pausadas');
    await userEvent.click(button(item(COFFEE), 'Reanudar')!);
    const dialog = await screen.findByRole('dialog', { name: 'Reanudar suscripción' });
    expect(
      await within(dialog).findByText(
        'Tu suscripción volverá a estar activa y tu próximo pago será el 27/11/2026.',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Reanudar' }));
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/resume'))).toBe(true),
    );
  });

  it('cancel with a promotion asks a second time ("discounts expire early") before cancelling', async () => {
    const { calls } = renderSubscriptions({
      'GET subscriptions': () => page([withPromotion({})]),
      'POST subscriptions/sub-td-0001/cancel': () => ok(subscription({ status: 'canceled' })),
    });
    await section('Activas');
    await userEvent.click(button(item(COFFEE), 'Cancelar suscripción')!);
    await userEvent.click(await screen.findByRole('button', { name: 'Sí, cancelar' }));
    const warning = await screen.findByRole('alertdialog', { name: 'Perderás tus descuentos' });
    expect(calls.some((c) => c.path.endsWith('/cancel'))).toBe(false);
    await userEvent.click(
      within(warning).getByRole('button', { name: 'Continuar de todas formas' }),
    );
    await waitFor(() =>
      expect(calls.some((c) => c.method === 'POST' && c.path.endsWith('/cancel'))).toBe(true),
    );
  });
});

describe('retry and reactivate (001 §4, §8)', () => {
  const failing = subscription({ status: 'failed attempt 1' });

  it('retry success: "¡Listo! La transacción ha sido exitosa" / "La suscripción se ha pagado exitosamente." and the stored last try cleared', async () => {
    localStorage.setItem('lastPaymentTry', String(Date.now() - 10 * 60 * 1000));
    const { calls } = renderSubscriptions({
      'GET subscriptions': () => page([failing]),
      'POST subscriptions/sub-td-0001/retry': () => ok(activeSubscription),
    });
    await section('Activas');
    await userEvent.click(button(item(COFFEE), 'Reintentar pago')!);
    const dialog = await screen.findByRole('dialog', {
      name: '¡Listo! La transacción ha sido exitosa',
    });
    expect(
      within(dialog).getByText('La suscripción se ha pagado exitosamente.'),
    ).toBeInTheDocument();
    expect(localStorage.getItem('lastPaymentTry')).toBeNull();
    expect(calls.filter((c) => c.path.endsWith('/retry'))).toHaveLength(1);
  });

  it('retry success tells, from the server, what she paid today and when the next charge comes (issue 39)', async () => {
    const paid = subscription({
      transaction: { _id: 'tx-retry', date: '2026-11-07T15:00:00.000Z' },
    });
    const charge = aTransaction({ _id: 'tx-retry', amount: 22990 });
    renderSubscriptions({
      'GET subscriptions': () => page([failing]),
      'POST subscriptions/sub-td-0001/retry': () => ok(paid),
      'GET transactions/tx-retry': () => ok(charge),
    });
    await section('Activas');
    await userEvent.click(button(item(COFFEE), 'Reintentar pago')!);
    const dialog = await screen.findByRole('dialog', {
      name: '¡Listo! La transacción ha sido exitosa',
    });
    const summary = await within(dialog).findByRole('region', { name: 'Resumen de tu pago' });
    await waitFor(() => expect(summary).toHaveTextContent('Pagaste hoy $22.990.'));
    expect(summary).toHaveTextContent(`Lo que pagaste${COFFEE} × 2 · Mensual`);
    expect(summary).toHaveTextContent(`Lo que viene${COFFEE}: $22.990 el 07/12/2026.`);
  });

  it('a declined retry shows the failure and stores the time; the next retry waits with a countdown', async () => {
    expectConsoleError('[widgets] subscription payment: retry failed');
    renderSubscriptions({
      'GET subscriptions': () => page([failing]),
      'POST subscriptions/sub-td-0001/retry': () =>
        refusal(402, 'Payment declined', {
          subscription: { ...failing, lastPaymentTry: new Date().toISOString() },
        }),
    });
    await section('Activas');
    await userEvent.click(button(item(COFFEE), 'Reintentar pago')!);
    const failure = await screen.findByRole('dialog', {
      name: 'Lamentablemente, la transacción ha fracasado',
    });
    expect(within(failure).getByRole('alert')).toHaveTextContent(
      'Por favor, vuelve a intentarlo más tarde.',
    );
    expect(Number(localStorage.getItem('lastPaymentTry'))).toBeGreaterThan(0);
    await userEvent.click(within(failure).getByRole('button', { name: 'Aceptar' }));

    await userEvent.click(button(item(COFFEE), 'Reintentar pago')!);
    const wait = await screen.findByRole('dialog', { name: 'Inténtalo de nuevo más tarde' });
    expect(
      within(wait).getByText(
        'No se ha podido reintentar el pago, debes esperar 5 minutos entre cada intento',
      ),
    ).toBeInTheDocument();
    expect(within(wait).getByRole('timer')).toHaveTextContent(
      /^Podrás reintentar en [45]:\d\d\. Lo haremos automáticamente\.$/,
    );
  });

  it('a declined retry offers "Pagar con otra tarjeta": the payment screen, whose picker chooses it (issue 39)', async () => {
    expectConsoleError('[widgets] subscription payment: retry failed');
    renderSubscriptions({
      'GET subscriptions': () => page([failing]),
      'POST subscriptions/sub-td-0001/retry': () =>
        refusal(402, 'Payment declined', {
          subscription: { ...failing, lastPaymentTry: new Date().toISOString() },
        }),
    });
    await section('Activas');
    await userEvent.click(button(item(COFFEE), 'Reintentar pago')!);
    const failure = await screen.findByRole('dialog', {
      name: 'Lamentablemente, la transacción ha fracasado',
    });
    await userEvent.click(within(failure).getByRole('button', { name: 'Pagar con otra tarjeta' }));
    await waitFor(() =>
      expect(screen.getByLabelText('URL actual')).toHaveTextContent(
        '/tienda-demo/payment/sub-td-0001',
      ),
    );
  });

  it('reactivate success says the subscription is active and can be managed', async () => {
    renderSubscriptions({
      'GET subscriptions': () => page([subscription({ status: 'failed' })]),
      'POST subscriptions/sub-td-0001/reactivate': () => ok(activeSubscription),
    });
    await section('Pausadas');
    await userEvent.click(button(item(COFFEE), 'Reactivar')!);
    expect(
      await screen.findByText(
        'Tu suscripción está activa y puedes gestionarla, modificarla, pausarla o cancelarla.',
      ),
    ).toBeInTheDocument();
  });

  it("a status that does not allow paying shows the provider's Spanish text (001 §8)", async () => {
    expectConsoleError('[widgets] subscription payment: retry failed');
    const text =
      'La transacción no se ha realizado. El estado de la suscripción (active) no permite efectuar el pago.';
    renderSubscriptions({
      'GET subscriptions': () => page([failing]),
      'POST subscriptions/sub-td-0001/retry': () => refusal(409, text),
    });
    await section('Activas');
    await userEvent.click(button(item(COFFEE), 'Reintentar pago')!);
    expect(await screen.findByRole('alert')).toHaveTextContent(text);
  });

  it('more than one payment method: the payment screen instead of the dialog (001 §2)', async () => {
    renderSubscriptions({
      'GET subscriptions': () =>
        page([
          subscription({
            status: 'failed',
            paymentMethods: [{ name: 'Webpay Oneclick' }, { name: 'Khipu Payment Initiation' }],
          }),
        ]),
    });
    await section('Pausadas');
    await userEvent.click(button(item(COFFEE), 'Reactivar')!);
    expect(await screen.findByRole('status', { name: 'URL actual' })).toHaveTextContent(
      '/tienda-demo/payment/sub-td-0001',
    );
  });
});

describe('query notices (001 §2)', () => {
  it('updated=true shows the update confirmation once', async () => {
    renderSubscriptions({ 'GET subscriptions': () => page([activeSubscription]) }, '?updated=true');
    const dialog = await screen.findByRole('dialog', { name: 'Suscripción actualizada' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() =>
      expect(screen.getByRole('status', { name: 'URL actual' })).toHaveTextContent(
        /subscriptions$/,
      ),
    );
  });

  it('"A Mercado Pago return with an external reference but no payment id means failed"', async () => {
    renderSubscriptions(
      { 'GET subscriptions': () => page([activeSubscription]) },
      '?mp=true&result=success&external_reference=sub-td-0001',
    );
    expect(
      await screen.findByRole('dialog', {
        name: 'Ha ocurrido un error. Lamentablemente, no se ha podido verificar el pago.',
      }),
    ).toBeInTheDocument();
  });
});

describe('the calendar feed (issue 12, beyond the spec)', () => {
  it("asks for the shopper's link only when she wants it and offers to subscribe or download it", async () => {
    const link = {
      url: 'http://sandbox.test/v1/calendar/abc.ics',
      webcalUrl: 'webcal://sandbox.test/v1/calendar/abc.ics',
    };
    const { calls } = renderSubscriptions({
      'GET subscriptions': () => page([activeSubscription]),
      'POST subscriptions/calendarLink': () => ok(link),
    });
    await section('Activas');
    expect(calls.some((c) => c.path === 'subscriptions/calendarLink')).toBe(false);
    await userEvent.click(screen.getByRole('button', { name: 'Agregar a mi calendario' }));
    const dialog = await screen.findByRole('dialog', { name: 'Tu calendario de suscripciones' });
    expect(calls.find((c) => c.path === 'subscriptions/calendarLink')?.body).toEqual({
      userId: 'u-ana',
      storeId: 'st-tienda-demo',
    });
    expect(
      within(dialog).getByRole('link', { name: 'Suscribirme desde mi calendario' }),
    ).toHaveAttribute('href', link.webcalUrl);
    expect(
      within(dialog).getByRole('link', { name: 'Descargar calendario (.ics)' }),
    ).toHaveAttribute('href', link.url);
    expect(within(dialog).getByRole('textbox', { name: 'Dirección del calendario' })).toHaveValue(
      link.url,
    );
  });
});
