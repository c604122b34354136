import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { bus } from '@storefront/bus';
import CardsPage from './cards-page';
import { browserLocation } from '@storefront/widgets/cards';
import {
  aTransaction,
  demoStore,
  fail,
  ok,
  renderPage,
  type FakeRoutes,
} from '@storefront/state/testing';
import { expectConsoleError } from '@storefront/config/jest-console';
import type { Subscription } from '@storefront/sdk/subscriptions';

let redirectBrowser: jest.SpiedFunction<typeof browserLocation.assign>;

const visa = {
  _id: 'card-ana-visa',
  userId: 'u-ana',
  storeId: 'st-tienda-demo',
  brand: 'Visa',
  type: 'Credit',
  digits: '4242',
};
const master = {
  _id: 'card-ana-mc',
  userId: 'u-ana',
  storeId: 'st-tienda-demo',
  brand: 'MasterCard',
  type: 'Debit',
  digits: '1111',
};

function routes(
  cards: unknown[],
  deletable: Record<string, boolean> = {},
  extra: FakeRoutes = {},
): FakeRoutes {
  const routes: FakeRoutes = { 'GET cards/user/u-ana': () => ok(cards), ...extra };
  for (const card of cards as { _id: string }[])
    routes[`GET cards/${card._id}/canBeDeleted`] = () => ok(deletable[card._id] ?? false);
  return routes;
}

const page = (url: string, r: FakeRoutes, store = demoStore()) =>
  renderPage(<CardsPage />, { routes: r, url, pattern: '/tienda-demo/userpanel/cards', store });

beforeEach(() => {
  localStorage.clear();
  redirectBrowser = jest.spyOn(browserLocation, 'assign').mockImplementation(() => {});
});
afterEach(() => jest.restoreAllMocks());

describe('after a first card’s purchase (001 §4; issue 39: no word that she bought)', () => {
  it('subscribed=true tells the purchase, and "Aceptar" goes on to her subscriptions', async () => {
    page(
      '/tienda-demo/userpanel/cards?newCard=true&firstCard=true&subscribed=true',
      routes([visa]),
    );
    const told = await screen.findByRole('dialog', {
      name: '¡Listo! La transacción ha sido exitosa',
    });
    expect(told).toHaveTextContent(
      'Tu suscripción ha sido creada. Aquí puedes revisarla y administrarla.',
    );
    await userEvent.click(within(told).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() =>
      expect(screen.getByLabelText('URL actual')).toHaveTextContent(
        '/tienda-demo/userpanel/subscriptions',
      ),
    );
  });

  it('tells, from the server, what she bought, paid today and pays next (issue 39)', async () => {
    const bought: Subscription = {
      _id: 'sub-new',
      status: 'active',
      type: 'recurring',
      currency: 'clp',
      price: 10000,
      payday: '2027-01-04T15:00:00.000Z',
      billingFrequency: 30,
      transaction: { _id: 'tx-buy', date: '2026-12-05T15:00:00.000Z' },
      paymentMethods: [],
      products: [
        {
          productId: 'td-p-0002',
          name: 'Café en grano 1 kg',
          quantity: 1,
          price: 10000,
          promotions: [],
        },
      ],
    };
    const charge = aTransaction({ _id: 'tx-buy', amount: 12990, subscriptionIds: ['sub-new'] });
    page(
      '/tienda-demo/userpanel/cards?newCard=true&firstCard=true&purchased=sub-new&subscribed=true',
      routes(
        [visa],
        {},
        {
          'GET subscription/sub-new': () => ok(bought),
          'GET transactions/tx-buy': () => ok(charge),
        },
      ),
    );
    const told = await screen.findByRole('dialog', {
      name: '¡Listo! La transacción ha sido exitosa',
    });
    const summary = await within(told).findByRole('region', { name: 'Resumen de tu pago' });
    await waitFor(() => expect(summary).toHaveTextContent('Pagaste hoy $12.990.'));
    expect(summary).toHaveTextContent('Lo que compraste' + 'Café en grano 1 kg × 1 · Mensual');
    expect(summary).toHaveTextContent('Lo que vieneCafé en grano 1 kg: $10.000 el 04/01/2027.');
  });

  it('a plain visit tells nothing', async () => {
    page('/tienda-demo/userpanel/cards', routes([visa]));
    await screen.findByRole('listitem', { name: 'Visa terminada en 4242' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('cards list', () => {
  it('shows each card with brand, last four digits and its type in Spanish', async () => {
    page('/tienda-demo/userpanel/cards', routes([visa, master]));
    const item = await screen.findByRole('listitem', { name: 'Visa terminada en 4242' });
    expect(item).toHaveTextContent('Visa');
    expect(item).toHaveTextContent('4242');
    expect(item).toHaveTextContent('Crédito');
    expect(
      screen.getByRole('listitem', { name: 'MasterCard terminada en 1111' }),
    ).toHaveTextContent('Débito');
    expect(screen.getByRole('heading', { level: 1, name: 'Mis tarjetas' })).toBeInTheDocument();
  });

  it('uses the title and description of the store content when set', async () => {
    const store = demoStore();
    (store.content.views as Record<string, unknown>).cards = {
      title: 'Tus medios de pago',
      description: 'Tarjetas para tus compras.',
    };
    page('/tienda-demo/userpanel/cards', routes([]), store);
    expect(await screen.findByRole('heading', { name: 'Tus medios de pago' })).toBeInTheDocument();
    expect(screen.getByText('Tarjetas para tus compras.')).toBeInTheDocument();
  });

  it('asks for the list with the user and the store', async () => {
    const { calls } = page('/tienda-demo/userpanel/cards', routes([visa]));
    await screen.findByRole('listitem');
    const list = calls.find((c) => c.path === 'cards/user/u-ana');
    expect(list?.query.get('storeId')).toBe('st-tienda-demo');
  });

  it('offers Delete only for cards whose can-be-deleted check is true', async () => {
    page(
      '/tienda-demo/userpanel/cards',
      routes([visa, master], { 'card-ana-visa': false, 'card-ana-mc': true }),
    );
    const visaItem = await screen.findByRole('listitem', { name: 'Visa terminada en 4242' });
    await waitFor(() =>
      expect(
        screen.getByRole('button', { name: 'Eliminar MasterCard terminada en 1111' }),
      ).toBeInTheDocument(),
    );
    expect(within(visaItem).queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
  });

  it('hides Delete when the check itself fails', async () => {
    page('/tienda-demo/userpanel/cards', {
      'GET cards/user/u-ana': () => ok([visa]),
      'GET cards/card-ana-visa/canBeDeleted': () => fail(500, 'boom'),
    });
    await screen.findByRole('listitem', { name: 'Visa terminada en 4242' });
    expect(screen.queryByRole('button', { name: /Eliminar/ })).not.toBeInTheDocument();
  });

  it('shows the empty text', async () => {
    page('/tienda-demo/userpanel/cards', routes([]));
    expect(await screen.findByText('Aún no tienes tarjetas registradas.')).toBeInTheDocument();
  });

  it('shows an error with a retry that loads again', async () => {
    expectConsoleError('[server-data] load failed');
    let calls = 0;
    page('/tienda-demo/userpanel/cards', {
      'GET cards/user/u-ana': () => (++calls === 1 ? fail(500, 'down') : ok([visa])),
      'GET cards/card-ana-visa/canBeDeleted': () => ok(false),
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('No pudimos cargar tus tarjetas.');
    await userEvent.click(screen.getByRole('button', { name: 'Reintentar' }));
    expect(
      await screen.findByRole('listitem', { name: 'Visa terminada en 4242' }),
    ).toBeInTheDocument();
  });
});

describe('deleting a card', () => {
  it('warns that subscriptions are paused, deletes on confirm, reloads and toasts', async () => {
    const toasts: string[] = [];
    const off = bus.on('toast', (t) => toasts.push(t.title));
    let deleted = false;
    const { calls } = page(
      '/tienda-demo/userpanel/cards',
      routes(
        [master],
        { 'card-ana-mc': true },
        {
          'GET cards/user/u-ana': () => ok(deleted ? [] : [master]),
          'DELETE cards/card-ana-mc': () => {
            deleted = true;
            return ok({ deleted: true });
          },
        },
      ),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Eliminar MasterCard terminada en 1111' }),
    );
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog).toHaveTextContent(
      /^.*Todas las suscripciones que utilizan esta tarjeta serán pausadas/,
    );
    expect(dialog).toHaveTextContent('¿Deseas eliminar la tarjeta terminada en 1111?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Eliminar' }));
    expect(await screen.findByText('Aún no tienes tarjetas registradas.')).toBeInTheDocument();
    expect(calls.some((c) => c.method === 'DELETE' && c.path === 'cards/card-ana-mc')).toBe(true);
    expect(toasts).toEqual(['La tarjeta ha sido eliminada.']);
    off();
  });

  it('cancel keeps the card', async () => {
    const { calls } = page(
      '/tienda-demo/userpanel/cards',
      routes([master], { 'card-ana-mc': true }),
    );
    await userEvent.click(
      await screen.findByRole('button', { name: 'Eliminar MasterCard terminada en 1111' }),
    );
    await userEvent.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Cancelar' }),
    );
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(calls.some((c) => c.method === 'DELETE')).toBe(false);
    expect(
      screen.getByRole('listitem', { name: 'MasterCard terminada en 1111' }),
    ).toBeInTheDocument();
  });
});

describe('adding a card', () => {
  it('starts the inscription with a return URL carrying newCard=true, stores the token and leaves for the provider', async () => {
    const { calls } = page(
      '/tienda-demo/userpanel/cards',
      routes(
        [visa],
        {},
        {
          'POST cards/inscription': () =>
            ok({
              token: 'tok-1',
              redirectUrl: 'http://sandbox.test/sandbox/card-inscription?token=tok-1',
            }),
        },
      ),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar tarjeta' }));
    await waitFor(() =>
      expect(redirectBrowser).toHaveBeenCalledWith(
        'http://sandbox.test/sandbox/card-inscription?token=tok-1',
      ),
    );
    const start = calls.find((c) => c.path === 'cards/inscription');
    expect(start?.body).toEqual({
      storeId: 'st-tienda-demo',
      returnUrl: expect.stringContaining('newCard=true'),
    });
    expect(localStorage.getItem('tbk_token')).toBe('tok-1');
  });

  it('says so when the inscription cannot start', async () => {
    expectConsoleError('[widgets] cards: inscription start failed');
    page(
      '/tienda-demo/userpanel/cards',
      routes([visa], {}, { 'POST cards/inscription': () => fail(500, 'down') }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Agregar tarjeta' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'No pudimos iniciar el registro de tu tarjeta.',
    );
    expect(redirectBrowser).not.toHaveBeenCalled();
  });
});

describe('back from the card provider', () => {
  const newCard = { _id: 'card-new', brand: 'Visa', type: 'Credit', digits: '1111' };

  it('confirms, shows the success dialog with the card, removes token and newCard, reloads', async () => {
    localStorage.setItem('tbk_token', 'tok-1');
    let confirmed = false;
    const { calls } = page(
      '/tienda-demo/userpanel/cards?newCard=true&x=1',
      routes(
        [visa],
        {},
        {
          'GET cards/user/u-ana': () => ok(confirmed ? [visa, newCard] : [visa]),
          'GET cards/card-new/canBeDeleted': () => ok(true),
          'POST cards/inscription/confirm': () => {
            confirmed = true;
            return ok(newCard);
          },
        },
      ),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('heading', { name: 'Tu tarjeta ha sido registrada' }),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      '¡Tu tarjeta ha sido registrada con éxito! Puedes modificarla en tu cuenta.',
    );
    expect(dialog).toHaveTextContent('Visa terminada en 1111');
    expect(dialog).toHaveTextContent('Crédito');
    expect(calls.find((c) => c.path === 'cards/inscription/confirm')?.body).toEqual({
      token: 'tok-1',
      storeId: 'st-tienda-demo',
    });
    expect(localStorage.getItem('tbk_token')).toBeNull();
    await waitFor(() =>
      expect(screen.getByLabelText('URL actual')).toHaveTextContent(
        '/tienda-demo/userpanel/cards?x=1',
      ),
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(
      await screen.findByRole('listitem', { name: 'Visa terminada en 1111' }),
    ).toBeInTheDocument();
    expect(redirectBrowser).not.toHaveBeenCalled();
  });

  it('shows the failure dialog when the confirmation fails, and still removes the token', async () => {
    expectConsoleError('[widgets] cards: inscription confirm failed');
    localStorage.setItem('tbk_token', 'tok-2');
    page(
      '/tienda-demo/userpanel/cards?newCard=true',
      routes(
        [visa],
        {},
        { 'POST cards/inscription/confirm': () => fail(400, 'Inscription failed') },
      ),
    );
    const dialog = await screen.findByRole('dialog');
    expect(
      within(dialog).getByRole('heading', {
        name: 'Lo sentimos, ha ocurrido un error al registrar tu tarjeta',
      }),
    ).toBeInTheDocument();
    expect(dialog).toHaveTextContent(
      'Lamentablemente no se ha podido registrar tu tarjeta. Por favor, vuelve a intentarlo.',
    );
    expect(localStorage.getItem('tbk_token')).toBeNull();
    await waitFor(() =>
      expect(screen.getByLabelText('URL actual')).toHaveTextContent(
        /^\/tienda-demo\/userpanel\/cards$/,
      ),
    );
  });

  it('on closing goes to the stored callback URL', async () => {
    localStorage.setItem('tbk_token', 'tok-1');
    localStorage.setItem('callbackUrl', 'https://comercio.test/gracias');
    page(
      '/tienda-demo/userpanel/cards?newCard=true',
      routes([visa], {}, { 'POST cards/inscription/confirm': () => ok(newCard) }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    expect(redirectBrowser).toHaveBeenCalledWith('https://comercio.test/gracias');
    expect(localStorage.getItem('callbackUrl')).toBeNull();
  });

  it('a card added while hiring a service: on closing, the charges list with hired=true (001 §2)', async () => {
    localStorage.setItem('tbk_token', 'tok-1');
    page(
      '/tienda-demo/userpanel/cards?newCard=true&hired=true',
      routes([visa], {}, { 'POST cards/inscription/confirm': () => ok(newCard) }),
    );
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Aceptar' }));
    await waitFor(() =>
      expect(screen.getByLabelText('URL actual')).toHaveTextContent(
        '/tienda-demo/userpanel/charges?hired=true',
      ),
    );
  });

  it('does nothing without a stored token, or with subscribed=true', async () => {
    const first = page('/tienda-demo/userpanel/cards?newCard=true', routes([visa]));
    await screen.findByRole('listitem');
    expect(first.calls.some((c) => c.path === 'cards/inscription/confirm')).toBe(false);
    first.unmount();

    localStorage.setItem('tbk_token', 'tok-1');
    const second = page(
      '/tienda-demo/userpanel/cards?newCard=true&subscribed=true',
      routes([visa]),
    );
    // The purchase's dialog is open over the list (subscribed=true, issue 39).
    await screen.findByRole('listitem', { hidden: true });
    expect(second.calls.some((c) => c.path === 'cards/inscription/confirm')).toBe(false);
    expect(localStorage.getItem('tbk_token')).toBe('tok-1');
  });
});
