// Component tests of the checkout (spec 001 §5 Checkout form, Cards and instalments; §8). Data is
// parsed by the SDK's own schemas, so it cannot drift from the API.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aCard, aPolicy, aSubscription, aUser, fail, ok, renderPage, type FakeRoutes } from '@storefront/state/testing';
import { cartStore, cart as cartOf, line } from '../../test-support/cart-fixtures';
import CheckoutPage from './checkout-page';
import { expectConsoleError } from '@storefront/config/jest-console';

const theCart = cartOf([line('td-p-0002', 1, { billingType: 'monthly', singlePrice: 10000, price: 10000 })]);
const user = aUser({
  name: undefined,
  lastName: undefined,
  rut: '11111111-1',
  phone: '912345678',
  phonePrefix: '+56',
  addresses: [{ _id: 'addr-1', street: 'Avenida Providencia', number: '1234', commune: 'Providencia', main: true }],
});
const credit = aCard({ _id: 'card-1', brand: 'Visa', type: 'Credit', digits: '4242' });
const debit = aCard({ _id: 'card-2', brand: 'MasterCard', type: 'Debit', digits: '5454' });

const policy = aPolicy({
  checkoutPolicy: { naturalPersonFields: { address: true, rut: true, phone: true }, companyFields: {} },
  paymentMethodsPolicy: { requireTokenized: false, issuerFees: { maxValue: 6, supportedBillingTypes: ['monthly'] } },
  deliveryCoveragePolicy: { deliverableCommunes: ['Providencia'] },
  subscriptionPolicy: { defaultStatus: 'active', shippingChargeType: 'always' },
});

function render(extra: FakeRoutes = {}, cards = [credit, debit]) {
  return renderPage(<CheckoutPage />, {
    url: '/tienda-demo/checkout',
    pattern: '/tienda-demo/checkout',
    store: cartStore(),
    policy,
    routes: {
      'GET carts/getOrCreate': () => ok(theCart),
      'GET auth/profile': () => ok(user),
      'GET payers/': () => ok({ docs: [], page: 1, pages: 1, total: 0, limit: 100 }),
      'GET cards/user/u-ana': () => ok(cards),
      'GET shippings/getPrice': () => ok({ _id: 'shp-1', id: 'shp-1', price: 2990 }),
      // No subscription of hers pays in instalments yet (the instalment card, 001 §5).
      'GET subscriptions': () => ok({ docs: [], page: 1, pages: 1, totalDocs: 0, limit: 100 }),
      ...extra,
    },
  });
}

const confirm = () => screen.getByRole('button', { name: 'Confirmar' });

describe('checkout (spec 001 §5)', () => {

  it('says why Confirmar cannot buy yet: terms first, then it buys with the chosen card and shipping', async () => {
    const { calls } = render({
      'POST carts/process': () => ok({ subscriptions: [], deliveries: [], transaction: null, cart: { ...theCart, products: [], totalLength: 0 }, newCard: false, subscribed: true }),
    });
    const visa = await screen.findByRole('radio', { name: 'Visa terminada en 4242, Crédito' });
    // The picker chooses the first card in an effect after the cards render.
    await waitFor(() => expect(visa).toBeChecked());
    await waitFor(() => expect(screen.getByRole('region', { name: 'Resumen de la compra' })).toHaveTextContent('$2.990'));
    await userEvent.click(confirm());
    // Validation is asynchronous: the answer comes a moment after the click.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Debes aceptar los términos y condiciones'));
    await userEvent.click(screen.getByRole('checkbox', { name: /Acepto los términos y condiciones/ }));
    await userEvent.click(confirm());
    await waitFor(() => expect(screen.getByLabelText('URL actual')).toHaveTextContent('/tienda-demo/userpanel/subscriptions?subscribed=true'));
    const process = calls.find((c) => c.path === 'carts/process');
    expect(process?.body).toMatchObject({ storeId: 'st-tienda-demo', userId: 'u-ana', cardId: 'card-1', shippingId: 'shp-1', tax: 0.19, gift: false, currency: 'clp' });
    expect(process?.url && process.body).toBeTruthy();
  });

  it('"Debes seleccionar una tarjeta" when the shopper deselects her card', async () => {
    render();
    const visa = await screen.findByRole('radio', { name: /Visa/ });
    await waitFor(() => expect(visa).toBeChecked());
    await userEvent.click(visa);
    await userEvent.click(screen.getByRole('checkbox', { name: /Acepto/ }));
    await userEvent.click(confirm());
    // Validation is asynchronous: the answer comes a moment after the click.
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Debes seleccionar una tarjeta'));
  });

  it('instalments for a Credit card only: Sin cuotas, 3 and 6 (maxValue 6), sent as issuerFees', async () => {
    expectConsoleError('[mfe-cart-checkout] checkout: process failed');
    const { calls } = render({ 'POST carts/process': () => fail(402, 'Payment declined') });
    await waitFor(() => expect(screen.getByRole('radio', { name: /Visa/ })).toBeChecked());
    const instalments = screen.getByLabelText('Cuotas');
    expect(within(instalments).getAllByRole('option').map((o) => o.textContent)).toEqual(['Sin cuotas', '3 cuotas', '6 cuotas']);
    await userEvent.click(screen.getByRole('radio', { name: /MasterCard/ }));
    expect(screen.queryByLabelText('Cuotas')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /Visa/ }));
    await userEvent.selectOptions(screen.getByLabelText('Cuotas'), '3');
    await userEvent.click(screen.getByRole('checkbox', { name: /Acepto/ }));
    await waitFor(() => expect(screen.getByRole('region', { name: 'Resumen de la compra' })).toHaveTextContent('$2.990'));
    await userEvent.click(confirm());
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Lamentablemente, la transacción ha fracasado');
    expect(dialog).toHaveTextContent('Por favor, vuelve a intentarlo más tarde.');
    expect(calls.find((c) => c.path === 'carts/process')?.body).toMatchObject({
      paymentMethods: [{ name: 'Webpay Oneclick', priority: 1, options: { issuerFees: 3 } }],
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Entendido' }));
    expect(screen.getByLabelText('URL actual')).toHaveTextContent('/tienda-demo/checkout');
  });

  it('"Only one credit card may be registered for instalments": another credit card gets the note, not the selector', async () => {
    expectConsoleError('[mfe-cart-checkout] checkout: process failed');
    const master = aCard({
      _id: 'card-3',
      brand: 'MasterCard',
      type: 'Credit',
      digits: '5100',
    });
    const withInstalments = aSubscription({
      _id: 'sub-1',
      status: 'active',
      type: 'recurring',
      cardId: 'card-1',
      price: 10000,
      payday: '2030-01-01T00:00:00.000Z',
      billingFrequency: 30,
      products: [],
      paymentMethods: [{ name: 'Webpay Oneclick', priority: 1, options: { issuerFees: 6 } }],
    });
    const { calls } = render(
      {
        'GET subscriptions': () =>
          ok({ docs: [withInstalments], page: 1, pages: 1, totalDocs: 1, limit: 100 }),
        'POST carts/process': () => fail(402, 'Payment declined'),
      },
      [credit, master],
    );
    await waitFor(() => expect(screen.getByRole('radio', { name: /Visa/ })).toBeChecked());
    // The subscriptions are asked for by an effect once a card is chosen.
    await waitFor(() => expect(calls.some((c) => c.path === 'subscriptions')).toBe(true));
    const statuses = calls.find((c) => c.path === 'subscriptions')?.query.get('statuses');
    expect(statuses?.split(',')).toEqual(expect.arrayContaining(['active', 'paused']));
    expect(statuses).not.toContain('canceled');
    expect(screen.getByLabelText('Cuotas')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('radio', { name: /MasterCard/ }));
    // The note needs their answer: wait for it, then the instalments are gone in the same render.
    expect(
      await screen.findByText(
        'Solo una tarjeta de crédito puede tener cuotas, y ya las tienes con tu tarjeta terminada en 4242. Elige esa tarjeta para pagar en cuotas.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Cuotas')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('checkbox', { name: /Acepto/ }));
    await waitFor(() =>
      expect(screen.getByRole('region', { name: 'Resumen de la compra' })).toHaveTextContent(
        '$2.990',
      ),
    );
    await userEvent.click(confirm());
    await screen.findByRole('dialog');
    const body = calls.find((c) => c.path === 'carts/process')?.body as Record<string, unknown>;
    expect(body).toMatchObject({ cardId: 'card-3' });
    expect(body.paymentMethods).toBeUndefined(); // 'Sin cuotas'
  });

  it('an empty cart goes to the store root', async () => {
    render({ 'GET carts/getOrCreate': () => ok({ ...theCart, products: [], totalLength: 0 }) });
    await waitFor(() => expect(screen.getByLabelText('URL actual')).toHaveTextContent(/^\/tienda-demo$/));
  });
});
