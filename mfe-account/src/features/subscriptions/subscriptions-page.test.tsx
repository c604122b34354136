import { screen, waitFor, within } from '@testing-library/react';
import { expectConsoleError } from '@storefront/config/jest-console';
import { fail } from '@storefront/state/testing';
import {
  activeSubscription,
  page,
  renderSubscriptions,
  subscription,
  section,
  item,
  fact,
  COFFEE,
  button,
} from './subscriptions-test-kit';

beforeEach(() => {
  localStorage.clear();
});

describe('the three lists (001 §2 Subscription list, §4 statuses and labels)', () => {
  it('puts each status in its list with its Spanish label, next payday, frequency and price', async () => {
    const statuses = [
      'pending',
      'active',
      'failed attempt 2',
      'awaiting response',
      'paused',
      'failed',
      'canceled',
      'completed',
      'no renewal',
    ];
    renderSubscriptions({
      'GET subscriptions': () =>
        page(
          statuses.map((status, n) =>
            subscription({
              _id: `s-${n}`,
              status,
              products: [{ ...activeSubscription.products[0]!, name: `Producto ${n}` }],
            }),
          ),
        ),
    });
    const names = async (title: string) =>
      within(within(await section(title)).getByRole('list', { name: title }))
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent);
    expect(await names('Activas')).toEqual([
      'Producto 0',
      'Producto 1',
      'Producto 2',
      'Producto 3',
    ]);
    expect(await names('Pausadas')).toEqual(['Producto 4', 'Producto 5']);
    expect(await names('Finalizadas')).toEqual(['Producto 6', 'Producto 7', 'Producto 8']);

    const labels = statuses.map(
      (_, n) => within(item(`Producto ${n}`)).getByRole('group', { name: 'Estado' }).textContent,
    );
    expect(labels).toEqual([
      'PendientePago programado',
      'Activa',
      'Intento de pago fallido 2Reintentando pago',
      'En proceso',
      'Pausada',
      'Suspendida',
      'Cancelada',
      'Completada',
      'Sin renovación',
    ]);
    const active = item('Producto 1');
    expect(fact(active, 'Próximo pago')).toBe('07/12/2026');
    expect(fact(active, 'Frecuencia')).toBe('Mensual');
    expect(fact(active, 'Total por período')).toBe('$22.990');
    expect(within(item('Producto 6')).queryByText('Próximo pago')).not.toBeInTheDocument();
  });

  it('names the card that pays each one (001 §2); a card that cannot be read is "Pendiente" (001 §8)', async () => {
    renderSubscriptions({
      'GET subscriptions': () =>
        page([
          activeSubscription,
          subscription({
            _id: 'otra',
            cardId: 'card-borrada',
            products: [{ ...activeSubscription.products[0]!, name: 'Otra' }],
          }),
          subscription({
            _id: 'sin',
            cardId: null,
            products: [{ ...activeSubscription.products[0]!, name: 'Sin tarjeta' }],
          }),
        ]),
    });
    await section('Activas');
    await waitFor(() => expect(fact(item(COFFEE), 'Tarjeta')).toBe('Visa terminada en 4242'));
    expect(fact(item('Otra'), 'Tarjeta')).toBe('Pendiente');
    // No card: no fact; the item offers to add one.
    expect(within(item('Sin tarjeta')).queryByText('Tarjeta')).not.toBeInTheDocument();
  });

  it('when her cards cannot be read, every card is "Pendiente" (001 §8) and the list still shows', async () => {
    expectConsoleError('[server-data] load failed');
    renderSubscriptions({
      'GET subscriptions': () => page([activeSubscription]),
      'GET cards/user/u-ana': () => fail(500, 'Boom'),
    });
    await section('Activas');
    await waitFor(() => expect(fact(item(COFFEE), 'Tarjeta')).toBe('Pendiente'));
  });

  it('asks for every status of the shopper in the store, 100 a page; empty lists say so; "Agregar ítems" goes to the store', async () => {
    const { calls } = renderSubscriptions({
      'GET subscriptions': () => page([activeSubscription]),
    });
    await section('Activas');
    expect(Object.fromEntries(calls.find((c) => c.path === 'subscriptions')!.query)).toEqual({
      userId: 'u-ana',
      storeId: 'st-tienda-demo',
      page: '1',
      limit: '100',
    });
    expect(
      await screen.findByText('No tienes suscripciones pausadas ni suspendidas.'),
    ).toBeInTheDocument();
    expect(screen.getByText('No tienes suscripciones finalizadas.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Agregar ítems' })).toHaveAttribute(
      'href',
      '/tienda-demo',
    );
  });
});

describe('actions by status (001 §4) and banners (001 §8)', () => {
  it('active: pause, cancel and edit; paused: resume; failed attempt: retry; failed: reactivate; ended: none', async () => {
    renderSubscriptions({
      'GET subscriptions': () =>
        page([
          subscription({ _id: 'a', status: 'active' }),
          subscription({
            _id: 'p',
            status: 'paused',
            products: [{ ...activeSubscription.products[0]!, name: 'Pausada X' }],
          }),
          subscription({
            _id: 'f2',
            status: 'failed attempt 2',
            products: [{ ...activeSubscription.products[0]!, name: 'Fallida X' }],
          }),
          subscription({
            _id: 'f',
            status: 'failed',
            products: [{ ...activeSubscription.products[0]!, name: 'Suspendida X' }],
          }),
          subscription({
            _id: 'c',
            status: 'canceled',
            products: [{ ...activeSubscription.products[0]!, name: 'Cancelada X' }],
          }),
        ]),
    });
    await section('Activas');
    const active = item(COFFEE);
    expect(button(active, 'Pausar')).toBeInTheDocument();
    expect(button(active, 'Cancelar suscripción')).toBeInTheDocument();
    expect(within(active).getByRole('link', { name: `Editar: ${COFFEE}` })).toHaveAttribute(
      'href',
      '/tienda-demo/postsubscription/a',
    );
    expect(button(active, 'Reintentar pago')).not.toBeInTheDocument();

    expect(button(item('Pausada X'), 'Reanudar', 'Pausada X')).toBeInTheDocument();
    expect(button(item('Pausada X'), 'Pausar', 'Pausada X')).not.toBeInTheDocument();
    const failing = item('Fallida X');
    expect(button(failing, 'Reintentar pago', 'Fallida X')).toBeInTheDocument();
    expect(within(failing).getByRole('status')).toHaveTextContent(
      'No pudimos cobrar tu suscripción (2 intentos fallidos). Si el cuarto intento falla, tu suscripción será suspendida.',
    );
    const suspended = item('Suspendida X');
    expect(button(suspended, 'Reactivar', 'Suspendida X')).toBeInTheDocument();
    expect(within(suspended).getByRole('status')).toHaveTextContent(
      'Tu suscripción está suspendida porque tiene un pago pendiente.',
    );
    expect(within(item('Cancelada X')).queryAllByRole('button')).toHaveLength(0);
    expect(within(item('Cancelada X')).queryByRole('link')).not.toBeInTheDocument();
  });

  it('no card: "Agregar tarjeta" and cancel, with "Revisa tu suscripción e inscribe un medio de pago."', async () => {
    renderSubscriptions({ 'GET subscriptions': () => page([subscription({ cardId: null })]) });
    await section('Activas');
    const row = item(COFFEE);
    expect(button(row, 'Agregar tarjeta')).toBeInTheDocument();
    expect(button(row, 'Cancelar suscripción')).toBeInTheDocument();
    expect(button(row, 'Pausar')).not.toBeInTheDocument();
    expect(within(row).getByRole('status')).toHaveTextContent(
      'Revisa tu suscripción e inscribe un medio de pago.',
    );
  });

  it('the policy hides pause and cancel (allowShopperTo)', async () => {
    renderSubscriptions({ 'GET subscriptions': () => page([activeSubscription]) }, '', {
      subscriptionPolicy: { allowShopperTo: { pause: false, cancel: false } },
    });
    await section('Activas');
    expect(button(item(COFFEE), 'Pausar')).not.toBeInTheDocument();
    expect(button(item(COFFEE), 'Cancelar suscripción')).not.toBeInTheDocument();
  });

  it('"Pausing not allowed when billingFrequency is 180 days or more" (001 §9)', async () => {
    renderSubscriptions({
      'GET subscriptions': () => page([subscription({ billingFrequency: 365 })]),
    });
    await section('Activas');
    expect(button(item(COFFEE), 'Cancelar suscripción')).toBeInTheDocument();
    expect(button(item(COFFEE), 'Pausar')).not.toBeInTheDocument();
  });
});
