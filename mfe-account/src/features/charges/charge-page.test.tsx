import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@storefront/bus';
import { fail, ok, type FakeRoutes } from '@storefront/state/testing';
import {
  anaMaster,
  anaVisa,
  approvedCharge,
  charge,
  pendingCharge,
  renderCharge,
} from './charges-test-kit';
import { expectConsoleError } from '@storefront/config/jest-console';

const routes = (shown = approvedCharge, extra: FakeRoutes = {}): FakeRoutes => ({
  [`GET charges/${shown._id}`]: () => ok(shown),
  'GET cards/user/u-ana': () => ok([anaVisa, anaMaster]),
  ...extra,
});
const amount = (label: string) =>
  within(screen.getByRole('region', { name: 'Montos' })).getByText(label, { selector: 'dt' })
    .nextElementSibling?.textContent;
const group = (label: string) => screen.getByRole('region', { name: new RegExp(`^${label}`) });
const groupButton = (label: string) =>
  screen.getByRole('button', { name: new RegExp(`^${label}`) });
const saveButton = () => screen.queryByRole('button', { name: 'Guardar cambios' });

describe('a charge (spec 002 §2 ShowCharge)', () => {
  it('a pending charge goes to its approval', async () => {
    renderCharge('ch-sv-0001', routes(pendingCharge), '?newCard=true');
    await waitFor(() =>
      expect(screen.getByLabelText('URL actual')).toHaveTextContent(
        '/tienda-demo/userpanel/charges/ch-sv-0001/approve?newCard=true',
      ),
    );
  });

  it('details, amount boxes and progress (paid total / total)', async () => {
    renderCharge('ch-sv-0002', routes());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mantención de jardín' }),
    ).toBeVisible();
    expect(screen.getByText('Tres visitas mensuales de mantención.')).toBeVisible();
    // An approved charge with a late instalment: 002 §4 "delinquent 'Moroso'".
    expect(screen.getByRole('banner')).toHaveTextContent('Moroso');
    expect(amount('Monto total')).toBe('$75.000');
    expect(amount('Pagado')).toBe('$25.000');
    expect(amount('Por pagar')).toBe('$50.000');
    expect(amount('Cuotas')).toBe('1 de 3 pagadas');
    const progress = screen.getByRole('progressbar', { name: 'Avance del pago' });
    expect(progress).toHaveAttribute('aria-valuenow', '33');
    expect(progress).toHaveAttribute('aria-valuetext', '33 % pagado');
  });

  it("an approved charge on time says 'Vigente'; a total of 0 is 100 % (002 §9)", async () => {
    const free = charge({
      totalPrice: 0,
      paidTotal: 0,
      delinquent: false,
      subscriptions: approvedCharge.subscriptions.filter((i) => i.status === 'completed'),
    });
    renderCharge('ch-sv-0002', routes(free));
    await screen.findByRole('heading', { level: 1, name: 'Mantención de jardín' });
    expect(screen.getByRole('banner')).toHaveTextContent('Vigente');
    expect(screen.getByRole('progressbar', { name: 'Avance del pago' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  });

  it('instalments grouped Morosa, Pendiente, Pagada; pay only those not completed → payment/{installmentId}', async () => {
    renderCharge('ch-sv-0002', routes());
    await screen.findByRole('heading', { level: 1, name: 'Mantención de jardín' });
    const headings = within(screen.getByRole('region', { name: 'Cuotas' }))
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(headings).toEqual([
      expect.stringMatching(/^Morosa, 1 cuota/),
      expect.stringMatching(/^Pendiente, 1 cuota/),
      expect.stringMatching(/^Pagada, 1 cuota/),
    ]);
    expect(within(group('Morosa')).getByRole('listitem', { name: 'Cuota 2' })).toBeVisible();
    expect(within(group('Pendiente')).getByRole('listitem', { name: 'Cuota 3' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Pagar cuota 2' })).toHaveAttribute(
      'href',
      '/tienda-demo/payment/ch-sv-0002-i2',
    );
    expect(screen.getByRole('link', { name: 'Pagar cuota 3' })).toHaveAttribute(
      'href',
      '/tienda-demo/payment/ch-sv-0002-i3',
    );
    // What is paid is folded at first; open, it has no pay link.
    expect(groupButton('Pagada')).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(groupButton('Pagada'));
    const paid = within(group('Pagada')).getByRole('listitem', { name: 'Cuota 1' });
    expect(paid).toHaveTextContent('$25.000');
    expect(within(paid).queryByRole('link')).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Pagar cuota 1' })).not.toBeInTheDocument();
  });

  it('a completed or rejected charge: no pay links and no automatic-payment card', async () => {
    for (const status of ['rejected', 'completed']) {
      const { unmount } = renderCharge('ch-sv-0002', routes(charge({ status })));
      await screen.findByRole('heading', { level: 1, name: 'Mantención de jardín' });
      expect(screen.getByRole('banner')).toHaveTextContent(
        status === 'rejected' ? 'Rechazado' : 'Completado',
      );
      expect(screen.queryByRole('link', { name: /^Pagar cuota/ })).not.toBeInTheDocument();
      expect(screen.queryByRole('region', { name: 'Pago automático' })).not.toBeInTheDocument();
      unmount();
    }
  });

  it("the automatic-payment card: 'Guardar cambios' only when the card differs, then saveCardInInstallments and the toast", async () => {
    const toasts: { status: string; title: string }[] = [];
    const off = bus.on('toast', (t) => toasts.push(t));
    const saved = charge({ cardId: 'card-ana-mc' });
    const { calls } = renderCharge(
      'ch-sv-0002',
      routes(approvedCharge, {
        'POST charges/ch-sv-0002/saveCardInInstallments': () => ok(saved),
      }),
    );
    const visa = await screen.findByRole('radio', { name: /4242/ });
    const master = screen.getByRole('radio', { name: /5555/ });
    expect(visa).toBeChecked();
    expect(saveButton()).not.toBeInTheDocument();

    await userEvent.click(master);
    expect(master).toBeChecked();
    expect(saveButton()).toBeVisible();
    await userEvent.click(visa);
    expect(saveButton()).not.toBeInTheDocument();

    await userEvent.click(master);
    await userEvent.click(saveButton()!);
    await waitFor(() => expect(saveButton()).not.toBeInTheDocument());
    const save = calls.find((c) => c.path === 'charges/ch-sv-0002/saveCardInInstallments');
    expect(save?.method).toBe('POST');
    expect(save?.body).toEqual({ userId: 'u-ana', cardId: 'card-ana-mc' });
    expect(toasts).toEqual([
      { status: 'success', title: 'El cobro ha sido actualizado exitosamente.', durationMs: 5000 },
    ]);
    expect(screen.getByRole('radio', { name: /5555/ })).toBeChecked();
    off();
  });

  it("a failed save: 'Ha habido un error, el cobro no se ha actualizado correctamente.' and the change stays to retry", async () => {
    expectConsoleError('[mfe-account] charges: saveCardInInstallments failed');
    const toasts: { status: string; title: string }[] = [];
    const off = bus.on('toast', (t) => toasts.push(t));
    renderCharge(
      'ch-sv-0002',
      routes(approvedCharge, {
        'POST charges/ch-sv-0002/saveCardInInstallments': () => fail(404, 'Card not found'),
      }),
    );
    await userEvent.click(await screen.findByRole('radio', { name: /5555/ }));
    await userEvent.click(saveButton()!);
    await waitFor(() =>
      expect(toasts).toEqual([
        {
          status: 'error',
          title: 'Ha habido un error, el cobro no se ha actualizado correctamente.',
          durationMs: 5000,
        },
      ]),
    );
    // The button is given back in its own render after the toast.
    await waitFor(() => expect(saveButton()).toBeEnabled());
    off();
  });

  it('back from registering a card here (newCard=true): confirmed, and the new card is the chosen one', async () => {
    localStorage.setItem('tbk_token', 'tok-1');
    const fresh = { _id: 'card-new', brand: 'Visa', type: 'Credit', digits: '1111' };
    let confirmed = false;
    const { calls } = renderCharge(
      'ch-sv-0002',
      routes(approvedCharge, {
        'GET cards/user/u-ana': () =>
          ok(confirmed ? [anaVisa, anaMaster, fresh] : [anaVisa, anaMaster]),
        'POST cards/inscription/confirm': () => {
          confirmed = true;
          return ok(fresh);
        },
      }),
      '?newCard=true',
    );
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Visa terminada en 1111');
    expect(calls.find((c) => c.path === 'cards/inscription/confirm')?.body).toEqual({
      token: 'tok-1',
      storeId: 'st-tienda-demo',
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.getByRole('radio', { name: /1111/ })).toBeChecked());
    expect(saveButton()).toBeVisible();
    expect(screen.getByLabelText('URL actual')).toHaveTextContent(
      /^\/tienda-demo\/userpanel\/charges\/ch-sv-0002$/,
    );
  });

  it('a charge paid by hand (no card) offers a card for automatic payment', async () => {
    renderCharge('ch-sv-0002', routes(charge({ cardId: null, paymentType: 'single' })));
    const section = await screen.findByRole('region', { name: 'Pago automático' });
    expect(section).toHaveTextContent('Hoy pagas este cobro de forma manual.');
    // The picker chooses the first card: a change from none.
    // The picker chooses the first card once the cards have rendered (an effect).
    const chosen = await within(section).findByRole('radio', { name: /4242/ });
    await waitFor(() => expect(chosen).toBeChecked());
    expect(saveButton()).toBeVisible();
  });

  it('files as links, and the way back', async () => {
    renderCharge('ch-sv-0002', routes());
    const files = await screen.findByRole('list', { name: 'Archivos' });
    expect(
      within(files).getByRole('link', {
        name: 'Contrato de servicio.pdf (se abre en una pestaña nueva)',
      }),
    ).toHaveAttribute('href', 'http://sandbox.test/sandbox/files/contrato.pdf');
    const back = screen.getAllByRole('link', { name: /Volver a mis cobros/ });
    for (const link of back) expect(link).toHaveAttribute('href', '/tienda-demo/userpanel/charges');
    await userEvent.click(back[0]!);
    await waitFor(() =>
      expect(screen.getByLabelText('URL actual')).toHaveTextContent(
        /^\/tienda-demo\/userpanel\/charges$/,
      ),
    );
  });

  it('no files: no files section', async () => {
    renderCharge('ch-sv-0002', routes(charge({ files: [] })));
    await screen.findByRole('heading', { level: 1, name: 'Mantención de jardín' });
    expect(screen.queryByRole('heading', { name: 'Archivos' })).not.toBeInTheDocument();
  });

  it("a failed read: 'Ha habido un error' with a retry and the way back", async () => {
    expectConsoleError('[server-data] load failed');
    let failing = true;
    renderCharge('ch-sv-0002', {
      ...routes(),
      'GET charges/ch-sv-0002': () => (failing ? fail(500, 'down') : ok(approvedCharge)),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ha habido un error' }),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'Volver a mis cobros' })).toHaveAttribute(
      'href',
      '/tienda-demo/userpanel/charges',
    );
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mantención de jardín' }),
    ).toBeVisible();
  });

  it("another shopper's charge (404) or another store's: 'Ha habido un error'", async () => {
    expectConsoleError('[server-data] load failed');
    const { unmount } = renderCharge('ch-ajeno', {
      'GET charges/ch-ajeno': () => fail(404, 'Charge not found'),
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ha habido un error' }),
    ).toBeVisible();
    unmount();
    renderCharge('ch-sv-0002', routes(charge({ storeId: 'st-otra' })));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Ha habido un error' }),
    ).toBeVisible();
    expect(screen.queryByText('Mantención de jardín')).not.toBeInTheDocument();
  });
});
