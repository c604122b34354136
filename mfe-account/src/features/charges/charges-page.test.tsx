import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@storefront/bus';
import { aSubscriptionProduct, aTransaction, fail, ok } from '@storefront/state/testing';
import {
  approvedCharge,
  charge,
  installment,
  inDays,
  listRoutes,
  page,
  pendingCharge,
  renderCharges,
} from './charges-test-kit';
import { expectConsoleError } from '@storefront/config/jest-console';

const section = (title: string) => screen.getByRole('region', { name: title });
const card = (name: string) => screen.getByRole('listitem', { name });
/** The status (dd) a charge's card shows. */
const statusOf = (name: string) =>
  within(card(name)).getByText('Estado', { selector: 'dt' }).nextElementSibling?.textContent;

describe('"Mis Cobros" (spec 002 §2 userpanel/charges)', () => {
  it('four sections with their titles and empty texts, one list call per status', async () => {
    const { calls } = renderCharges(
      listRoutes({ pending: [pendingCharge], approved: [approvedCharge] }),
    );
    expect(await screen.findByRole('heading', { level: 1, name: 'Mis Cobros' })).toBeVisible();
    await screen.findByRole('region', { name: 'Cobros pendientes' });
    expect(
      within(section('Cobros pendientes')).getByRole('heading', {
        name: 'Asesoría contable trimestral',
      }),
    ).toBeVisible();
    expect(
      within(section('Cobros activos')).getByRole('heading', { name: 'Mantención de jardín' }),
    ).toBeVisible();
    expect(section('Cobros terminados')).toHaveTextContent('No tienes cobros terminados.');
    expect(section('Cobros con error notificado')).toHaveTextContent(
      'No has notificado error en ningún cobro.',
    );
    expect(screen.queryByText('Aún no tienes cobros programados')).not.toBeInTheDocument();

    const lists = calls.filter((c) => c.path === 'charges/shopper');
    expect(lists.map((c) => c.query.get('status')).sort()).toEqual([
      'approved',
      'completed',
      'pending',
      'rejected',
    ]);
    for (const call of lists) {
      expect(call.query.get('userId')).toBe('u-ana');
      expect(call.query.get('storeId')).toBe('st-tienda-demo');
    }
  });

  it('the other two empty texts when only completed and rejected charges exist', async () => {
    renderCharges(
      listRoutes({
        completed: [charge({ _id: 'ch-c', name: 'Poda anual', status: 'completed' })],
        rejected: [charge({ _id: 'ch-r', name: 'Cobro equivocado', status: 'rejected' })],
      }),
    );
    await screen.findByRole('region', { name: 'Cobros pendientes' });
    expect(section('Cobros pendientes')).toHaveTextContent('No tienes cobros por aprobar.');
    expect(section('Cobros activos')).toHaveTextContent('No tienes cobros en curso.');
    expect(statusOf('Poda anual')).toBe('Completado');
    expect(statusOf('Cobro equivocado')).toBe('Rechazado');
  });

  it("'Aún no tienes cobros programados' when all four are empty", async () => {
    renderCharges(listRoutes({}));
    expect(await screen.findByText('Aún no tienes cobros programados')).toBeVisible();
    expect(screen.queryByRole('region', { name: 'Cobros pendientes' })).not.toBeInTheDocument();
  });

  it("cards show name, amount, instalments and status: 'Por confirmar'; 'Activo' or 'Moroso' by late instalments", async () => {
    const onTime = charge({
      _id: 'ch-ok',
      name: 'Clases de guitarra',
      delinquent: false,
      subscriptions: [installment({ _id: 'ok-1', payday: inDays(5) })],
    });
    renderCharges(listRoutes({ pending: [pendingCharge], approved: [approvedCharge, onTime] }));
    await screen.findByRole('region', { name: 'Cobros activos' });
    const pending = card('Asesoría contable trimestral');
    expect(pending).toHaveTextContent('$90.000');
    expect(pending).toHaveTextContent('3 cuotas');
    expect(statusOf('Asesoría contable trimestral')).toBe('Por confirmar');
    expect(statusOf('Mantención de jardín')).toBe('Moroso');
    expect(statusOf('Clases de guitarra')).toBe('Activo');
  });

  it('a pending charge links to its approval, the others to their page', async () => {
    renderCharges(listRoutes({ pending: [pendingCharge], approved: [approvedCharge] }));
    expect(
      await screen.findByRole('link', { name: 'Revisar y aprobar: Asesoría contable trimestral' }),
    ).toHaveAttribute('href', '/tienda-demo/userpanel/charges/ch-sv-0001/approve');
    expect(screen.getByRole('link', { name: 'Ver cobro: Mantención de jardín' })).toHaveAttribute(
      'href',
      '/tienda-demo/userpanel/charges/ch-sv-0002',
    );
  });

  it('reads every page of a status', async () => {
    const second = charge({ _id: 'ch-p2', name: 'Segunda página' });
    renderCharges({
      'GET charges/shopper': (call) => {
        if (call.query.get('status') !== 'approved') return page([]);
        return call.query.get('page') === '2'
          ? {
              status: 200,
              json: {
                code: 200,
                data: { docs: [second], page: 2, pages: 2, limit: 100, totalDocs: 101 },
              },
            }
          : {
              status: 200,
              json: {
                code: 200,
                data: { docs: [approvedCharge], page: 1, pages: 2, limit: 100, totalDocs: 101 },
              },
            };
      },
    });
    expect(await screen.findByRole('heading', { name: 'Segunda página' })).toBeVisible();
    expect(screen.getByRole('heading', { name: 'Mantención de jardín' })).toBeVisible();
  });

  it('a failed list shows an error with a retry', async () => {
    expectConsoleError('[server-data] load failed');
    let failing = true;
    renderCharges({
      'GET charges/shopper': (call) =>
        failing && call.query.get('status') === 'completed'
          ? fail(500, 'down')
          : page(call.query.get('status') === 'approved' ? [approvedCharge] : []),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar tus cobros.');
    failing = false;
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('heading', { name: 'Mantención de jardín' })).toBeVisible();
  });
});

describe('query toasts (002 §2; §8 texts; §9 5000 ms, 10000 ms for the failed first charge)', () => {
  const toastsFor = async (query: string) => {
    const toasts: { status: string; title: string; durationMs?: number }[] = [];
    const off = bus.on('toast', (t) => toasts.push(t));
    renderCharges(listRoutes({ approved: [approvedCharge] }), query);
    await screen.findByRole('heading', { name: 'Mantención de jardín' });
    await waitFor(() =>
      expect(screen.getByLabelText('URL actual')).toHaveTextContent(
        /^\/tienda-demo\/userpanel\/charges(\?x=1)?$/,
      ),
    );
    off();
    return toasts;
  };

  it('updated=true', async () => {
    expect(await toastsFor('?updated=true')).toEqual([
      { status: 'success', title: 'El cobro ha sido actualizado exitosamente.', durationMs: 5000 },
    ]);
  });
  it('rejected=true', async () => {
    expect(await toastsFor('?rejected=true')).toEqual([
      { status: 'success', title: 'Se ha notificado un error correctamente', durationMs: 5000 },
    ]);
  });
  it('hired=true', async () => {
    expect(await toastsFor('?hired=true&charged=true')).toEqual([
      { status: 'success', title: 'El servicio fue contratado exitosamente.', durationMs: 5000 },
    ]);
  });
  it('charged=false: the warning for 10 s', async () => {
    expect(await toastsFor('?hired=true&charged=false&x=1')).toEqual([
      {
        status: 'warning',
        title:
          'El servicio fue contratado, pero el primer cobro falló. Se reintentará automáticamente durante las próximas seis horas.',
        durationMs: 10000,
      },
    ]);
    // The other parameters stay.
    expect(screen.getByLabelText('URL actual')).toHaveTextContent(
      '/tienda-demo/userpanel/charges?x=1',
    );
  });
  it('none without a flag', async () => {
    expect(await toastsFor('')).toEqual([]);
  });
});

describe('after hiring a service (002 §4; issue 39: only a toast said so)', () => {
  it('tells at the top, from the server, what she paid today and her next instalment; closing drops it', async () => {
    const hired = charge({
      _id: 'ch-hired',
      name: 'Plan dental',
      subscriptions: [
        installment({
          _id: 'ch-hired-i1',
          chargeId: 'ch-hired',
          status: 'completed',
          price: 25000,
          payday: inDays(0),
          installmentNumber: 1,
          products: [aSubscriptionProduct({ name: 'Plan dental', quantity: 1, price: 25000 })],
          transaction: { _id: 'tx-hire', date: inDays(0) },
        }),
        installment({
          _id: 'ch-hired-i2',
          chargeId: 'ch-hired',
          price: 25000,
          payday: '2027-01-05T15:00:00.000Z',
          installmentNumber: 2,
          products: [aSubscriptionProduct({ name: 'Plan dental', quantity: 1, price: 25000 })],
        }),
      ],
    });
    const paid = aTransaction({ _id: 'tx-hire', amount: 25000 });
    renderCharges(
      {
        ...listRoutes({ approved: [hired] }),
        'GET charges/ch-hired': () => ok(hired),
        'GET transactions/tx-hire': () => ok(paid),
      },
      '?hired=true&charged=true&hiredCharge=ch-hired',
    );
    const banner = await screen.findByRole('region', {
      name: 'El servicio fue contratado exitosamente.',
    });
    const summary = await within(banner).findByRole('region', { name: 'Resumen de tu pago' });
    await waitFor(() => expect(summary).toHaveTextContent('Pagaste hoy $25.000.'));
    expect(summary).toHaveTextContent('Lo que compraste' + 'Cuota 1 de Plan dental');
    expect(summary).toHaveTextContent(
      'Lo que viene' + 'Cuota 2 de Plan dental: $25.000 el 05/01/2027.',
    );
    await userEvent.click(within(banner).getByRole('button', { name: 'Cerrar resumen' }));
    expect(banner).not.toBeInTheDocument();
    expect(screen.getByLabelText('URL actual')).toHaveTextContent(
      /^\/tienda-demo\/userpanel\/charges$/,
    );
  });

  it('a failed first charge is said so at the top, nothing paid today', async () => {
    const hired = charge({
      _id: 'ch-hired',
      name: 'Plan dental',
      subscriptions: [
        installment({ _id: 'ch-hired-i1', chargeId: 'ch-hired', status: 'failed attempt 1' }),
      ],
    });
    renderCharges(
      { ...listRoutes({ approved: [hired] }), 'GET charges/ch-hired': () => ok(hired) },
      '?hired=true&charged=false&hiredCharge=ch-hired',
    );
    const banner = await screen.findByRole('region', {
      name: 'El servicio fue contratado, pero el primer cobro falló. Se reintentará automáticamente durante las próximas seis horas.',
    });
    const summary = await within(banner).findByRole('region', { name: 'Resumen de tu pago' });
    await waitFor(() => expect(summary).toHaveTextContent('Hoy no se realizó ningún cobro.'));
  });
});
