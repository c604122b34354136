import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectConsoleError } from '@storefront/config/jest-console';
import { aSubscriptionProduct, demoStore, fail, ok } from '@storefront/state/testing';
import type { PriceConsent } from '@storefront/sdk/purchases';
import {
  catalogProduct,
  coffee,
  renderEdit,
  strawberries,
  subscription,
  tiendaPolicy,
} from './edit-test-kit';

const url = () => screen.getByRole('status', { hidden: true, name: 'URL actual' }).textContent;
const patchOf = (calls: { method: string; path: string; body: unknown }[]) =>
  calls.find((call) => call.method === 'PATCH')?.body as Record<string, unknown> | undefined;
const summaryValue = (label: string) =>
  within(screen.getByRole('region', { name: 'Resumen' })).getByText(label, { selector: 'dt' })
    .nextElementSibling?.textContent;

async function ready() {
  expect(
    await screen.findByRole('heading', { level: 1, name: 'Post suscripción' }),
  ).toBeInTheDocument();
  // The card panel has chosen the subscription's card and the shipping quote has come.
  await screen.findByRole('radio', { name: /4242/ });
  await waitFor(() => expect(summaryValue('Despacho')).toBe('$2.990'));
}

/**
 * Confirmar, then "Guardar cambios" in the update confirmation. Each change of the products or the
 * address asks for a new shipping quote, and until it comes Confirmar answers 'Espera a que cargue
 * el despacho' (001 §5) instead of opening the confirmation: a busy machine was still quoting when
 * the click came. So the click waits for the panel to show the quote of what is on screen.
 */
async function confirmAndSave(user: ReturnType<typeof userEvent.setup>) {
  await screen.findByText(/^Despacho: \$/);
  await user.click(screen.getByRole('button', { name: 'Confirmar' }));
  const confirm = await screen.findByRole('alertdialog', { name: '¿Guardar los cambios?' });
  await user.click(within(confirm).getByRole('button', { name: 'Guardar cambios' }));
}

describe('postsubscription/{id} (spec 001 §2 "Subscription edit")', () => {
  it('a service store goes to userpanel/charges', async () => {
    renderEdit(subscription(), { store: demoStore({ serviceType: 'service' }) });
    await waitFor(() => expect(url()).toBe('/tienda-demo/userpanel/charges'));
  });

  it("an unknown or another shopper's subscription: 'Suscripción no encontrada' (001 §8)", async () => {
    expectConsoleError('[server-data] load failed'); // the provider's 404, shown as not found
    renderEdit(subscription(), {
      routes: { 'GET subscription/sub-1': () => fail(404, 'Subscription not found') },
    });
    expect(
      await screen.findByRole('heading', { name: 'Suscripción no encontrada' }),
    ).toBeInTheDocument();
  });

  it('changes a quantity with the product form in edit mode and saves after the update confirmation → userpanel/subscriptions?updated=true', async () => {
    const user = userEvent.setup();
    const { calls } = renderEdit(subscription());
    await ready();
    await user.click(screen.getByRole('button', { name: 'Modificar Frutillas orgánicas 1 kg' }));
    const dialog = await screen.findByRole('dialog', { name: 'Modificar producto' });
    // Edit mode: only the subscription's frequency is offered.
    expect(within(dialog).queryByRole('radio', { name: /Semanal/ })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /Aumentar/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Aplicar cambios' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Modificar producto' })).not.toBeInTheDocument(),
    );
    expect(summaryValue('Productos')).toBe('$20.970');
    await waitFor(() =>
      expect(
        calls.some((c) => c.path === 'shippings/getPrice' && c.query.get('amount') === '20970'),
      ).toBe(true),
    );
    await confirmAndSave(user);
    await waitFor(() => expect(url()).toBe('/tienda-demo/userpanel/subscriptions?updated=true'));
    expect(patchOf(calls)).toEqual({
      products: [{ productId: 'td-p-0003', quantity: 3 }],
      cardId: 'card-visa',
      paymentMethods: [{ name: 'Webpay Oneclick', priority: 1, options: { issuerFees: 0 } }],
      shippingId: 'ship-Providencia-20970',
      deliveryPrice: 2990,
    });
  });

  it('removing the only product opens the empty-subscription warning: cancel is offered when the policy allows it', async () => {
    const user = userEvent.setup();
    const { calls } = renderEdit(subscription(), {
      routes: { 'POST subscriptions/sub-1/cancel': () => ok(subscription({ status: 'canceled' })) },
    });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Eliminar Frutillas orgánicas 1 kg' }));
    const warning = await screen.findByRole('alertdialog', {
      name: 'Tu suscripción quedaría vacía',
    });
    await user.click(within(warning).getByRole('button', { name: 'Cancelar suscripción' }));
    await waitFor(() => expect(url()).toBe('/tienda-demo/userpanel/subscriptions'));
    expect(calls.some((c) => c.method === 'POST' && c.path === 'subscriptions/sub-1/cancel')).toBe(
      true,
    );
    expect(patchOf(calls)).toBeUndefined();
  });

  it('with a promotion, that cancel asks a second time first (001 §4 "discounts expire early")', async () => {
    const user = userEvent.setup();
    const promoted = aSubscriptionProduct({
      ...strawberries,
      promotions: [
        { name: 'Primer mes con 20% de descuento', discount: { type: 'percentage', value: 20 } },
      ],
    });
    const { calls } = renderEdit(subscription({ products: [promoted] }), {
      routes: { 'POST subscriptions/sub-1/cancel': () => ok(subscription({ status: 'canceled' })) },
    });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Eliminar Frutillas orgánicas 1 kg' }));
    const warning = await screen.findByRole('alertdialog', {
      name: 'Tu suscripción quedaría vacía',
    });
    await user.click(within(warning).getByRole('button', { name: 'Cancelar suscripción' }));
    const second = await screen.findByRole('alertdialog', { name: 'Perderás tus descuentos' });
    expect(calls.some((c) => c.path === 'subscriptions/sub-1/cancel')).toBe(false);
    await user.click(within(second).getByRole('button', { name: 'Continuar de todas formas' }));
    await waitFor(() => expect(url()).toBe('/tienda-demo/userpanel/subscriptions'));
    expect(calls.some((c) => c.method === 'POST' && c.path === 'subscriptions/sub-1/cancel')).toBe(
      true,
    );
  });

  it("without cancel allowed: 'Tu suscripción no puede quedar vacía, este producto no se puede remover.'", async () => {
    const user = userEvent.setup();
    renderEdit(subscription(), {
      policy: {
        ...tiendaPolicy,
        subscriptionPolicy: { allowShopperTo: { pause: true, cancel: false } },
      } as never,
    });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Eliminar Frutillas orgánicas 1 kg' }));
    const warning = await screen.findByRole('dialog', { name: 'Tu suscripción quedaría vacía' });
    expect(warning).toHaveTextContent(
      'Tu suscripción no puede quedar vacía, este producto no se puede remover.',
    );
    expect(
      within(warning).queryByRole('button', { name: 'Cancelar suscripción' }),
    ).not.toBeInTheDocument();
  });

  it('removes one of two products (quantity 0 in the patch) and changes the card with instalments', async () => {
    const user = userEvent.setup();
    const { calls } = renderEdit(
      subscription({ products: [strawberries, coffee], productsPrice: 23980 }),
    );
    await ready();
    await user.click(
      screen.getByRole('button', { name: 'Eliminar Café en grano Tostaduría Central 1 kg' }),
    );
    expect(screen.getByText('Se quitará de tu suscripción al guardar.')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /5555/ }));
    await user.selectOptions(screen.getByLabelText('Cuotas'), '6');
    await waitFor(() => expect(summaryValue('Productos')).toBe('$13.980'));
    await confirmAndSave(user);
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(patchOf(calls)).toMatchObject({
      products: [
        { productId: 'td-p-0003', quantity: 2 },
        { productId: 'td-p-0002', quantity: 0 },
      ],
      cardId: 'card-master',
      paymentMethods: [{ name: 'Webpay Oneclick', priority: 1, options: { issuerFees: 6 } }],
      shippingId: 'ship-Providencia-13980',
    });
  });

  it('001 §5 "Only one credit card may be registered for instalments": another subscription’s card carries them, so the note replaces the selector', async () => {
    const user = userEvent.setup();
    const edited = subscription();
    const other = subscription({
      _id: 'sub-2',
      cardId: 'card-visa',
      paymentMethods: [{ name: 'Webpay Oneclick', priority: 1, options: { issuerFees: 3 } }],
    });
    renderEdit(edited, {
      routes: {
        'GET subscriptions': () =>
          ok({ docs: [edited, other], page: 1, pages: 1, limit: 100, totalDocs: 2 }),
      },
    });
    await ready();
    // Its own card (the Visa that carries them): the selector.
    expect(await screen.findByLabelText('Cuotas')).toBeInTheDocument();
    await user.click(screen.getByRole('radio', { name: /5555/ }));
    expect(
      await screen.findByText(
        'Solo una tarjeta de crédito puede tener cuotas, y ya las tienes con tu tarjeta terminada en 4242. Elige esa tarjeta para pagar en cuotas.',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByLabelText('Cuotas')).not.toBeInTheDocument();
  });

  it("a refused card: 'No se pudo agregar la tarjeta en la suscripción', back to the card picker", async () => {
    const user = userEvent.setup();
    renderEdit(subscription(), {
      routes: { 'PATCH subscription/sub-1': () => fail(400, 'Card not found') },
    });
    await ready();
    await user.click(screen.getByRole('radio', { name: /5555/ }));
    await confirmAndSave(user);
    expect(
      await screen.findByText('No se pudo agregar la tarjeta en la suscripción'),
    ).toBeInTheDocument();
    expect(url()).toBe('/tienda-demo/postsubscription/sub-1');
  });

  it("an address outside the coverage: 001 §5's text, and Confirmar refuses", async () => {
    const user = userEvent.setup();
    const { calls } = renderEdit(subscription());
    await ready();
    await user.click(screen.getByRole('radio', { name: /Maipú/ }));
    expect(
      await screen.findAllByText('La dirección ingresada no está dentro de la cobertura'),
    ).not.toHaveLength(0);
    await user.click(screen.getByRole('button', { name: 'Confirmar' }));
    expect(screen.queryByRole('button', { name: 'Guardar cambios' })).not.toBeInTheDocument();
    expect(
      calls.some((c) => c.path === 'shippings/getPrice' && c.query.get('commune') === 'Maipú'),
    ).toBe(false);

    // A covered one is quoted and sent with its address.
    await user.click(screen.getByRole('radio', { name: /Ñuñoa/ }));
    await waitFor(() => expect(calls.some((c) => c.query.get('commune') === 'Ñuñoa')).toBe(true));
    await confirmAndSave(user);
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(patchOf(calls)).toMatchObject({
      contact: { address: { street: 'Avenida Irarrázaval', number: '3000', commune: 'Ñuñoa' } },
      shippingId: 'ship-Ñuñoa-13980',
    });
  });

  it('the price-change toggle with the days left and the consent history; switching it off is sent as optIn false', async () => {
    const user = userEvent.setup();
    const now = new Date();
    const inTenDays = new Date(now.getTime() + 10 * 86_400_000).toISOString();
    const consents: PriceConsent[] = [
      {
        _id: '1',
        productId: 'td-p-0003',
        name: strawberries.name,
        optIn: true,
        newPrice: 7990,
        currency: 'clp',
        createdAt: '2026-11-20T10:00:00.000Z',
      },
    ];
    const sub = subscription({
      products: [
        {
          ...strawberries,
          priceChange: { newPrice: 7990, priceDeploymentAt: inTenDays, optIn: true },
        },
      ],
    });
    const { calls } = renderEdit(sub, {
      routes: { 'GET subscriptions/sub-1/priceConsents': () => ok(consents) },
    });
    await ready();
    expect(screen.getByText('El nuevo precio de $7.990 rige en 10 días.')).toBeInTheDocument();
    expect(
      await screen.findByText('20/11/2026: Aceptaste el nuevo precio de $7.990'),
    ).toBeInTheDocument();
    const toggle = screen.getByRole('switch', {
      name: 'Mantener este producto con el nuevo precio',
    });
    expect(toggle).toBeChecked();
    await user.click(toggle);
    expect(
      screen.getByText(
        'Este producto se quitará de tu suscripción y no se cobrará en el próximo periodo.',
      ),
    ).toBeInTheDocument();
    await confirmAndSave(user);
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect((patchOf(calls)!.products as unknown[])[0]).toEqual({
      productId: 'td-p-0003',
      quantity: 2,
      priceChange: { optIn: false },
    });
  });

  it('a pharmacy store: no Modificar, and the information card', async () => {
    renderEdit(subscription(), { store: demoStore({ name: 'farmacia-demo' }) });
    await ready();
    expect(screen.queryByRole('button', { name: /^Modificar/ })).not.toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Información importante' })).toHaveTextContent(
      'Algunos productos pueden requerir receta médica.',
    );
  });

  it('"Volver sin guardar" goes back to the subscriptions without a patch', async () => {
    const user = userEvent.setup();
    const { calls } = renderEdit(subscription());
    await ready();
    await user.click(screen.getByRole('link', { name: 'Volver sin guardar' }));
    await waitFor(() => expect(url()).toBe('/tienda-demo/userpanel/subscriptions'));
    expect(patchOf(calls)).toBeUndefined();
  });

  it('adds a product from the store’s catalogue (only those priced for the subscription’s frequency and not in it) and sends it as a new productId', async () => {
    const user = userEvent.setup();
    const avocados = catalogProduct('td-p-0004', {
      name: 'Paltas Hass 1 kg',
      prices: { monthly: 5990 },
    });
    const weeklyOnly = catalogProduct('td-p-0009', {
      name: 'Café semanal',
      prices: { weekly: 2190 },
    });
    const { calls } = renderEdit(subscription(), {
      routes: {
        'GET catalog/products': () =>
          ok({
            docs: [catalogProduct('td-p-0003'), avocados, weeklyOnly],
            page: 1,
            pages: 1,
            limit: 50,
            totalDocs: 3,
          }),
      },
    });
    await ready();
    await user.click(screen.getByRole('button', { name: 'Agregar productos' }));
    const dialog = await screen.findByRole('dialog', { name: 'Agregar productos' });
    const offered = await within(dialog).findByRole('list', { name: 'Productos disponibles' });
    expect(
      within(offered)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['Paltas Hass 1 kg$5.990Elegir']);
    await user.click(within(dialog).getByRole('button', { name: 'Elegir Paltas Hass 1 kg' }));
    await user.click(await within(dialog).findByRole('button', { name: 'Aumentar cantidad' }));
    await user.click(within(dialog).getByRole('button', { name: 'Agregar a mi suscripción' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Agregar productos' })).not.toBeInTheDocument(),
    );
    expect(screen.getByText('Se agregará a tu suscripción al guardar.')).toBeInTheDocument();
    expect(summaryValue('Productos')).toBe('$25.960');

    await confirmAndSave(user);
    await waitFor(() => expect(patchOf(calls)).toBeDefined());
    expect(patchOf(calls)).toMatchObject({
      products: [
        { productId: 'td-p-0003', quantity: 2 },
        { productId: 'td-p-0004', quantity: 2 },
      ],
      shippingId: 'ship-Providencia-25960',
    });
  });
});
