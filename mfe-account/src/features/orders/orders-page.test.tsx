import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@storefront/bus';
import { fail } from '@storefront/state/testing';
import { ORDERS_VIEW_ERROR } from './track-orders-view-error';
import { deliveredOrder, order, page, pendingOrder, renderOrders } from './orders-test-kit';
import { expectConsoleError } from '@storefront/config/jest-console';

const EMPTY =
  'Las órdenes sólo se mostrarán una vez que se haya realizado el pago. Aún no tienes órdenes pagadas.';
const list = () => screen.findByRole('list', { name: 'Órdenes pagadas' });
const item = (name: string) => screen.getByRole('listitem', { name });
/** The value (dd) an order gives for a label (dt). */
const fact = (root: HTMLElement, label: string) =>
  within(root).getByText(label, { selector: 'dt' }).nextElementSibling?.textContent;

describe('the orders screen (spec 002 userpanel/orders)', () => {
  it("'Mis Órdenes' and each paid order with its number, date, status in Spanish, total and a link to its detail", async () => {
    renderOrders({ 'GET delivery/': () => page([pendingOrder, deliveredOrder]) });
    expect(screen.getByRole('heading', { level: 1, name: 'Mis Órdenes' })).toBeInTheDocument();
    const orders = within(await list()).getAllByRole('listitem');
    expect(orders.map((li) => within(li).getByRole('heading', { level: 2 }).textContent)).toEqual([
      'Orden N° 902',
      'Orden N° 901',
    ]);

    const pending = item('Orden N° 902');
    expect(fact(pending, 'Fecha')).toBe('23/11/2026');
    expect(fact(pending, 'Estado')).toBe('Pendiente');
    expect(fact(pending, 'Total')).toBe('$58.970');
    expect(
      within(pending).getByRole('link', { name: 'Ver detalle de la orden N° 902' }),
    ).toHaveAttribute('href', '/tienda-demo/userpanel/orders/dlv-td-0002');
    const delivered = item('Orden N° 901');
    expect(fact(delivered, 'Fecha')).toBe('26/10/2026');
    expect(fact(delivered, 'Estado')).toBe('Entregado');
    expect(fact(delivered, 'Total')).toBe('$17.980');
  });

  it('every status of 002 §4 reads in Spanish: Entregado, Pendiente, Pausado, Cancelado', async () => {
    const statuses = ['delivered', 'pending', 'paused', 'canceled'];
    renderOrders({
      'GET delivery/': () =>
        page(
          statuses.map((status, n) => order({ _id: `d-${n}`, deliveryNumber: 1001 + n, status })),
        ),
    });
    await list();
    expect(statuses.map((_, n) => fact(item(`Orden N° ${1001 + n}`), 'Estado'))).toEqual([
      'Entregado',
      'Pendiente',
      'Pausado',
      'Cancelado',
    ]);
  });

  it('asks for the shopper and the store, 100 a page from page 1, and reads every page', async () => {
    const { calls } = renderOrders({
      'GET delivery/': (call) =>
        call.query.get('page') === '1' ? page([pendingOrder], 1, 2) : page([deliveredOrder], 2, 2),
    });
    await list();
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(2));
    const asked = calls.filter((c) => c.path === 'delivery/');
    expect(asked.map((c) => Object.fromEntries(c.query))).toEqual([
      { userId: 'u-ana', storeId: 'st-tienda-demo', page: '1', limit: '100' },
      { userId: 'u-ana', storeId: 'st-tienda-demo', page: '2', limit: '100' },
    ]);
  });

  it('no paid orders: the exact empty text and no list', async () => {
    renderOrders({ 'GET delivery/': () => page([], 1, 0) });
    expect(await screen.findByText(EMPTY)).toBeInTheDocument();
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('a failed list (002 §8) is tracked as an orders view error, shows no order, and a retry loads it', async () => {
    expectConsoleError('[server-data] load failed');
    const tracked: unknown[] = [];
    const off = bus.on('analytics', (event) => tracked.push(event));
    let calls = 0;
    renderOrders({
      'GET delivery/': () => (++calls === 1 ? fail(500, 'down') : page([deliveredOrder])),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar tus órdenes.');
    expect(screen.queryByRole('listitem')).not.toBeInTheDocument();
    expect(screen.queryByText(EMPTY)).not.toBeInTheDocument();
    expect(tracked).toEqual([
      {
        kind: 'track',
        event: ORDERS_VIEW_ERROR,
        props: { view: 'orders', status: 500, message: 'down' },
      },
    ]);
    off();
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(await screen.findByRole('listitem', { name: 'Orden N° 901' })).toBeInTheDocument();
  });
});

describe('back from a purchase (subscribed=true)', () => {
  it('shows the success overlay, single-purchase variant; Aceptar closes it and drops the flag', async () => {
    renderOrders({ 'GET delivery/': () => page([pendingOrder]) }, '?subscribed=true&utm=x');
    const dialog = await screen.findByRole('dialog', {
      name: '¡Listo! La transacción ha sido exitosa',
    });
    expect(dialog).toHaveTextContent(
      'Tu compra ha sido pagada. Aquí puedes revisar tus órdenes y su estado.',
    );
    // Over the list: the page behind the modal is hidden from assistive technology meanwhile.
    expect(
      await screen.findByRole('list', { name: 'Órdenes pagadas', hidden: true }),
    ).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(await list()).toBeInTheDocument();
    expect(screen.getByLabelText('URL actual')).toHaveTextContent(
      /^\/tienda-demo\/userpanel\/orders\?utm=x$/,
    );
  });

  it('no overlay without the flag', async () => {
    renderOrders({ 'GET delivery/': () => page([pendingOrder]) }, '?subscribed=false');
    await list();
    // The dialog is a lazy chunk: once its module is loaded, React's act settles the page, so a
    // dialog the flag asked for would be shown by now (no waiting to see that nothing comes).
    await act(async () => {
      await import('../../components/purchase-success-dialog');
    });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
