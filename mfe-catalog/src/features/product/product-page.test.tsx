import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { bus } from '@storefront/bus';
import { expectConsoleWarn } from '@storefront/config/jest-console';
import { firstBasePayday, todayIso } from '@storefront/domain';
import {
  demoStore,
  fail,
  holidaysRoutes,
  ok,
  renderPage,
  type FakeRoutes,
} from '@storefront/state/testing';
import { ProductPage } from './product-page';
import { baseProduct, cartLine, emptyCart, fruitBox } from '../../test-support/product-fixtures';

const URL = '/tienda-demo/products/';
const PATTERN = '/tienda-demo/products/:productId';

function open(
  value: string,
  product: unknown,
  extra: FakeRoutes = {},
  options: { policy?: Record<string, unknown>; store?: ReturnType<typeof demoStore> } = {},
) {
  return renderPage(<ProductPage />, {
    url: URL + value,
    pattern: PATTERN,
    policy: options.policy,
    store: options.store,
    routes: {
      [`GET catalog/products/skuOrId/${value}`]: () =>
        product ? ok(product) : fail(404, 'Product not found'),
      'GET carts/getOrCreate': () => ok(emptyCart()),
      // The holidays service answers no holiday unless a test says otherwise.
      ...holidaysRoutes(),
      ...extra,
    },
  });
}

/** Every route of `routes` answering `reply` (a service that is down). */
const mapRoutes = (routes: FakeRoutes, reply: FakeRoutes[string]): FakeRoutes =>
  Object.fromEntries(Object.keys(routes).map((key) => [key, reply]));

const addButton = () => screen.getByRole('button', { name: 'Agregar al carrito' });

/** The next day of the week `weekday` (0 Sunday … 6 Saturday, UTC) at least a week ahead. */
function dayAhead(weekday: number): string {
  const day = new Date(Date.now() + 7 * 86_400_000);
  while (day.getUTCDay() !== weekday) day.setUTCDate(day.getUTCDate() + 1);
  return day.toISOString().slice(0, 10);
}

describe('ProductPage', () => {
  it('while the product loads, the page shows a skeleton of its layout, announced as loading', async () => {
    open('TD-0001', fruitBox());
    const loading = screen.getByRole('status', { name: 'Cargando' });
    expect(loading.querySelector('[aria-hidden="true"]')).not.toBeNull();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Caja de frutas de temporada' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Cargando' })).not.toBeInTheDocument();
  });

  it('shows the product: title, description, description list, named metadata, frequencies with truthy prices', async () => {
    const { calls } = open('TD-0001', fruitBox());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Caja de frutas de temporada' }),
    ).toBeInTheDocument();
    expect(calls[0]!.query.get('storeId')).toBe('st-tienda-demo');
    expect(
      screen.getByText('Una caja con las mejores frutas de la temporada.'),
    ).toBeInTheDocument();
    expect(screen.getByText('5 kg')).toBeInTheDocument();
    const details = screen.getByLabelText('Detalles del producto');
    expect(within(details).getByText('Presentacion')).toBeInTheDocument();
    expect(within(details).getByText('Caja de 5 kg')).toBeInTheDocument();
    expect(within(details).getByText('MISB')).toBeInTheDocument();
    expect(within(details).queryByText('Otro')).not.toBeInTheDocument();
    const frequency = screen.getByRole('radiogroup', { name: 'Frecuencia' });
    expect(
      within(frequency)
        .getAllByRole('radio')
        .map((r) => r.closest('label')!.textContent),
    ).toEqual(['Semanal$4.490', 'Quincenal$8.490', 'Mensual$15.990']);
    expect(screen.getByRole('link', { name: 'Cerrar' })).toHaveAttribute('href', '/tienda-demo');
  });

  it.each([
    ['unknown', null],
    ['of another store', baseProduct({ storeId: 'st-otra' })],
    ['inactive', baseProduct({ active: false })],
    ['hidden', baseProduct({ hidden: true })],
    ['out of stock (0)', baseProduct({ stock: 0 })],
  ])('shows the not-found page for a product %s', async (_, product) => {
    open('td-p-9999', product);
    expect(
      await screen.findByRole('heading', { name: 'Producto no encontrado' }),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Agregar al carrito' })).not.toBeInTheDocument();
  });

  it('trying to add with nothing chosen shows the label and frequency texts; nested pickers then add with the chosen values', async () => {
    const user = userEvent.setup();
    const events: unknown[] = [];
    const offCart = bus.on('cart:changed', (e) => events.push(e));
    const tracked: unknown[] = [];
    const offTrack = bus.on('analytics', (e) => tracked.push(e));
    const { calls } = open('td-p-0001', fruitBox(), {
      'POST carts/addProduct': () =>
        ok({ cart: emptyCart([cartLine('td-p-0001', 1)]), removed: false }),
    });
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByText('Debes especificar el tipo de producto')).not.toBeInTheDocument();
    await user.click(addButton());
    expect(screen.getByText('Debes especificar el tipo de producto')).toBeInTheDocument();
    expect(screen.getByText('Debes seleccionar una frecuencia')).toBeInTheDocument();
    expect(calls.some((c) => c.path === 'carts/addProduct')).toBe(false);
    expect(tracked).toContainEqual(expect.objectContaining({ event: 'Ecommerce_Button_Clicked' }));

    const size = screen.getByRole('radiogroup', { name: 'Elige el tamaño de tu caja' });
    expect(
      screen.queryByRole('radiogroup', { name: 'Elige el contenido' }),
    ).not.toBeInTheDocument();
    await user.click(within(size).getByRole('radio', { name: 'Grande' }));
    const content = screen.getByRole('radiogroup', { name: 'Elige el contenido' });
    await user.click(within(content).getByRole('radio', { name: 'Frutas y verduras' }));
    expect(screen.queryByText('Debes especificar el tipo de producto')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Mensual/ }));
    expect(screen.getByTestId('product-total')).toHaveTextContent('$15.990');
    await user.click(screen.getByRole('button', { name: 'Aumentar cantidad' }));
    expect(screen.getByTestId('product-total')).toHaveTextContent('$31.980');

    await user.click(addButton());
    expect(await screen.findByText('Producto agregado al carrito')).toBeInTheDocument();
    expect(
      screen.getByText('Producto agregado al carrito').closest('[role="status"]'),
    ).not.toBeNull();
    const add = calls.find((c) => c.path === 'carts/addProduct')!;
    expect(add.body).toMatchObject({
      storeId: 'st-tienda-demo',
      userId: 'u-ana',
      guestId: expect.any(String),
      product: {
        productId: 'td-p-0001',
        quantity: 2,
        billingType: 'monthly',
        labels: ['Grande', 'Frutas y verduras'],
      },
    });
    expect(events).toEqual([{ totalLength: 1 }]);
    // The answered cart is now the last-seen cart (the landing's ?action=subscribe baseline).
    expect(JSON.parse(sessionStorage.getItem('cartSnapshot') ?? 'null')).toMatchObject({
      storeId: 'st-tienda-demo',
      products: [{ productId: 'td-p-0001', quantity: 1 }],
    });
    offCart();
    offTrack();
  });

  it('quantity: minus disabled at 1, plus stops at the stock minus what the cart holds', async () => {
    const user = userEvent.setup();
    open('td-p-0007', baseProduct({ _id: 'td-p-0007', stock: 3, prices: { single: 14990 } }), {
      'GET carts/getOrCreate': () => ok(emptyCart([cartLine('td-p-0007', 1)])),
    });
    await screen.findByRole('heading', { level: 1 });
    const quantity = screen.getByRole('group', { name: 'Cantidad' });
    expect(within(quantity).getByRole('button', { name: 'Disminuir cantidad' })).toBeDisabled();
    const plus = within(quantity).getByRole('button', { name: 'Aumentar cantidad' });
    await waitFor(() => expect(plus).toBeEnabled());
    await user.click(plus);
    expect(quantity).toHaveTextContent('2');
    expect(plus).toBeDisabled();
    expect(within(quantity).getByRole('button', { name: 'Disminuir cantidad' })).toBeEnabled();
    // The single frequency is the only one: it starts chosen.
    expect(screen.getByRole('radio', { name: /Compra única/ })).toBeChecked();
  });

  it('a server "Insufficient stock" reads as the quantity text', async () => {
    const user = userEvent.setup();
    open('td-p-0007', baseProduct({ stock: 3, prices: { single: 14990 } }), {
      'POST carts/addProduct': () => fail(400, 'Insufficient stock'),
    });
    await screen.findByRole('heading', { level: 1 });
    await user.click(addButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'La cantidad seleccionada no es válida o el producto no tiene stock suficiente',
    );
  });

  it('expirable: the number of periods is required for a non-single frequency; one option is preselected', async () => {
    const user = userEvent.setup();
    const product = baseProduct({ expirable: true, prices: { monthly: 19990, quarterly: 54990 } });
    const first = open('td-p-0006', product);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByLabelText('Número de periodos')).not.toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /Mensual/ }));
    const cycles = screen.getByLabelText('Número de periodos');
    expect(within(cycles).getAllByRole('option')).toHaveLength(25); // "Selecciona" + 1..24
    await user.click(addButton());
    expect(screen.getByText('Debes seleccionar el número de periodos')).toBeInTheDocument();
    await user.selectOptions(cycles, '6');
    expect(screen.queryByText('Debes seleccionar el número de periodos')).not.toBeInTheDocument();
    first.unmount();

    open(
      'td-p-0006',
      product,
      {},
      { policy: { subscriptionPolicy: { minimumCycles: 3, maximumCycles: 3 } } },
    );
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('radio', { name: /Trimestral/ }));
    expect(screen.getByLabelText('Número de periodos')).toHaveValue('3');
  });

  it('user-defined price: dots as thousands, empty asks for an amount, never below the listed price, and the amount is sent', async () => {
    const user = userEvent.setup();
    const { calls } = open(
      'td-p-0005',
      baseProduct({ priceDefinedByUser: true, quantifiable: false, prices: { monthly: 10000 } }),
      { 'POST carts/addProduct': () => ok({ cart: emptyCart(), removed: false }) },
    );
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByRole('group', { name: 'Cantidad' })).not.toBeInTheDocument();
    await user.click(addButton());
    expect(screen.getByText('Debes ingresar un monto')).toBeInTheDocument();
    const amount = screen.getByLabelText('Monto');
    // The provider's floor (API.md "Prices"): the listed price for the frequency.
    await user.type(amount, '9999');
    expect(amount).toHaveValue('9.999');
    expect(screen.getByText('El monto mínimo es $10.000')).toBeInTheDocument();
    await user.click(addButton());
    expect(calls.some((c) => c.path === 'carts/addProduct')).toBe(false);
    await user.clear(amount);
    await user.type(amount, '12a345');
    expect(amount).toHaveValue('12.345');
    expect(screen.getByTestId('product-total')).toHaveTextContent('$12.345');
    await user.click(addButton());
    await screen.findByText('Producto agregado al carrito');
    expect(calls.find((c) => c.path === 'carts/addProduct')!.body).toMatchObject({
      product: { price: 12345, quantity: 1, billingType: 'monthly' },
    });
  });

  it('base payday only when the policy allows it: a weekend and a past date are refused', async () => {
    const user = userEvent.setup();
    const product = baseProduct({ prices: { monthly: 5990 } });
    const first = open('td-p-0004', product);
    await screen.findByRole('heading', { level: 1 });
    expect(screen.queryByLabelText('Fecha de pago')).not.toBeInTheDocument();
    first.unmount();

    // It types days of 2000 and 2099: their years' holidays are asked too (none).
    open('td-p-0004', product, holidaysRoutes([], [2000, 2099]), {
      policy: { subscriptionPolicy: { allowBasePayday: true } },
    });
    await screen.findByRole('heading', { level: 1 });
    const payday = screen.getByLabelText<HTMLInputElement>('Fecha de pago');
    // Issue 39: it starts on a working day from today, and says which days it takes.
    expect(payday.value).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(payday.value >= new Date().toISOString().slice(0, 10)).toBe(true);
    expect([0, 6]).not.toContain(new Date(`${payday.value}T00:00:00Z`).getUTCDay());
    expect(payday).toHaveAccessibleDescription(
      'Elige un día hábil desde hoy: no se aceptan fines de semana ni feriados.',
    );
    await user.clear(payday);
    await user.click(addButton());
    expect(screen.getByText('Ingresa una fecha')).toBeInTheDocument();
    await user.type(payday, '2000-01-03');
    expect(screen.getByText('La fecha debe ser hoy o posterior')).toBeInTheDocument();
    await user.clear(payday);
    await user.type(payday, dayAhead(6)); // a Saturday within the year a base payday may be
    expect(screen.getByText('La fecha no puede ser un fin de semana')).toBeInTheDocument();
    await user.clear(payday);
    await user.type(payday, '2099-12-08'); // more than a year ahead (API.md "Prices")
    expect(screen.getByText('La fecha no es válida')).toBeInTheDocument();
  });

  it('base payday is asked for a single purchase too, from the start (only the policy decides)', async () => {
    const user = userEvent.setup();
    const product = baseProduct({ prices: { single: 14990, monthly: 12990 } });
    open('td-p-0007', product, {}, { policy: { subscriptionPolicy: { allowBasePayday: true } } });
    await screen.findByRole('heading', { level: 1 });
    const payday = screen.getByLabelText<HTMLInputElement>('Fecha de pago');
    await user.click(screen.getByRole('radio', { name: /Compra única/ }));
    await user.clear(payday);
    await user.click(addButton());
    expect(screen.getByText('Ingresa una fecha')).toBeInTheDocument();
  });

  it('base payday: a default on a holiday moves past it once the holidays arrive (issue 39)', async () => {
    const product = baseProduct({ prices: { monthly: 5990 } });
    const policy = { subscriptionPolicy: { allowBasePayday: true } };
    const today = todayIso();
    const plain = firstBasePayday({ today, deliverable: true });
    const holidays = [plain];
    open('td-p-0004', product, holidaysRoutes(holidays), { policy });
    await screen.findByRole('heading', { level: 1 });
    const next = firstBasePayday({ today, deliverable: true, holidays });
    expect(next).not.toBe(plain);
    await waitFor(() =>
      expect(screen.getByLabelText<HTMLInputElement>('Fecha de pago').value).toBe(next),
    );
    expect(screen.queryByText(/^La fecha /)).not.toBeInTheDocument();
  });

  it('base payday: a holiday from the holidays lookup is refused; a failed lookup is silent', async () => {
    const user = userEvent.setup();
    const product = baseProduct({ prices: { monthly: 5990 } });
    const policy = { subscriptionPolicy: { allowBasePayday: true } };
    const tuesday = dayAhead(2);
    const first = open('td-p-0004', product, holidaysRoutes([tuesday]), { policy });
    await screen.findByRole('heading', { level: 1 });
    await user.clear(screen.getByLabelText('Fecha de pago'));
    await user.type(screen.getByLabelText('Fecha de pago'), tuesday);
    expect(await screen.findByText('La fecha no puede ser un feriado')).toBeInTheDocument();
    // The holidays service of 001 §7 at its configured URL, not the provider API.
    expect(first.calls.map((c) => c.url.href)).toContain(
      `http://localhost:4000/sandbox/holidays/api/v3/PublicHolidays/${tuesday.slice(0, 4)}/CL`,
    );
    first.unmount();

    // Down: silent for the shopper, logged for the operator.
    expectConsoleWarn(/\[holidays\] the \d{4} holidays could not be read/);
    const down = () => ({ status: 503, json: { message: 'down' } });
    open('td-p-0004', product, mapRoutes(holidaysRoutes([], [Number(tuesday.slice(0, 4))]), down), {
      policy,
    });
    await screen.findByRole('heading', { level: 1 });
    await user.clear(screen.getByLabelText('Fecha de pago'));
    await user.type(screen.getByLabelText('Fecha de pago'), tuesday);
    await waitFor(() => expect(screen.queryByText(/^La fecha /)).not.toBeInTheDocument());
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('a promotion lowers the shown price (clp truncated) and the list price is struck through', async () => {
    const user = userEvent.setup();
    open(
      'td-p-0003',
      baseProduct({
        prices: { weekly: 1990, monthly: 6990 },
        promotions: [
          {
            name: 'Primer mes con 20% de descuento',
            discount: { type: 'percentage', value: 20 },
            priceFrequency: 'monthly',
            priority: 1,
          },
        ],
      }),
    );
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('radio', { name: /Mensual/ }));
    expect(screen.getByTestId('product-total')).toHaveTextContent('$5.592');
    expect(screen.getByLabelText('Antes $6.990')).toBeInTheDocument();
    expect(screen.getByText('Primer mes con 20% de descuento')).toBeInTheDocument();
  });

  it('quantity discounts: the entry for quantity n sits at index n-2, beyond the list the last one applies', async () => {
    const user = userEvent.setup();
    open(
      'td-p-0002',
      baseProduct({ prices: { monthly: 10000, bimonthly: 19000 }, quantityDiscounts: [0.05, 0.1] }),
    );
    await screen.findByRole('heading', { level: 1 });
    await user.click(screen.getByRole('radio', { name: /Mensual/ }));
    const plus = screen.getByRole('button', { name: 'Aumentar cantidad' });
    expect(screen.getByTestId('product-total')).toHaveTextContent('$10.000');
    await user.click(plus);
    expect(screen.getByTestId('product-total')).toHaveTextContent('$19.000'); // 2 x 10.000 x 0,95
    await user.click(plus);
    expect(screen.getByTestId('product-total')).toHaveTextContent('$27.000'); // 3 x 10.000 x 0,90
    await user.click(plus);
    expect(screen.getByTestId('product-total')).toHaveTextContent('$36.000'); // 4 x 10.000 x 0,90
    expect(screen.getByLabelText('Antes $40.000')).toBeInTheDocument();
  });
});

describe('ProductPage: what the cart already holds (stock 3: quantity at most the stock minus the cart)', () => {
  const product = baseProduct({ _id: 'td-p-0007', stock: 3, prices: { single: 14990 } });
  const plus = () =>
    within(screen.getByRole('group', { name: 'Cantidad' })).getByRole('button', {
      name: 'Aumentar cantidad',
    });

  it('after an add the cart is read again, so the limit counts what was just added', async () => {
    const user = userEvent.setup();
    let held = 0;
    open('td-p-0007', product, {
      'GET carts/getOrCreate': () => ok(emptyCart(held ? [cartLine('td-p-0007', held)] : [])),
      'POST carts/addProduct': () => {
        held = 2;
        return ok({ cart: emptyCart([cartLine('td-p-0007', 2)]), removed: false });
      },
    });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(plus()).toBeEnabled());
    await user.click(addButton());
    expect(await screen.findByText('Producto agregado al carrito')).toBeInTheDocument();
    await waitFor(() => expect(plus()).toBeDisabled()); // 3 - 2 = 1 left
  });

  it('coming back to the product reads the cart again (the cart page may have changed it)', async () => {
    const user = userEvent.setup();
    let held = 1;
    // The product page leaves and comes back within one visit (the page's data cache survives).
    function Revisit() {
      const [shown, setShown] = useState(true);
      return (
        <>
          {shown ? <ProductPage /> : null}
          <button onClick={() => setShown((now) => !now)}>Ir y volver</button>
        </>
      );
    }
    renderPage(<Revisit />, {
      url: URL + 'td-p-0007',
      pattern: PATTERN,
      routes: {
        'GET catalog/products/skuOrId/td-p-0007': () => ok(product),
        'GET carts/getOrCreate': () => ok(emptyCart(held ? [cartLine('td-p-0007', held)] : [])),
      },
    });
    await screen.findByRole('heading', { level: 1 });
    await waitFor(() => expect(plus()).toBeEnabled());
    await user.click(plus());
    expect(plus()).toBeDisabled(); // 2 = 3 - 1
    await user.click(screen.getByRole('button', { name: 'Ir y volver' }));
    held = 0; // the shopper emptied the cart on the cart page
    await user.click(screen.getByRole('button', { name: 'Ir y volver' }));
    await screen.findByRole('heading', { level: 1 });
    await user.click(plus());
    await waitFor(() => expect(plus()).toBeEnabled()); // 2 of 3: one more fits now
  });
});
