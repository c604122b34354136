// Component tests of services/{serviceId}/checkout (spec 002 §4 Service hiring, §5 Service
// checkout, §8 failure popup, §9 price per instalment). Data typed by the SDK's schemas.
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Card } from '@storefront/sdk';
import { fail, ok, renderPage, type FakeRoutes } from '@storefront/state/testing';
import { browserLocation } from '@storefront/widgets/cards';
import { pageReload } from './page-reload';
import ServiceCheckoutPage from './service-checkout-page';
import {
  anaProfile,
  hired,
  service,
  servicePolicy,
  serviceStore,
  visa,
} from './test-support/service-fixtures';
import { expectConsoleError } from '@storefront/config/jest-console';

function render(extra: FakeRoutes = {}, cards: Card[] = [visa], theService = service()) {
  return renderPage(<ServiceCheckoutPage />, {
    url: '/tienda-demo/services/svc-sv-0001/checkout',
    pattern: '/tienda-demo/services/:serviceId/checkout',
    store: serviceStore(),
    policy: servicePolicy,
    routes: {
      'GET services/svc-sv-0001': () => ok(theService),
      'GET auth/profile': () => ok(anaProfile),
      'GET cards/user/u-ana': () => ok(cards),
      ...extra,
    },
  });
}

/** The bottom buttons show 500 ms after the cards load (002 §9). */
const confirm = () => screen.findByRole('button', { name: 'Confirmar' });
const url = () => screen.getByLabelText('URL actual');

describe('services/{serviceId}/checkout (002 §4, §5)', () => {
  beforeEach(() => {
    localStorage.clear();
  });
  afterEach(() => jest.restoreAllMocks());

  it('shows the summary: service, price per instalment = price / installments, total', async () => {
    render({}, [visa], service({ price: 30000, installments: 3 }));
    const summary = await screen.findByRole('region', { name: 'Resumen' });
    expect(summary).toHaveTextContent('Mantención mensual de jardín');
    expect(within(summary).getByText('Valor cuota').nextSibling).toHaveTextContent('$10.000');
    expect(within(summary).getByText('Total').nextSibling).toHaveTextContent('$30.000');
    expect(within(summary).getByText('Cuotas').nextSibling).toHaveTextContent('3');
  });

  it('the bottom buttons appear 500 ms after the cards load (002 §9)', async () => {
    jest.useFakeTimers();
    try {
      render();
      await screen.findByRole('radio', { name: /Visa/ });
      expect(screen.queryByRole('button', { name: 'Confirmar' })).not.toBeInTheDocument();
      act(() => jest.advanceTimersByTime(500));
      expect(screen.getByRole('button', { name: 'Confirmar' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Volver' })).toHaveAttribute(
        'href',
        '/tienda-demo/services/svc-sv-0001',
      );
    } finally {
      jest.useRealTimers();
    }
  });

  it('hires with the chosen card, one Idempotency-Key per attempt, and goes to charges with hired=true&charged=true', async () => {
    const { calls } = render({
      'POST charges/createFromService': () => ok(hired({ status: 'completed' })),
    });
    await waitFor(() =>
      expect(screen.getByRole('radio', { name: 'Visa terminada en 4242, Crédito' })).toBeChecked(),
    );
    await userEvent.click(await confirm());
    await waitFor(() =>
      expect(url()).toHaveTextContent('/tienda-demo/userpanel/charges?hired=true&charged=true'),
    );
    const hires = calls.filter((c) => c.path === 'charges/createFromService');
    expect(hires).toHaveLength(1);
    expect(hires[0]!.body).toEqual({ serviceId: 'svc-sv-0001', userId: 'u-ana', cardId: 'card-1' });
    expect(hires[0]!.headers['Idempotency-Key']).toMatch(/^[0-9a-f-]{36}$/);
    // Ana's data was already saved: nothing to patch.
    expect(calls.some((c) => c.method === 'PUT' && c.path === 'auth/')).toBe(false);
  });

  it('a first charge that did not complete adds charged=false (002 §4)', async () => {
    render({ 'POST charges/createFromService': () => ok(hired({ status: 'failed' })) });
    await waitFor(() => expect(screen.getByRole('radio', { name: /Visa/ })).toBeChecked());
    await userEvent.click(await confirm());
    await waitFor(() =>
      expect(url()).toHaveTextContent('/tienda-demo/userpanel/charges?hired=true&charged=false'),
    );
  });

  it('"La información de usuario es obligatoria" until the data is valid; the changed data is saved before the hire', async () => {
    const { calls } = render({
      'PUT auth/': (call) => ok({ ...anaProfile, ...(call.body as object) }),
      'POST charges/createFromService': () => ok(hired({ status: 'completed' })),
    });
    const name = await screen.findByRole('textbox', { name: 'Nombre' });
    await userEvent.clear(name);
    await userEvent.click(await confirm());
    expect(screen.getByRole('alert')).toHaveTextContent('La información de usuario es obligatoria');
    expect(screen.getByText('El nombre no puede quedar vacío')).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'charges/createFromService')).toBe(false);
    await userEvent.type(name, 'Ana María');
    await userEvent.click(screen.getByRole('button', { name: 'Confirmar' }));
    await waitFor(() =>
      expect(url()).toHaveTextContent('/tienda-demo/userpanel/charges?hired=true&charged=true'),
    );
    const save = calls.find((c) => c.method === 'PUT' && c.path === 'auth/');
    expect(save?.body).toEqual({ name: 'Ana María' });
    expect(calls.indexOf(save!)).toBeLessThan(
      calls.findIndex((c) => c.path === 'charges/createFromService'),
    );
  });

  it('"Debes seleccionar una tarjeta" when the shopper has cards and none is chosen', async () => {
    const { calls } = render();
    const card = await screen.findByRole('radio', { name: /Visa/ });
    await waitFor(() => expect(card).toBeChecked());
    await userEvent.click(card); // the deselect gesture (no tokenized card required)
    await userEvent.click(await confirm());
    expect(screen.getByRole('alert')).toHaveTextContent('Debes seleccionar una tarjeta');
    expect(calls.some((c) => c.path === 'charges/createFromService')).toBe(false);
  });

  it('without cards: hires without a card, then registers one coming back to the cards panel with hired=true', async () => {
    const assign = jest.spyOn(browserLocation, 'assign').mockImplementation(() => undefined);
    const { calls } = render(
      {
        'POST charges/createFromService': () => ok(hired(null)),
        'POST cards/inscription': () =>
          ok({ token: 'tbk-1', redirectUrl: 'https://provider.example/inscribir?token=tbk-1' }),
      },
      [],
    );
    expect(await screen.findByText('Aún no tienes tarjetas registradas.')).toBeInTheDocument();
    await userEvent.click(await confirm());
    await waitFor(() =>
      expect(assign).toHaveBeenCalledWith('https://provider.example/inscribir?token=tbk-1'),
    );
    expect(calls.find((c) => c.path === 'charges/createFromService')?.body).toEqual({
      serviceId: 'svc-sv-0001',
      userId: 'u-ana',
    });
    const returnUrl = new URL(
      (calls.find((c) => c.path === 'cards/inscription')?.body as { returnUrl: string }).returnUrl,
    );
    expect(returnUrl.pathname).toBe('/tienda-demo/userpanel/cards');
    expect(Object.fromEntries(returnUrl.searchParams)).toEqual({ newCard: 'true', hired: 'true' });
    expect(localStorage.getItem('tbk_token')).toBe('tbk-1');
    // The cards panel's result dialog then follows the stored callback to the charges list, which
    // tells about the charge it made (issue 39).
    expect(localStorage.getItem('callbackUrl')).toBe(
      '/tienda-demo/userpanel/charges?hired=true&hiredCharge=ch-new',
    );
  });

  it('a failed hire shows the popup and reloads the page when it is closed (002 §4, §8)', async () => {
    expectConsoleError('[mfe-cart-checkout] service: hire failed');
    const reload = jest.spyOn(pageReload, 'reload').mockImplementation(() => undefined);
    render({ 'POST charges/createFromService': () => fail(500, 'Internal error') });
    await waitFor(() => expect(screen.getByRole('radio', { name: /Visa/ })).toBeChecked());
    await userEvent.click(await confirm());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(
      'Lamentablemente, la contratación del servicio ha fracasado. Por favor, vuelve a intentarlo más tarde.',
    );
    expect(reload).not.toHaveBeenCalled();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    expect(reload).toHaveBeenCalledTimes(1);
    expect(url()).toHaveTextContent('/tienda-demo/services/svc-sv-0001/checkout');
  });

  it('an inactive service shows the not-found screen', async () => {
    render({}, [visa], service({ active: false }));
    expect(
      await screen.findByText('El servicio que buscas no existe o no se encuentra activo.'),
    ).toBeInTheDocument();
  });
});
