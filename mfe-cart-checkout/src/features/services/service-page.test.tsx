// Component tests of services/{serviceId} (spec 002 §2 Services, §9 79px).
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { fail, ok, renderPage } from '@storefront/state/testing';
import ServicePage from './service-page';
import { service, serviceStore, servicePolicy, TERMS_URL } from './test-support/service-fixtures';
import { expectConsoleError } from '@storefront/config/jest-console';

function render(reply: () => ReturnType<typeof ok>, store = serviceStore()) {
  return renderPage(<ServicePage />, {
    url: '/tienda-demo/services/svc-sv-0001',
    pattern: '/tienda-demo/services/:serviceId',
    store,
    policy: servicePolicy,
    routes: { 'GET services/svc-sv-0001': reply },
  });
}

const pay = () => screen.getByRole('button', { name: 'Pagar' });

describe('services/{serviceId} (002 §2)', () => {
  afterEach(() => jest.restoreAllMocks());

  it("shows name, store, total and 'Pago único'; Pagar waits for the terms, then leads to the checkout", async () => {
    render(() => ok(service()));
    expect(pay()).toBeDisabled(); // "disabled while loading"
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Mantención mensual de jardín' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Ofrecido por Servicios Demo')).toBeInTheDocument();
    expect(screen.getByText('$29.990')).toBeInTheDocument();
    expect(screen.getByText('Pago único')).toBeInTheDocument();
    expect(
      screen.getByText('Corte de pasto, poda y riego, una visita al mes.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'términos y condiciones' })).toHaveAttribute(
      'href',
      TERMS_URL,
    );
    expect(pay()).toBeDisabled();
    await userEvent.click(
      screen.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }),
    );
    expect(pay()).toBeEnabled();
    await userEvent.click(pay());
    expect(screen.getByLabelText('URL actual')).toHaveTextContent(
      '/tienda-demo/services/svc-sv-0001/checkout',
    );
  });

  it('without a terms URL there is no checkbox and Pagar is enabled once loaded', async () => {
    render(() => ok(service()), serviceStore({ termsAndConditionsUrl: undefined } as never));
    await screen.findByRole('heading', { level: 1, name: 'Mantención mensual de jardín' });
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    expect(pay()).toBeEnabled();
  });

  it('a service of several instalments names them instead of "Pago único"', async () => {
    render(() => ok(service({ price: 30000, installments: 3 })));
    expect(await screen.findByText('3 cuotas de $10.000')).toBeInTheDocument();
    expect(screen.queryByText('Pago único')).not.toBeInTheDocument();
  });

  it.each([
    ['an inactive', () => ok(service({ active: false })), null],
    ["another store's", () => ok(service({ storeId: 'st-tienda-demo' })), null],
    // The failed read is logged by the server-data cache.
    ['an unknown', () => fail(404, 'Service not found'), '[server-data] load failed'],
  ])('%s service shows "no existe o no se encuentra activo"', async (_, reply, logged) => {
    if (typeof logged === 'string') expectConsoleError(logged);
    render(reply as () => ReturnType<typeof ok>);
    expect(
      await screen.findByText('El servicio que buscas no existe o no se encuentra activo.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Pagar' })).not.toBeInTheDocument();
  });

  describe('the description (79px)', () => {
    let height = 0;
    beforeEach(() => {
      jest.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockImplementation(() => height);
    });

    it("taller than 79px: 'Leer descripción completa' opens the whole text in a dialog", async () => {
      height = 80;
      const text = 'Una descripción larga. '.repeat(20).trim();
      render(() => ok(service({ description: text })));
      await userEvent.click(
        await screen.findByRole('button', { name: 'Leer descripción completa' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Mantención mensual de jardín' });
      expect(within(dialog).getByText(text)).toBeInTheDocument();
    });

    it('79px or less: no popup', async () => {
      height = 79;
      render(() => ok(service()));
      // Measured in a layout effect: the button would be there in the same commit as the text.
      await screen.findByText('Corte de pasto, poda y riego, una visita al mes.');
      expect(
        screen.queryByRole('button', { name: 'Leer descripción completa' }),
      ).not.toBeInTheDocument();
    });
  });
});
